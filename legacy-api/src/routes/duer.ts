import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  baseTypeOf,
  creationIssue,
  NOT_ALLOWED,
  YEAR_TAKEN,
  type DuerCreation,
} from '@portal/schema/rules/duer';
import { Type } from 'typebox';
import type { Db } from '../db/db.ts';
import { duerFile, fileDuers, type DuerRow } from '../duer/access.ts';
import {
  CopyDuerInput,
  CopyOtherFileDuerInput,
  DuerSchema,
  InsertDuerInput,
  OtherFileDuerSchema,
} from '../duer/schemas.ts';
import { copyDuer, insertDuer } from '../duer/tree.ts';
import { validity } from '../duer/validity.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { isoOrNull, type RouteDeps } from '../route-deps.ts';
import { errorResponses } from '../schemas.ts';
import type { FastifyRequest } from 'fastify';

const toDuer = (d: DuerRow, estValide: boolean) => ({
  id: d.id,
  annee: d.annee,
  estFini: d.est_fini,
  estValide,
  dateFini: isoOrNull(d.date_fini),
  idGedDuerDefinitif: d.id_ged_duer_definitif,
  codeDossier: d.code_dossier,
  idBaseType: d.id_base_type,
  versionCalculRisque: d.version_calcul_risque,
});

async function withValidity(db: Db, d: DuerRow) {
  return toDuer(d, (await validity(db, d.id, d.version_calcul_risque)).valid);
}

async function modelOf(db: Db, idBaseType: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM duers WHERE code_dossier IS NULL AND id_base_type = $1',
    [idBaseType],
  );
  if (!rows[0]) throw badRequest(NOT_ALLOWED);
  return rows[0].id;
}

const tags = ['duer'];

/**
 * Spec 002 §1 and §5: a file's DUERs (`/api/duer`, `/api/duer/dossier/:codeDossier`, `/tous`, `/vide`, `/copie`,
 * `/copie-autre-dossier`): listed and created. The DUER routes are filed by their URL: `categories`, `modules`,
 * `groupes` and `risques` after `/api/duer` lead to `duer-<segment>.ts`, a DUER's units (`/api/duer/:id/categories…`)
 * too; a DUER's other parts (pages, annexes, audit, preambule, informations-generales and page-de-garde,
 * plan-action, impression and definitif) to that part's file, with their downloads (`fichier`) and the modules'
 * annexes; the file's pictograms and people (`/dossier/:codeDossier/pictos`, `/gerants`, `/ingenieur-conseil`)
 * beside their screens.
 */
