import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_HOOK_TIMEOUT, signIn, startTestApp, stopTestApp, TEST_NOW } from '../test-support.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
beforeAll(async () => {
  ctx = await startTestApp();
  owner = await signIn(ctx.app, 'proprietaire@demo.fr');
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => stopTestApp(ctx));

const YEAR = new Date(TEST_NOW).getUTCFullYear();
const get = (url: string, cookie: string | null = owner) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

interface Zone {
  key: string;
  libelle: string;
  area: { type: string; coordinates: number[][][] };
}
interface Average {
  key: string;
  rendement: { culture: number; rendement: number }[];
}

describe('the yield map calls', () => {
  it.each([
    ['commune', 36],
    ['petiteRegion', 4],
    ['grandeRegion', 2],
  ])('answers the %s zones with closed GeoJSON outlines', async (type, count) => {
    const zones = (await get(`/api/assolement/zonesagricoles?type=${type}`)).json<{ data: Zone[] }>().data;
    expect(zones).toHaveLength(count);
    for (const { area } of zones) {
      const ring = area.coordinates[0]!;
      expect(area.type).toBe('Polygon');
      expect(ring.at(-1)).toEqual(ring[0]);
      // Around Reims, longitude first.
      for (const [lon, lat] of ring) {
        expect(lon).toBeGreaterThan(3.5);
        expect(lon).toBeLessThan(4.4);
        expect(lat).toBeGreaterThan(48.9);
        expect(lat).toBeLessThan(49.5);
      }
    }
  });

  it('refuses an unknown zone type', async () => {
    expect((await get('/api/assolement/zonesagricoles?type=departement')).statusCode).toBe(400);
  });

  it("answers each zone's averages, the regions' being their communes' mean", async () => {
    const averages = (await get(`/api/assolement/rendement/${YEAR - 1}?groupBy=petiteRegion`)).json<{
      data: Average[];
    }>().data;
    expect(averages.map((a) => a.key)).toEqual(['51-PRA-BRI', '51-PRA-CCR', '51-PRA-MDR', '51-PRA-TAR']);
    const ble = averages[0]!.rendement.find((r) => r.culture === 1015)!.rendement;
    expect(ble).toBeGreaterThan(5);
    expect(ble).toBeLessThan(11);
  });

  it('answers the quartiles of a culture, in order, and nulls for a year without yields', async () => {
    const { Q1, Q2, Q3 } = (await get(`/api/assolement/quartiles/1015/${YEAR}`)).json<{
      data: { Q1: number; Q2: number; Q3: number };
    }>().data;
    expect(Q1).toBeLessThan(Q2);
    expect(Q2).toBeLessThan(Q3);
    expect((await get(`/api/assolement/quartiles/1015/${YEAR - 10}`)).json()).toEqual({
      data: { Q1: null, Q2: null, Q3: null },
    });
  });

  it('needs a session', async () => {
    expect((await get('/api/assolement/zonesagricoles?type=commune', null)).statusCode).toBe(401);
  });
});
