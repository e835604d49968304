import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import * as yieldMap from './yield-map-service.ts';

export const yieldMapResolvers: Resolvers = {
  Dossier: {
    yieldMap: (d, args, ctx) => yieldMap.yieldMap(ctx, d, args),
  },
  Viewer: {
    mapTilesUrl: (_viewer, _args, ctx) => ctx.config.mapTilesUrl,
  },
};