export const duerRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db, clock }, done) => {
  /** The §5 refusal of a creation on a file, as 400 (or 409 for a year taken), before anything is written. */
  async function checkedCreation(
    request: FastifyRequest,
    codeDossier: string | undefined,
    creation: DuerCreation,
  ) {
    const { dossier, viewer } = await duerFile(db, request, codeDossier);
    const duers = await fileDuers(db, dossier.codeDossier);
    const issue = creationIssue(creation, {
      viewer,
      typeActivite: dossier.typeActivite,
      years: duers.map((d) => d.annee),
      currentYear: clock.now().getUTCFullYear(),
    });
    if (issue === YEAR_TAKEN) throw conflict(issue);
    if (issue === NOT_ALLOWED) throw forbidden();
    if (issue) throw badRequest(issue);
    return { dossier, duers, idBaseType: baseTypeOf(dossier.typeActivite) };
  }

  async function created(id: number) {
    const { rows } = await db.query<DuerRow>('SELECT * FROM duers WHERE id = $1', [id]);
    if (!rows[0]) throw notFound();
    return withValidity(db, rows[0]);
  }

  app.get(
    '/api/duer/dossier/:codeDossier',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "DuersFetch: a file's DUERs by year",
        params: Type.Object({ codeDossier: Type.String() }),
        response: { 200: Type.Array(DuerSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { dossier } = await duerFile(db, request, request.params.codeDossier);
      return Promise.all((await fileDuers(db, dossier.codeDossier)).map((d) => withValidity(db, d)));
    },
  );

  app.get(
    '/api/duer/tous',
    {
      config: { access: 'collab' },
      schema: {
        tags,
        summary: "DuersToutDossierFetch (staff): every file's DUERs, to copy one into another file",
        response: { 200: Type.Array(OtherFileDuerSchema), ...errorResponses(401, 403) },
      },
    },
    async () => {
      const { rows } = await db.query<{
        id: number;
        annee: number;
        code_dossier: string;
        raison_sociale: string;
      }>(
        `SELECT u.id, u.annee, u.code_dossier, d.raison_sociale FROM duers u JOIN dossiers d USING (code_dossier)
          ORDER BY u.code_dossier, u.annee`,
      );
      return rows.map((r) => ({
        id: r.id,
        annee: r.annee,
        codeDossier: r.code_dossier,
        raisonSociale: r.raison_sociale,
      }));
    },
  );

  app.post(
    '/api/duer',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "InsertDuer: a file's DUER for a year from its activity type's default model (not for ACS)",
        body: InsertDuerInput,
        response: { 200: DuerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { codeDossier, annee } = request.body;
      const creation = {
        mode: 'modele',
        annee: annee ?? Number.NaN,
        anneeSource: null,
        idDuerSource: null,
      } as const;
      const { dossier, idBaseType } = await checkedCreation(request, codeDossier, creation);
      const target = {
        codeDossier: dossier.codeDossier,
        annee: creation.annee,
        idBaseType,
        versionCalculRisque: 1,
      };
      return created(await copyDuer(db, await modelOf(db, idBaseType), target, false));
    },
  );

  app.post(
    '/api/duer/vide',
    {
      config: { access: 'collab' },
      schema: {
        tags,
        summary: 'InsertEmptyDuer (staff): a DUER without work units',
        body: InsertDuerInput,
        response: { 200: DuerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { codeDossier, annee } = request.body;
      const creation = {
        mode: 'vide',
        annee: annee ?? Number.NaN,
        anneeSource: null,
        idDuerSource: null,
      } as const;
      const { dossier, idBaseType } = await checkedCreation(request, codeDossier, creation);
      return created(
        await insertDuer(db, {
          codeDossier: dossier.codeDossier,
          annee: creation.annee,
          idBaseType,
          versionCalculRisque: 1,
        }),
      );
    },
  );

  app.post(
    '/api/duer/copie',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          'CopyDuer: a year of the file copied into another (with its ratings and measures when copierContenu)',
        body: CopyDuerInput,
        response: { 200: DuerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { codeDossier, anneeSource, anneeDest, copierContenu } = request.body;
      const creation = {
        mode: 'copie',
        annee: anneeDest ?? Number.NaN,
        anneeSource: anneeSource ?? null,
        idDuerSource: null,
      } as const;
      const { dossier, duers, idBaseType } = await checkedCreation(request, codeDossier, creation);
      const source = duers.find((d) => d.annee === anneeSource);
      if (!source) throw notFound();
      const contenu = copierContenu ?? true;
      const target = {
        codeDossier: dossier.codeDossier,
        annee: creation.annee,
        idBaseType,
        versionCalculRisque: contenu ? source.version_calcul_risque : 1,
      };
      return created(await copyDuer(db, source.id, target, contenu));
    },
  );

  app.post(
    '/api/duer/copie-autre-dossier',
    {
      config: { access: 'collab' },
      schema: {
        tags,
        summary:
          "InsertCopieDuerAutreDossier (staff): another file's DUER copied, without ratings, into this file",
        body: CopyOtherFileDuerInput,
        response: { 200: DuerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { idDuerSource, codeDossier, anneeToCreate } = request.body;
      const creation = {
        mode: 'autreDossier',
        annee: anneeToCreate ?? Number.NaN,
        anneeSource: null,
        idDuerSource: idDuerSource == null ? null : String(idDuerSource),
      } as const;
      const { dossier, idBaseType } = await checkedCreation(request, codeDossier, creation);
      const source = await db.query('SELECT 1 FROM duers WHERE id = $1 AND code_dossier IS NOT NULL', [
        idDuerSource,
      ]);
      if (source.rows.length === 0) throw notFound();
      const target = {
        codeDossier: dossier.codeDossier,
        annee: creation.annee,
        idBaseType,
        versionCalculRisque: 1,
      };
      return created(await copyDuer(db, idDuerSource ?? 0, target, false));
    },
  );

  done();
};
