import type { Domain } from '../domain.ts';
import { apiTokensResolvers } from './api-tokens-resolvers.ts';

export const apiTokensDomain: Domain = {
  resolvers: [apiTokensResolvers],
};
