import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import * as shortcuts from './shortcuts-service.ts';

export const shortcutsResolvers: Resolvers = {
  Viewer: {
    shortcuts: (_viewer, _args, ctx) => shortcuts.viewerShortcuts(ctx),
    shortcut: (_viewer, { shortcutId }, ctx) => shortcuts.viewerShortcut(ctx, shortcutId),
  },
  Shortcut: {
    id: (s) => s._id,
  },
  Mutation: {
    saveShortcut: (_parent, { input }, ctx) => shortcuts.save(ctx, input),
    deleteShortcut: (_parent, { shortcutId }, ctx) => shortcuts.remove(ctx, shortcutId),
  },
};
