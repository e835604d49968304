import { DEFAULT_MAP_CULTURE, isZoneType } from '@portal/schema/rules/yield-map';
import { started, type Prefetch } from '../../graphql/prefetch.ts';

/** The legacy calls its fields make, started before the session check (domains/early-calls.ts). */
export const yieldMapPrefetch: Prefetch = {
  file: {
    yieldMap: (ctx, _code, field) => {
      const { zoneType = 'commune', culture = DEFAULT_MAP_CULTURE, millesime } = field.args;
      if (!isZoneType(zoneType) || typeof culture !== 'number' || typeof millesime !== 'number') return;
      started(ctx.legacy.yieldMap.zones(zoneType));
      started(ctx.legacy.yieldMap.averages(millesime, zoneType));
      started(ctx.legacy.yieldMap.quartiles(culture, millesime));
    },
  },
};
