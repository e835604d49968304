import { entityIdOf } from '@portal/schema/rules/ids';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import * as loans from './loans-service.ts';

export const loansResolvers: Resolvers = {
  Dossier: {
    loans: (d, _args, ctx) => loans.fileLoans(ctx, d),
    loan: (d, { legacyId }, ctx) => loans.fileLoan(ctx, d, legacyId),
  },
  Loan: {
    id: (l) => entityIdOf(l.codeDossier, String(l.id)),
    legacyId: (l) => String(l.id),
  },
  Mutation: {
    addLoan: (_parent, { input }, ctx) => loans.add(ctx, input),
    updateLoan: (_parent, { input }, ctx) => loans.update(ctx, input),
    deleteLoan: (_parent, { id }, ctx) => loans.remove(ctx, id),
  },
};
