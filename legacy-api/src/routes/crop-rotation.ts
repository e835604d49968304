import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  CULTURE_ALREADY_USED,
  cropLineIssues,
  DEFINITIVE_YEAR,
  MISSING_PARAMETER,
  opensCropRotation,
  PREVIOUS_YEAR_EMPTY,
  UNKNOWN_CULTURE,
  type CultureInfo,
} from '@portal/schema/rules/crop-rotation';
import { readTelepac, TELEPAC_MAX_BYTES } from '@portal/schema/rules/telepac';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../db/db.ts';
import { dossierFor } from '../dossiers.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import type { RouteDeps } from '../route-deps.ts';
import {
  AffectedRowsSchema,
  AssolementCulturesSchema,
  AssolementDossierSchema,
  AssolementLineInput,
  AssolementLineSchema,
  AssolementYearInput,
  CorrespondancesInput,
  TelepacImportInput,
  TelepacImportSchema,
  CultureSchema,
  errorResponses,
} from '../schemas.ts';
import { accountOf } from '../session.ts';

interface CultureRow {
  id_culture: number;
  intitule: string;
  rendement_max: string | null;
  est_intitule_modifiable: boolean;
}

interface LineRow extends CultureRow {
  id: number;
  libelle_perso: string | null;
  surface: string;
  rendement: string | null;
  est_derobee: boolean;
  est_assolement_definitif: number;
}

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

const toCulture = (r: CultureRow) => ({
  idtCultureTypeTRAME: r.id_culture,
  intitule: r.intitule,
  rendementMax: numberOrNull(r.rendement_max),
  estIntituleModifiable: r.est_intitule_modifiable,
});

const toLine = (r: LineRow) => ({
  id: r.id,
  culture: toCulture(r),
  surface: Number(r.surface),
  rendement: numberOrNull(r.rendement),
  libellePerso: r.libelle_perso,
  estDerobee: r.est_derobee,
  assolement: { estAssolementDefinitif: r.est_assolement_definitif },
  commune: null,
});

const LINES = `SELECT l.id, l.libelle_perso, l.surface, l.rendement, l.est_derobee, c.*, d.est_assolement_definitif
  FROM assolement_cultures l JOIN cultures c USING (id_culture)
  JOIN assolement_dossiers d USING (code_dossier, millesime)`;

/** The year's crop lines in the order they were declared. */
export async function yearLines(db: Db, codeDossier: string, millesime: number) {
  const { rows } = await db.query<LineRow>(
    `${LINES} WHERE l.code_dossier = $1 AND l.millesime = $2 ORDER BY l.position`,
    [codeDossier, millesime],
  );
  return rows.map(toLine);
}

/** The year of a file, created when first written to; refused once the association validated it. */
export async function openYear(db: Db, codeDossier: string, millesime: number): Promise<void> {
  const { rows } = await db.query<{ est_assolement_definitif: number }>(
    `INSERT INTO assolement_dossiers (code_dossier, millesime) VALUES ($1, $2)
     ON CONFLICT (code_dossier, millesime) DO UPDATE SET millesime = EXCLUDED.millesime
     RETURNING est_assolement_definitif`,
    [codeDossier, millesime],
  );
  if (rows[0]?.est_assolement_definitif === 1) throw badRequest(DEFINITIVE_YEAR);
}

async function cultureOf(db: Db, id: number): Promise<CultureInfo | null> {
  const { rows } = await db.query<CultureRow>('SELECT * FROM cultures WHERE id_culture = $1', [id]);
  return rows[0] ? toCulture(rows[0]) : null;
}

const yearParams = Type.Object({ codeDossier: Type.String(), millesime: Type.Integer() });

