import type { Resolvers } from '../../../__generated__/resolvers-types.ts';
import * as preamble from './duer-preamble-service.ts';

export const duerPreambleResolvers: Resolvers = {
  Duer: {
    preambule: (p, _args, ctx) => preamble.preambuleOf(ctx, p),
  },
  Mutation: {
    saveDuerPreambule: (_p, { input }, ctx) => preamble.savePreambule(ctx, input),
    addDuerPreambuleCategorie: (_p, { input }, ctx) => preamble.addCategorie(ctx, input),
    renameDuerPreambuleCategorie: (_p, { input }, ctx) => preamble.renameCategorie(ctx, input),
    deleteDuerPreambuleCategorie: (_p, { preambuleCategorieId }, ctx) =>
      preamble.deleteCategorie(ctx, preambuleCategorieId),
  },
};
