import type { Domain } from '../domain.ts';
import { preferencesPrefetch } from './preferences-prefetch.ts';
import { MailThemesApi } from './mail-themes-api.ts';
import { preferencesResolvers } from './preferences-resolvers.ts';

export const preferencesDomain: Domain = {
  areas: (calls) => ({ mailThemes: new MailThemesApi(calls) }),
  resolvers: [preferencesResolvers],
  prefetch: preferencesPrefetch,
};
