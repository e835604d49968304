import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import * as apiTokens from './api-tokens-service.ts';

export const apiTokensResolvers: Resolvers = {
  Viewer: {
    apiTokens: (_identity, _args, ctx) => apiTokens.viewerApiTokens(ctx),
    apiTokenSessionEnded: (_identity, _args, ctx) => apiTokens.viewerApiTokenSessionEnded(ctx),
    apiToken: (_identity, _args, ctx) => apiTokens.viewerApiToken(ctx),
  },
  Mutation: {
    createApiToken: (_p, { input }, ctx) => apiTokens.create(ctx, input),
    revokeApiToken: (_p, { apiTokenId }, ctx) => apiTokens.revoke(ctx, apiTokenId),
    confirmApiToken: (_p, { apiTokenId }, ctx) => apiTokens.confirm(ctx, apiTokenId),
    renewApiTokenSession: (_p, { password }, ctx) => apiTokens.renewSession(ctx, password),
  },
};