export const cropRotationRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
  /** The file when the caller may act on it and it holds tool_echanges (spec 001 §6). */
  async function cropFile(request: FastifyRequest, codeDossier: string | null | undefined) {
    if (!codeDossier) throw badRequest(MISSING_PARAMETER);
    const dossier = await dossierFor(db, accountOf(request), codeDossier);
    if (!opensCropRotation(dossier.modulesEffectifs)) throw forbidden();
    return dossier;
  }

  /** The §5 rules on a line sent to be added or changed, and the culture it names. */
  async function checkedLine(body: AssolementLineInput, ownId: number | null) {
    const { codeDossier, millesime, culture, surface } = body;
    if (!codeDossier || millesime == null || culture == null || surface == null)
      throw badRequest(MISSING_PARAMETER);
    const info = await cultureOf(db, culture);
    const [issue] = cropLineIssues({ culture, surface, rendement: body.rendement ?? null }, info);
    if (issue) throw badRequest(issue.message);
    const { rows } = await db.query(
      `SELECT 1 FROM assolement_cultures WHERE code_dossier = $1 AND millesime = $2 AND id_culture = $3
         AND id IS DISTINCT FROM $4`,
      [codeDossier, millesime, culture, ownId],
    );
    if (rows.length > 0) throw conflict(CULTURE_ALREADY_USED);
    return {
      codeDossier,
      millesime,
      culture,
      surface,
      rendement: body.rendement ?? null,
      // Only a culture whose name may change keeps a name of its own.
      libellePerso: info?.estIntituleModifiable ? body.libellePerso?.trim() || null : null,
      estDerobee: body.estDerobee ?? false,
    };
  }

  async function lineById(id: number) {
    const { rows } = await db.query<LineRow>(`${LINES} WHERE l.id = $1`, [id]);
    if (!rows[0]) throw notFound();
    return toLine(rows[0]);
  }

  app.get(
    '/api/assolement/cultures',
    {
      config: { access: 'session' },
      schema: {
        tags: ['assolement'],
        summary: 'The cultures a crop line may name, by intitule',
        response: { 200: Type.Object({ data: Type.Array(CultureSchema) }), ...errorResponses(401) },
      },
    },
    async () => {
      const { rows } = await db.query<CultureRow>('SELECT * FROM cultures ORDER BY intitule');
      return { data: rows.map(toCulture) };
    },
  );

  app.get(
    '/api/assolement/:codeDossier/:millesime',
    {
      config: { access: 'session' },
      schema: {
        tags: ['assolement'],
        summary: "A file's year: its dossier (null before any line) and its crop lines in declaration order",
        params: yearParams,
        response: { 200: AssolementCulturesSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { codeDossier, millesime } = request.params;
      const dossier = await cropFile(request, codeDossier);
      const [cultures, year] = await Promise.all([
        yearLines(db, dossier.codeDossier, millesime),
        db.query('SELECT 1 FROM assolement_dossiers WHERE code_dossier = $1 AND millesime = $2', [
          dossier.codeDossier,
          millesime,
        ]),
      ]);
      return {
        data: {
          dossier:
            year.rows.length > 0 ? { millesime, codeDossier: dossier.codeDossier, commune: null } : null,
          cultures,
        },
      };
    },
  );

  app.get(
    '/api/assolement/dossier/:codeDossier/:millesime',
    {
      config: { access: 'session' },
      schema: {
        tags: ['assolement'],
        summary: "A file's year alone (assolement dossier), null before any line",
        params: yearParams,
        response: {
          200: Type.Object({ data: Type.Union([AssolementDossierSchema, Type.Null()]) }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const { codeDossier, millesime } = request.params;
      const dossier = await cropFile(request, codeDossier);
      const { rows } = await db.query<{ est_assolement_definitif: number }>(
        'SELECT est_assolement_definitif FROM assolement_dossiers WHERE code_dossier = $1 AND millesime = $2',
        [dossier.codeDossier, millesime],
      );
      const row = rows[0];
      return {
        data: row
          ? {
              millesime,
              codeDossier: dossier.codeDossier,
              commune: null,
              estAssolementDefinitif: row.est_assolement_definitif,
            }
          : null,
      };
    },
  );

  app.post(
    '/api/assolement',
    {
      config: { access: 'session' },
      schema: {
        tags: ['assolement'],
        summary: "Adds a crop line to a file's year (§5 rules; refused once the year is definitive)",
        body: AssolementLineInput,
        response: {
          200: Type.Object({ data: AssolementLineSchema }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      await cropFile(request, request.body.codeDossier);
      const line = await checkedLine(request.body, null);
      const id = await db.transaction(async (tx) => {
        await openYear(tx, line.codeDossier, line.millesime);
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO assolement_cultures (code_dossier, millesime, id_culture, libelle_perso, surface, rendement,
             est_derobee) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [
            line.codeDossier,
            line.millesime,
            line.culture,
            line.libellePerso,
            line.surface,
            line.rendement,
            line.estDerobee,
          ],
        );
        return rows[0]!.id;
      });
      return { data: await lineById(id) };
    },
  );

  app.put(
    '/api/assolement',
    {
      config: { access: 'session' },
      schema: {
        tags: ['assolement'],
        summary:
          'Changes a crop line, named by idAssolementCulture (§5 rules; refused once the year is definitive)',
        body: AssolementLineInput,
        response: {
          200: Type.Object({ data: AssolementLineSchema }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { idAssolementCulture } = request.body;
      if (idAssolementCulture == null) throw badRequest(MISSING_PARAMETER);
      await cropFile(request, request.body.codeDossier);
      const line = await checkedLine(request.body, idAssolementCulture);
      await db.transaction(async (tx) => {
        await openYear(tx, line.codeDossier, line.millesime);
        const { rows } = await tx.query(
          `UPDATE assolement_cultures SET id_culture = $4, libelle_perso = $5, surface = $6, rendement = $7,
             est_derobee = $8 WHERE id = $1 AND code_dossier = $2 AND millesime = $3 RETURNING id`,
          [
            idAssolementCulture,
            line.codeDossier,
            line.millesime,
            line.culture,
            line.libellePerso,
            line.surface,
            line.rendement,
            line.estDerobee,
          ],
        );
        if (rows.length === 0) throw notFound();
      });
      return { data: await lineById(idAssolementCulture) };
    },
  );

  app.post(
    '/api/assolement/insertNmoins1',
    {
      config: { access: 'session' },
      schema: {
        tags: ['assolement'],
        summary:
          "Replaces a year's crop lines by a copy of the previous year's (refused when that year is empty)",
        body: AssolementYearInput,
        response: { 200: AssolementCulturesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { codeDossier, millesime } = request.body;
      if (millesime == null) throw badRequest(MISSING_PARAMETER);
      const dossier = await cropFile(request, codeDossier);
      await db.transaction(async (tx) => {
        await openYear(tx, dossier.codeDossier, millesime);
        await tx.query('DELETE FROM assolement_cultures WHERE code_dossier = $1 AND millesime = $2', [
          dossier.codeDossier,
          millesime,
        ]);
        const { rows } = await tx.query(
          `INSERT INTO assolement_cultures (code_dossier, millesime, id_culture, libelle_perso, surface, rendement,
             est_derobee)
           SELECT code_dossier, $2, id_culture, libelle_perso, surface, rendement, est_derobee
             FROM assolement_cultures WHERE code_dossier = $1 AND millesime = $2 - 1 ORDER BY position
           RETURNING id`,
          [dossier.codeDossier, millesime],
        );
        if (rows.length === 0) throw badRequest(PREVIOUS_YEAR_EMPTY);
      });
      return {
        data: {
          dossier: { millesime, codeDossier: dossier.codeDossier, commune: null },
          cultures: await yearLines(db, dossier.codeDossier, millesime),
        },
      };
    },
  );

  app.post(
    '/api/assolement/assolementTelepac',
    {
      config: { access: 'session' },
      // A declaration with its parcels' geometry weighs a few megabytes; once in JSON, an accented Latin-1
      // character takes two bytes.
      bodyLimit: 2 * TELEPAC_MAX_BYTES + 64 * 1024,
      schema: {
        tags: ['assolement'],
        summary:
          "Replaces a year's lines by the crops of a Telepac declaration (XML text), mapped through the correspondences; codes without one are answered, not imported",
        body: TelepacImportInput,
        response: { 200: TelepacImportSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { assolementDossier, content } = request.body;
      const millesime = assolementDossier?.year;
      if (!assolementDossier?.codeDossier || millesime == null || !content)
        throw badRequest(MISSING_PARAMETER);
      const dossier = await cropFile(request, assolementDossier.codeDossier);
      const reading = readTelepac(content);
      if ('error' in reading) throw badRequest(reading.error);
      const { rows } = await db.query<{ code_telepac: string; id_culture: number }>(
        'SELECT code_telepac, id_culture FROM culture_correspondances WHERE code_telepac = ANY($1)',
        [reading.crops.map((c) => c.code)],
      );
      const cultureOfCode = new Map(rows.map((r) => [r.code_telepac, r.id_culture]));
      // Two codes may map to one culture: their surfaces add up, in hundredths of ares.
      const lines = new Map<string, { culture: number; surface: number; estDerobee: boolean }>();
      for (const crop of reading.crops) {
        const culture = cultureOfCode.get(crop.code);
        if (culture === undefined) continue;
        const key = `${culture}:${crop.estDerobee}`;
        const sum = Math.round(((lines.get(key)?.surface ?? 0) + crop.surface) * 10000) / 10000;
        lines.set(key, { culture, surface: sum, estDerobee: crop.estDerobee });
      }
      await db.transaction(async (tx) => {
        await openYear(tx, dossier.codeDossier, millesime);
        await tx.query('DELETE FROM assolement_cultures WHERE code_dossier = $1 AND millesime = $2', [
          dossier.codeDossier,
          millesime,
        ]);
        for (const line of lines.values())
          await tx.query(
            `INSERT INTO assolement_cultures (code_dossier, millesime, id_culture, surface, est_derobee)
             VALUES ($1, $2, $3, $4, $5)`,
            [dossier.codeDossier, millesime, line.culture, line.surface, line.estDerobee],
          );
      });
      return {
        data: {
          cultures: await yearLines(db, dossier.codeDossier, millesime),
          codesInconnus: [
            ...new Set(reading.crops.map((c) => c.code).filter((code) => !cultureOfCode.has(code))),
          ],
        },
      };
    },
  );

  app.put(
    '/api/assolement/cultures/correspondances',
    {
      config: { access: 'collab' },
      schema: {
        tags: ['assolement'],
        summary: 'Sets the culture each Telepac crop code becomes on import (staff only)',
        body: CorrespondancesInput,
        response: { 200: Type.Object({ data: CorrespondancesInput }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      for (const { codeTelepac, idtCultureTypeTRAME } of request.body) {
        if (!(await cultureOf(db, idtCultureTypeTRAME))) throw badRequest(UNKNOWN_CULTURE);
        await db.query(
          `INSERT INTO culture_correspondances (code_telepac, id_culture) VALUES ($1, $2)
           ON CONFLICT (code_telepac) DO UPDATE SET id_culture = EXCLUDED.id_culture`,
          [codeTelepac, idtCultureTypeTRAME],
        );
      }
      return { data: request.body };
    },
  );

  app.put(
    '/api/assolement/dossier',
    {
      config: { access: 'session' },
      schema: {
        tags: ['assolement'],
        summary: "Creates a file's year when it does not exist yet (refused once the year is definitive)",
        body: AssolementYearInput,
        response: {
          200: Type.Object({ data: AssolementDossierSchema }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { codeDossier, millesime } = request.body;
      if (millesime == null) throw badRequest(MISSING_PARAMETER);
      const dossier = await cropFile(request, codeDossier);
      await openYear(db, dossier.codeDossier, millesime);
      return {
        data: { millesime, codeDossier: dossier.codeDossier, commune: null, estAssolementDefinitif: 0 },
      };
    },
  );

  app.delete(
    '/api/assolement/:codeDossier/:millesime',
    {
      config: { access: 'session' },
      schema: {
        tags: ['assolement'],
        summary: "Empties a file's year (refused once the year is definitive)",
        params: yearParams,
        response: { 200: AffectedRowsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { codeDossier, millesime } = request.params;
      const dossier = await cropFile(request, codeDossier);
      const affectedRows = await db.transaction(async (tx) => {
        await openYear(tx, dossier.codeDossier, millesime);
        const { rows } = await tx.query(
          'DELETE FROM assolement_cultures WHERE code_dossier = $1 AND millesime = $2 RETURNING id',
          [dossier.codeDossier, millesime],
        );
        return rows.length;
      });
      return { data: { affectedRows } };
    },
  );

  app.delete(
    '/api/assolement/:codeDossier/:millesime/:id',
    {
      config: { access: 'session' },
      schema: {
        tags: ['assolement'],
        summary:
          'Removes one crop line; affectedRows is 1 when it existed (refused once the year is definitive)',
        params: Type.Object({ codeDossier: Type.String(), millesime: Type.Integer(), id: Type.Integer() }),
        response: { 200: AffectedRowsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { codeDossier, millesime, id } = request.params;
      const dossier = await cropFile(request, codeDossier);
      const affectedRows = await db.transaction(async (tx) => {
        await openYear(tx, dossier.codeDossier, millesime);
        const { rows } = await tx.query(
          'DELETE FROM assolement_cultures WHERE code_dossier = $1 AND millesime = $2 AND id = $3 RETURNING id',
          [dossier.codeDossier, millesime, id],
        );
        return rows.length;
      });
      return { data: { affectedRows } };
    },
  );
  done();
};
