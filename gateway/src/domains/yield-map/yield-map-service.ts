import { yieldGrade, type ZoneType } from '@portal/schema/rules/yield-map';
import type { GatewayContext } from '../../context.ts';
import type { LegacyDossier } from '../legacy-shapes.ts';
import type { YieldMapParent } from '../../graphql/mappers.ts';
import { requireCropRotation } from '../crop-rotation/crop-rotation-service.ts';

export interface YieldMapArgs {
  zoneType: ZoneType;
  culture: number;
  millesime: number;
}

/**
 * The yield map of a file (spec 001 §2, rendementcarto; tool_echanges, checked before any call): every zone of the
 * type with the culture's average that year and its grade by the culture's quartiles (schema/rules/yield-map.ts).
 * The zones' call fails at the zones' field, the averages' and quartiles' at the map's.
 */
export async function yieldMap(
  ctx: GatewayContext,
  d: LegacyDossier,
  { zoneType, culture, millesime }: YieldMapArgs,
): Promise<YieldMapParent> {
  await requireCropRotation(ctx, d);
  const api = ctx.legacy.yieldMap;
  const zonesCall = api.zones(zoneType);
  // Asked beside the averages; when those fail first, the zones' own failure has nobody left to tell.
  zonesCall.catch(() => undefined);
  const [averages, q] = await Promise.all([
    api.averages(millesime, zoneType),
    api.quartiles(culture, millesime),
  ]);
  const quartiles = q.Q1 !== null && q.Q2 !== null && q.Q3 !== null ? { Q1: q.Q1, Q2: q.Q2, Q3: q.Q3 } : null;
  const averageOf = new Map(
    averages.map((a) => [a.key, a.rendement.find((r) => r.culture === culture)?.rendement ?? null]),
  );
  return {
    id: `${zoneType}:${culture}:${millesime}`,
    zoneType,
    culture,
    millesime,
    quartiles: quartiles && { q1: quartiles.Q1, q2: quartiles.Q2, q3: quartiles.Q3 },
    zones: zonesCall.then((zones) =>
      zones.map((zone) => {
        const rendement = averageOf.get(zone.key) ?? null;
        return {
          id: `${zoneType}:${zone.key}`,
          key: zone.key,
          libelle: zone.libelle,
          area: JSON.stringify(zone.area),
          rendement,
          grade: yieldGrade(rendement, quartiles),
        };
      }),
    ),
  };
}
