import type { Domain } from '../domain.ts';
import { figuresPrefetch } from './figures-prefetch.ts';
import { FiguresApi } from './figures-api.ts';
import { figuresResolvers } from './figures-resolvers.ts';

export const figuresDomain: Domain = {
  areas: (calls) => ({ figures: new FiguresApi(calls) }),
  resolvers: [figuresResolvers],
  prefetch: figuresPrefetch,
};
