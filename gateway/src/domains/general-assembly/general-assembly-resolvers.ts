import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import * as generalAssembly from './general-assembly-service.ts';

export const generalAssemblyResolvers: Resolvers = {
  Dossier: {
    assembleeGenerale: (d, _args, ctx) => generalAssembly.fileGeneralAssembly(ctx, d),
  },
  Mutation: {
    registerAgAttendance: (_p, { input }, ctx) => generalAssembly.registerAttendance(ctx, input),
  },
};
