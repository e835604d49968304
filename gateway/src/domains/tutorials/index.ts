import type { Domain } from '../domain.ts';
import { tutorialsPrefetch } from './tutorials-prefetch.ts';
import { TutorialsApi } from './tutorials-api.ts';
import { tutorialsResolvers } from './tutorials-resolvers.ts';

export const tutorialsDomain: Domain = {
  areas: (calls) => ({ tutorials: new TutorialsApi(calls) }),
  resolvers: [tutorialsResolvers],
  prefetch: tutorialsPrefetch,
};
