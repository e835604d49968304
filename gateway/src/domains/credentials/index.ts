import type { Domain } from '../domain.ts';
import { CredentialsApi } from './credentials-api.ts';
import { credentialsResolvers } from './credentials-resolvers.ts';

export const credentialsDomain: Domain = {
  areas: (calls) => ({ credentials: new CredentialsApi(calls) }),
  resolvers: [credentialsResolvers],
};
