import type { Resolvers, ViewerResolvers } from '../__generated__/resolvers-types.ts';

export const tourInProgress: NonNullable<ViewerResolvers['tourInProgress']> = (
  _identity,
  { routeName },
  ctx,
) => ctx.legacy.parcours.inProgress(routeName);

export const toursResolvers: Resolvers = { Viewer: { tourInProgress } };
