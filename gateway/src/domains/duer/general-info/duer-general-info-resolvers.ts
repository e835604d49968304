import type { Resolvers } from '../../../__generated__/resolvers-types.ts';
import * as forms from './duer-general-info-service.ts';

export const duerGeneralInfoResolvers: Resolvers = {
  Duer: {
    informationsGenerales: (p, _args, ctx) => ctx.legacy.duerGeneralInfo.informationsGenerales(p.duer.id),
    pageDeGarde: (p, _args, ctx) => forms.pageDeGardeOf(ctx, p),
  },
  Mutation: {
    saveDuerInformationsGenerales: (_p, { input }, ctx) => forms.saveInformationsGenerales(ctx, input),
    saveDuerPageDeGarde: (_p, { input }, ctx) => forms.savePageDeGarde(ctx, input),
  },
};
