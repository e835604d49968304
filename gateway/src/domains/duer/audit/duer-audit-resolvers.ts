import type { Resolvers } from '../../../__generated__/resolvers-types.ts';
import * as audit from './duer-audit-service.ts';

export const duerAuditResolvers: Resolvers = {
  Duer: {
    audit: (p, _args, ctx) => audit.auditOf(ctx, p),
  },
  Mutation: {
    saveDuerAudit: (_p, { input }, ctx) => audit.saveAudit(ctx, input),
    addDuerAuditQuestion: (_p, { input }, ctx) => audit.addQuestion(ctx, input),
    addDuerAuditCategorie: (_p, { input }, ctx) => audit.addCategorie(ctx, input),
    deleteDuerAuditQuestion: (_p, { auditQuestionId }, ctx) => audit.deleteQuestion(ctx, auditQuestionId),
  },
};
