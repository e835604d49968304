import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import * as account from './account-service.ts';

export const accountResolvers: Resolvers = {
  Viewer: {
    communications: (_identity, _args, ctx) => account.viewerCommunications(ctx),
    countries: (_identity, _args, ctx) => account.countries(ctx),
  },
  User: {
    compteExterne: (user) => user.compteExterne ?? false,
  },
  Mutation: {
    saveCommunication: (_p, { input }, ctx) => account.saveCommunication(ctx, input),
    sendPasswordChangeCode: (_p, _args, ctx) => account.sendPasswordChangeCode(ctx),
    sendMailChangeCode: (_p, { mode }, ctx) => account.sendMailChangeCode(ctx, mode),
    changePassword: (_p, { input }, ctx) => account.changePassword(ctx, input),
    changeMail: (_p, { input }, ctx) => account.changeMail(ctx, input),
  },
};
