import type { Domain } from '../domain.ts';
import { dossierPrefetch } from './dossier-prefetch.ts';
import { CollaborateurApi } from './collaborateur-api.ts';
import { DroitsApi } from './droits-api.ts';
import { dossierResolvers } from './dossier-resolvers.ts';

export const dossierDomain: Domain = {
  areas: (calls) => ({ collaborateur: new CollaborateurApi(calls), droits: new DroitsApi(calls) }),
  resolvers: [dossierResolvers],
  prefetch: dossierPrefetch,
};
