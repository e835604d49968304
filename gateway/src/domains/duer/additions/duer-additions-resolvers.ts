import type { Resolvers } from '../../../__generated__/resolvers-types.ts';
import * as additions from './duer-additions-service.ts';

export const duerAdditionsResolvers: Resolvers = {
  DuerCategorie: {
    modulesDeBase: (c, _args, ctx) => additions.baseModules(ctx, c),
    modulesAutresDuers: (c, _args, ctx) => additions.otherDuerModules(ctx, c),
  },
  DuerModule: {
    groupesAutresDuers: (m, _args, ctx) => additions.otherDuerGroupes(ctx, m),
  },
  Mutation: {
    addDuerModuleExistant: (_p, { input }, ctx) => additions.addExistingModule(ctx, input),
    addDuerGroupeAutreDuer: (_p, { input }, ctx) => additions.addOtherDuerGroupe(ctx, input),
  },
};
