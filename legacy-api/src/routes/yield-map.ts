import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { RouteDeps } from '../route-deps.ts';
import {
  errorResponses,
  QuartilesSchema,
  RendementsMoyensSchema,
  ZonesAgricolesSchema,
  ZoneTypeSchema,
} from '../schemas.ts';

interface AverageRow {
  key: string;
  libelle: string;
  latitude: string;
  longitude: string;
  id_culture: number;
  rendement: string;
}

/** The yield map's calls (spec 001 §7): zone outlines, average yields by zone, and quartiles by culture. */
export const yieldMapRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
  app.get(
    '/api/assolement/zonesagricoles',
    {
      config: { access: 'session' },
      schema: {
        tags: ['assolement'],
        summary: 'The agricultural zones of a type with their outline (GeoJSON)',
        querystring: Type.Object({ type: ZoneTypeSchema }),
        response: { 200: ZonesAgricolesSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { rows } = await db.query<{
        key: string;
        libelle: string;
        area: { type: 'Polygon'; coordinates: number[][][] };
      }>('SELECT key, libelle, area FROM zones_agricoles WHERE type = $1 ORDER BY key', [request.query.type]);
      return { data: rows };
    },
  );

  app.get(
    '/api/assolement/rendement/:millesime',
    {
      config: { access: 'session' },
      schema: {
        tags: ['assolement'],
        summary: "Each zone's average yield of every culture that year, zones of the groupBy type",
        params: Type.Object({ millesime: Type.Integer() }),
        querystring: Type.Object({ groupBy: ZoneTypeSchema }),
        response: { 200: RendementsMoyensSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { rows } = await db.query<AverageRow>(
        `SELECT z.key, z.libelle, z.latitude, z.longitude, r.id_culture, r.rendement
           FROM rendements_moyens r JOIN zones_agricoles z USING (type, key)
          WHERE r.millesime = $1 AND r.type = $2 ORDER BY z.key, r.id_culture`,
        [request.params.millesime, request.query.groupBy],
      );
      const zones = new Map<
        string,
        {
          key: string;
          libelle: string;
          latitude: number;
          longitude: number;
          rendement: { culture: number; rendement: number }[];
        }
      >();
      for (const r of rows) {
        const zone = zones.get(r.key) ?? {
          key: r.key,
          libelle: r.libelle,
          latitude: Number(r.latitude),
          longitude: Number(r.longitude),
          rendement: [],
        };
        zone.rendement.push({ culture: r.id_culture, rendement: Number(r.rendement) });
        zones.set(r.key, zone);
      }
      return { data: [...zones.values()] };
    },
  );

  app.get(
    '/api/assolement/quartiles/:culture/:year',
    {
      config: { access: 'session' },
      schema: {
        tags: ['assolement'],
        summary: "Quartiles Q1, Q2, Q3 of the communes' average yields of a culture in a year",
        params: Type.Object({ culture: Type.Integer(), year: Type.Integer() }),
        response: { 200: QuartilesSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { rows } = await db.query<{ q: (number | null)[] | null }>(
        `SELECT percentile_cont(ARRAY[0.25, 0.5, 0.75]) WITHIN GROUP (ORDER BY rendement) AS q
           FROM rendements_moyens WHERE type = 'commune' AND id_culture = $1 AND millesime = $2`,
        [request.params.culture, request.params.year],
      );
      const [q1, q2, q3] = (rows[0]?.q ?? [null, null, null]).map((q) =>
        q === null ? null : Math.round(Number(q) * 100) / 100,
      );
      return { data: { Q1: q1 ?? null, Q2: q2 ?? null, Q3: q3 ?? null } };
    },
  );

  done();
};
