import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { dossierFor } from '../dossiers.ts';
import { iso, isoOrNull, type RouteDeps } from '../route-deps.ts';
import { guidFor } from '../db/seed/support.ts';
import { setFavorite } from '../favorites.ts';
import {
  errorResponses,
  FinancialYearSchema,
  KeyFigureSchema,
  StatSchema,
  StatusOk,
  YearDataSchema,
} from '../schemas.ts';
import { accountOf } from '../session.ts';

interface FigureRow {
  slug: string;
  libelle: string;
  valeur: string | number | null;
  unite: '€' | '%' | '€/ha' | 'ha';
  decimales: number;
  date_fin_exercice: Date | null;
}

export const figuresRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
  app.get(
    '/api/chiffres/accueil/:code',
    {
      config: { access: 'session' },
      schema: {
        tags: ['chiffres'],
        summary: "A file's home key figures; an empty list for individual clients (codeEntite 0016)",
        params: Type.Object({ code: Type.String() }),
        response: {
          200: Type.Object({ dateMiseAJour: Type.String(), chiffres: Type.Array(KeyFigureSchema) }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const dossier = await dossierFor(db, accountOf(request), request.params.code);
      const [updated, figures] = await Promise.all([
        db.query<{ chiffres_mis_a_jour: Date }>(
          'SELECT chiffres_mis_a_jour FROM dossiers WHERE code_dossier = $1',
          [dossier.codeDossier],
        ),
        db.query<FigureRow>(
          'SELECT slug, libelle, valeur, unite, decimales, date_fin_exercice FROM key_figures WHERE code_dossier = $1 ORDER BY position',
          [dossier.codeDossier],
        ),
      ]);
      return {
        dateMiseAJour: iso(updated.rows[0]!.chiffres_mis_a_jour),
        chiffres: figures.rows.map((f) => ({
          slug: f.slug,
          libelle: f.libelle,
          // numeric leaves both drivers as a string, to keep its precision
          valeur: f.valeur === null ? null : Number(f.valeur),
          unite: f.unite,
          decimales: f.decimales,
          dateFinExercice: isoOrNull(f.date_fin_exercice),
        })),
      };
    },
  );

  app.get(
    '/api/chiffres',
    {
      config: { access: 'session' },
      schema: {
        tags: ['chiffres'],
        summary: 'The figures catalogue, each with whether the account starred it (StatsFetch)',
        response: { 200: Type.Array(StatSchema), ...errorResponses(401) },
      },
    },
    async (request) => {
      const { rows } = await db.query<{
        slug: string;
        name: string;
        display: 'line' | 'column';
        favorite: boolean;
      }>(
        `SELECT s.slug, s.name, s.display, (f.slug IS NOT NULL) AS favorite
           FROM stats s LEFT JOIN stat_favorites f ON f.slug = s.slug AND f.account_id = $1
          ORDER BY s.position`,
        [accountOf(request).id],
      );
      return rows.map((s) => ({ _id: guidFor(`stat:${s.slug}`), ...s }));
    },
  );

  app.post(
    '/api/chiffres/favorite/:action',
    {
      config: { access: 'session' },
      schema: {
        tags: ['chiffres'],
        summary:
          'Stars or unstars a figure for the account (StatSetFavorite); starring twice changes nothing',
        params: Type.Object({ action: Type.Union([Type.Literal('add'), Type.Literal('remove')]) }),
        body: Type.Object({ slug: Type.String() }),
        response: { 200: StatusOk, ...errorResponses(400, 401) },
      },
    },
    (request) =>
      setFavorite(
        db,
        { items: 'stats', favorites: 'stat_favorites', unknown: 'Ce chiffre est inconnu.' },
        accountOf(request).id,
        request.body.slug,
        request.params.action,
      ),
  );

  app.get(
    '/api/chiffres/compta/:code',
    {
      config: { access: 'session' },
      schema: {
        tags: ['chiffres'],
        summary:
          "A file's financial years, the oldest first, the current one (clos false) last (ExercicesFetch)",
        params: Type.Object({ code: Type.String() }),
        response: { 200: Type.Array(FinancialYearSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const dossier = await dossierFor(db, accountOf(request), request.params.code);
      return (await exercicesOf(db, dossier.codeDossier)).map(({ debut, ...year }) => ({
        ...year,
        dateDebut: day(debut),
      }));
    },
  );

  app.get(
    '/api/chiffres/comptaCivil/:year/:code',
    {
      config: { access: 'session' },
      schema: {
        tags: ['chiffres'],
        summary: "A file's receipts and expenses month by month over a calendar year (ExercicesYearFetch)",
        params: Type.Object({ year: Type.Integer({ minimum: 1900, maximum: 2999 }), code: Type.String() }),
        response: {
          200: Type.Array(YearDataSchema, { minItems: 12, maxItems: 12 }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const dossier = await dossierFor(db, accountOf(request), request.params.code);
      const booked = new Map<number, { recettes: number | null; depenses: number | null }>();
      for (const year of await exercicesOf(db, dossier.codeDossier)) {
        year.recettes.forEach((recettes, m) =>
          booked.set(monthIndex(year.debut) + m, { recettes, depenses: year.depenses[m] ?? null }),
        );
      }
      let recettesCumul: number | null = 0;
      let depensesCumul: number | null = 0;
      return Array.from({ length: 12 }, (_, m) => {
        const { recettes = null, depenses = null } = booked.get(request.params.year * 12 + m) ?? {};
        recettesCumul = recettesCumul === null || recettes === null ? null : recettesCumul + recettes;
        depensesCumul = depensesCumul === null || depenses === null ? null : depensesCumul + depenses;
        return {
          timestamp: iso(new Date(Date.UTC(request.params.year, m, 1))),
          recettes,
          depenses,
          recettesCumul,
          depensesCumul,
        };
      });
    },
  );
  done();
};

interface ExerciceRow {
  date_debut: Date;
  date_fin: Date;
  clos: boolean;
  type_dossier: string;
  mis_a_jour: Date;
  recettes: (number | null)[];
  depenses: (number | null)[];
  endettement_agri: number | null;
  endettement_bic: number | null;
  investissement_agri: number | null;
  investissement_bic: number | null;
  capacite_remboursement: number | null;
}

const day = (date: Date) => iso(date).slice(0, 10);
const monthIndex = (date: Date) => date.getUTCFullYear() * 12 + date.getUTCMonth();

async function exercicesOf(db: RouteDeps['db'], codeDossier: string) {
  const { rows } = await db.query<ExerciceRow>(
    'SELECT * FROM exercices WHERE code_dossier = $1 ORDER BY date_debut',
    [codeDossier],
  );
  return rows.map((r) => ({
    debut: new Date(r.date_debut),
    dateFin: day(new Date(r.date_fin)),
    clos: r.clos,
    typeDossier: r.type_dossier,
    timestamp: iso(r.mis_a_jour),
    recettes: r.recettes,
    depenses: r.depenses,
    endettementAGRI: r.endettement_agri,
    endettementBIC: r.endettement_bic,
    investissementAGRI: r.investissement_agri,
    investissementBIC: r.investissement_bic,
    capaciteRemboursement: r.capacite_remboursement,
  }));
}
