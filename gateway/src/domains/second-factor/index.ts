import type { Domain } from '../domain.ts';
import { secondFactorResolvers } from './second-factor-resolvers.ts';

export const secondFactorDomain: Domain = {
  resolvers: [secondFactorResolvers],
};
