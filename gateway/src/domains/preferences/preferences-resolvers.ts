import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import * as preferences from './preferences-service.ts';

export const preferencesResolvers: Resolvers = {
  Viewer: {
    mailThemes: (_identity, _args, ctx) => preferences.viewerMailThemes(ctx),
  },
  Mutation: {
    savePreferences: (_p, { input }, ctx) => preferences.save(ctx, input),
  },
};
