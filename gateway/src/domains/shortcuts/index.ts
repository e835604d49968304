import type { Domain } from '../domain.ts';
import { shortcutsPrefetch } from './shortcuts-prefetch.ts';
import { ShortcutsApi } from './shortcuts-api.ts';
import { shortcutsResolvers } from './shortcuts-resolvers.ts';

export const shortcutsDomain: Domain = {
  areas: (calls) => ({ shortcuts: new ShortcutsApi(calls) }),
  resolvers: [shortcutsResolvers],
  prefetch: shortcutsPrefetch,
};
