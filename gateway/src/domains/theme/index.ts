import type { Domain } from '../domain.ts';
import { ThemeApi } from './theme-api.ts';
import { themeResolvers } from './theme-resolvers.ts';

export const themeDomain: Domain = {
  areas: (calls) => ({ theme: new ThemeApi(calls) }),
  resolvers: [themeResolvers],
};
