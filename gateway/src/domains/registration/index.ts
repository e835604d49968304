import type { Domain } from '../domain.ts';
import { RegistrationApi } from './registration-api.ts';
import { registrationResolvers } from './registration-resolvers.ts';

export const registrationDomain: Domain = {
  areas: (calls) => ({ registration: new RegistrationApi(calls) }),
  resolvers: [registrationResolvers],
};
