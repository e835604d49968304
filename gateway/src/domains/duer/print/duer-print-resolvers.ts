import type { Resolvers } from '../../../__generated__/resolvers-types.ts';
import * as print from './duer-print-service.ts';

export const duerPrintResolvers: Resolvers = {
  Duer: {
    planActionUrl: (p) => print.actionPlanRoute(p),
    impressionUrl: (p) => print.printRoute(p),
    duerDefinitifUrl: (p) => print.definitiveRoute(p),
  },
  Mutation: {
    imprimerDuerDefinitif: (_p, { duerId }, ctx) => print.printDefinitive(ctx, duerId),
  },
};
