import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import * as tours from './tours-service.ts';

export const toursResolvers: Resolvers = {
  Viewer: {
    tourInProgress: (_viewer, { routeName }, ctx) => tours.tourInProgress(ctx, routeName),
  },
  Tour: { id: (tour) => tour.code },
  Mutation: {
    markTourDone: (_parent, { routeName }, ctx) => tours.setDone(ctx, routeName, true),
    restartTour: (_parent, { routeName }, ctx) => tours.setDone(ctx, routeName, false),
  },
};
