import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import * as yieldMap from './yield-map-service.ts';

export const yieldMapResolvers: Resolvers = {
  Dossier: {
    yieldMap: (d, args, ctx) => yieldMap.yieldMap(ctx, d, args),
  },
  // A resolver of its own: read as a plain property, the promise's failure stopped the bundled gateway under
  // graphql-jit (which runs the web's documents); from a resolver it is the field's error.
  YieldMap: {
    zones: (map) => map.zones,
  },
  Viewer: {
    mapTilesUrl: (_viewer, _args, ctx) => ctx.config.mapTilesUrl,
  },
};
