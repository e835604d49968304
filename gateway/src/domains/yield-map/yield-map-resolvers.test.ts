import { beforeEach, describe, expect, it } from 'vitest';
import { ownerRightsWith, postGraphQL, SESSION, useOwnerStack } from '../../testing/fake-legacy.ts';

const stack = useOwnerStack();

const square = (x: number) => ({
  type: 'Polygon',
  coordinates: [
    [
      [x, 49],
      [x + 0.1, 49],
      [x + 0.1, 49.1],
      [x, 49],
    ],
  ],
});

beforeEach(() => {
  stack.legacy.routes['GET /api/droits'] = ownerRightsWith(['tool_echanges']);
  stack.legacy.routes['GET /api/assolement/zonesagricoles?type=petiteRegion'] = () => ({
    body: {
      data: [
        { key: 'A', libelle: 'Tardenois', area: square(3.7) },
        { key: 'B', libelle: 'Montagne de Reims', area: square(3.9) },
        { key: 'C', libelle: 'Brie champenoise', area: square(4.1) },
      ],
    },
  });
  stack.legacy.routes['GET /api/assolement/rendement/2025?groupBy=petiteRegion'] = () => ({
    body: {
      data: [
        {
          key: 'A',
          libelle: 'Tardenois',
          latitude: 49,
          longitude: 3.7,
          rendement: [{ culture: 1015, rendement: 6.8 }],
        },
        {
          key: 'B',
          libelle: 'Montagne de Reims',
          latitude: 49,
          longitude: 3.9,
          rendement: [
            { culture: 1015, rendement: 8.7 },
            { culture: 1040, rendement: 3.5 },
          ],
        },
      ],
    },
  });
  stack.legacy.routes['GET /api/assolement/quartiles/1015/2025'] = () => ({
    body: { data: { Q1: 7.2, Q2: 7.9, Q3: 8.6 } },
  });
});

const MAP = `{ dossier(codeDossier: "AGR001") {
  yieldMap(zoneType: petiteRegion, millesime: 2025) {
    id culture quartiles { q1 q2 q3 } zones { id libelle area rendement grade }
  }
} }`;

describe('the yield map', () => {
  it("answers every zone of the type, graded by the culture's quartiles, blé tendre by default", async () => {
    const { json } = await postGraphQL(stack.gateway.app, { query: MAP }, { cookie: SESSION });
    const map = (
      json().data?.dossier as { yieldMap: { zones: { area: string }[] } & Record<string, unknown> }
    ).yieldMap;
    expect({ ...map, zones: map.zones.map((z) => ({ ...z, area: JSON.parse(z.area) as unknown })) }).toEqual({
      id: 'petiteRegion:1015:2025',
      culture: 1015,
      quartiles: { q1: 7.2, q2: 7.9, q3: 8.6 },
      zones: [
        { id: 'petiteRegion:A', libelle: 'Tardenois', area: square(3.7), rendement: 6.8, grade: 1 },
        { id: 'petiteRegion:B', libelle: 'Montagne de Reims', area: square(3.9), rendement: 8.7, grade: 4 },
        {
          id: 'petiteRegion:C',
          libelle: 'Brie champenoise',
          area: square(4.1),
          rendement: null,
          grade: null,
        },
      ],
    });
  });

  it('is FORBIDDEN without tool_echanges', async () => {
    stack.legacy.routes['GET /api/droits'] = ownerRightsWith(['mod_rdv']);
    const { json } = await postGraphQL(stack.gateway.app, { query: MAP }, { cookie: SESSION });
    expect(json().errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(json().data?.dossier).toEqual({ yieldMap: null });
  });
});
