import type { Domain } from '../domain.ts';
import { devicesResolvers } from './devices-resolvers.ts';

export const devicesDomain: Domain = {
  resolvers: [devicesResolvers],
};
