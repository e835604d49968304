import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { startGateway, LEGACY_NOW } from './support.ts';

// Reads the run's emulator only: its seeded zones and yields around Reims (legacy-api/src/db/seed/yield-map.ts).
const TILES = 'https://tuiles.example.fr/{z}/{x}/{y}.png';
let gateway: Awaited<ReturnType<typeof startGateway>>;
let owner: string;
beforeAll(async () => {
  gateway = await startGateway({ env: { MAP_TILES_URL: TILES } });
  owner = await gateway.signIn('proprietaire@demo.fr');
});
afterAll(() => gateway.close());

const YEAR = new Date(LEGACY_NOW).getUTCFullYear();

const YieldMapDocument = graphql(`
  query ContractYieldMap($zoneType: ZoneType!, $culture: Int!, $millesime: Int!) {
    viewer {
      id
      mapTilesUrl
    }
    dossier(codeDossier: "AGR001") {
      id
      yieldMap(zoneType: $zoneType, culture: $culture, millesime: $millesime) {
        id
        zoneType
        culture
        millesime
        quartiles {
          q1
          q2
          q3
        }
        zones {
          id
          key
          libelle
          area
          rendement
          grade
        }
      }
    }
  }
`);

describe('the yield map against the emulator', () => {
  it("grades every commune's blé tendre by its quartiles, asking each of the three calls once", async () => {
    const before = gateway.upstream.length;
    const { body } = await gateway.graphql(
      YieldMapDocument,
      { zoneType: 'commune', culture: 1015, millesime: YEAR - 1 },
      owner,
    );
    expect(body.data?.viewer?.mapTilesUrl).toBe(TILES);
    const map = body.data?.dossier?.yieldMap;
    expect(map).toMatchObject({ id: `commune:1015:${YEAR - 1}`, zoneType: 'commune', culture: 1015 });
    const { q1, q2, q3 } = map!.quartiles!;
    expect(q1 < q2 && q2 < q3).toBe(true);
    expect(map?.zones).toHaveLength(36);
    expect(map?.zones.find((z) => z.key === '51454')?.libelle).toBe('Reims');
    for (const zone of map?.zones ?? []) {
      expect(JSON.parse(zone.area)).toMatchObject({ type: 'Polygon' });
      const expected =
        zone.rendement == null
          ? null
          : zone.rendement < q1
            ? 1
            : zone.rendement < q2
              ? 2
              : zone.rendement < q3
                ? 3
                : 4;
      expect(zone.grade ?? null).toBe(expected);
    }
    expect(new Set(map?.zones.map((z) => z.grade))).toEqual(new Set([1, 2, 3, 4, null]));
    const yieldCalls = gateway.upstream
      .slice(before)
      .filter((c) => /zonesagricoles|rendement\/|quartiles/.test(c.path));
    expect(yieldCalls.map((c) => c.path).sort()).toEqual([
      `/api/assolement/quartiles/1015/${YEAR - 1}`,
      `/api/assolement/rendement/${YEAR - 1}?groupBy=commune`,
      '/api/assolement/zonesagricoles?type=commune',
    ]);
  });

  it('has no quartiles nor grades for a year without yields', async () => {
    const { body } = await gateway.graphql(
      YieldMapDocument,
      { zoneType: 'grandeRegion', culture: 1015, millesime: YEAR - 10 },
      owner,
    );
    const map = body.data?.dossier?.yieldMap;
    expect(map?.quartiles).toBeNull();
    expect(map?.zones.map((z) => [z.libelle, z.grade])).toEqual([
      ['Rémois et Tardenois', null],
      ['Champagne viticole et crayeuse', null],
    ]);
  });
});
