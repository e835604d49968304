import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  baseTypeOf,
  canCreateCategorie,
  CATEGORY_LIMIT,
  CATEGORY_NAME_TAKEN,
  creationIssue,
  labelIssue,
  nameTaken,
  NOT_ALLOWED,
  YEAR_TAKEN,
  type DuerCreation,
} from '@portal/schema/rules/duer';
import { Type } from 'typebox';
import type { Db } from '../db/db.ts';
import {
  duerAccess,
  duerFile,
  duerOfRow,
  DUER_OF_CATEGORIE,
  fileDuers,
  requireRight,
  type DuerRow,
} from '../duer/access.ts';
import {
  BaseCategorieSchema,
  CopyCategorieInput,
  CopyDuerInput,
  CopyOtherFileDuerInput,
  CreatedSchema,
  DuerCategorieSchema,
  DuerSchema,
  IdParam,
  InsertCategorieInput,
  InsertDuerInput,
  OtherFileDuerSchema,
} from '../duer/schemas.ts';
import { copyDuer, insertDuer } from '../duer/tree.ts';
import { validity } from '../duer/validity.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { isoOrNull, type RouteDeps } from '../route-deps.ts';
import { errorResponses, StatusOk } from '../schemas.ts';
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

  app.get(
    '/api/duer/:id/categories',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "DuerCategoriesFetch: a DUER's work units in order, each valid when all its modules are",
        params: IdParam,
        response: { 200: Type.Array(DuerCategorieSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { duer } = await duerAccess(db, request, request.params.id);
      const [{ rows }, valid] = await Promise.all([
        db.query<{ id: number; ordre: number; id_base_categorie: number; nom: string }>(
          `SELECT c.id, c.ordre, c.id_base_categorie, b.nom FROM duer_categories c
             JOIN duer_base_categories b ON b.id = c.id_base_categorie WHERE c.id_duer = $1 ORDER BY c.ordre, c.id`,
          [duer.id],
        ),
        validity(db, duer.id, duer.version_calcul_risque),
      ]);
      return rows.map((r) => ({
        id: r.id,
        ordre: r.ordre,
        estValide: valid.validCategories.has(r.id),
        duerBaseCategorie: { id: r.id_base_categorie, nom: r.nom },
      }));
    },
  );

  app.get(
    '/api/duer/:id/categories/base',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "The base work units a DUER does not use yet: the firm's catalogue and the file's own",
        params: IdParam,
        response: { 200: Type.Array(BaseCategorieSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { duer } = await duerAccess(db, request, request.params.id);
      const { rows } = await db.query<{ id: number; nom: string; code_dossier: string | null }>(
        `SELECT b.id, b.nom, b.code_dossier FROM duer_base_categories b
          WHERE (b.code_dossier IS NULL OR b.code_dossier = $1)
            AND NOT EXISTS (SELECT 1 FROM duer_categories c WHERE c.id_duer = $2 AND c.id_base_categorie = b.id)
          ORDER BY b.nom`,
        [duer.code_dossier, duer.id],
      );
      return rows.map((r) => ({
        id: r.id,
        nom: r.nom,
        codeDossier: r.code_dossier,
        annee: null,
        idDuer: null,
      }));
    },
  );

  /** The next order of a DUER's work units, after the unit limit of its base type (§4) is checked. */
  async function nextCategorieOrder(duer: DuerRow): Promise<number> {
    const { rows } = await db.query<{ count: number; max: number | null }>(
      'SELECT count(*)::int AS count, max(ordre) AS max FROM duer_categories WHERE id_duer = $1',
      [duer.id],
    );
    const { count = 0, max = null } = rows[0] ?? {};
    if (!canCreateCategorie(duer.id_base_type, count)) throw badRequest(CATEGORY_LIMIT);
    return (max ?? 0) + 1;
  }

  app.post(
    '/api/duer/categories',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          'InsertDuerCategorie: a new work unit (a new base unit of the file); the name unique among base units',
        body: InsertCategorieInput,
        response: { 200: CreatedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { idDuer, nom } = request.body;
      const access = await duerAccess(db, request, idDuer);
      requireRight(access, 'droitCreation');
      const label = nom ?? '';
      const issue = labelIssue(label);
      if (issue) throw badRequest(issue);
      const names = await db.query<{ nom: string }>(
        'SELECT nom FROM duer_base_categories WHERE code_dossier IS NULL OR code_dossier = $1',
        [access.duer.code_dossier],
      );
      if (
        nameTaken(
          label,
          names.rows.map((r) => r.nom),
        )
      )
        throw conflict(CATEGORY_NAME_TAKEN);
      const ordre = await nextCategorieOrder(access.duer);
      return db.transaction(async (tx) => {
        const base = await tx.query<{ id: number }>(
          'INSERT INTO duer_base_categories (nom, code_dossier) VALUES ($1, $2) RETURNING id',
          [label.trim(), access.duer.code_dossier],
        );
        const { rows } = await tx.query<{ id: number }>(
          'INSERT INTO duer_categories (id_duer, id_base_categorie, ordre) VALUES ($1, $2, $3) RETURNING id',
          [access.duer.id, base.rows[0]?.id, ordre],
        );
        return { insertId: rows[0]?.id ?? 0 };
      });
    },
  );

  app.post(
    '/api/duer/categories/copie',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          "CopyDuerCategorie: adds a base work unit the DUER does not use, with the modules the firm's model gives it",
        body: CopyCategorieInput,
        response: { 200: CreatedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { idDuer, idBaseCategorie } = request.body;
      const access = await duerAccess(db, request, idDuer);
      requireRight(access, 'droitCreation');
      const base = await db.query(
        `SELECT 1 FROM duer_base_categories b WHERE b.id = $1 AND (b.code_dossier IS NULL OR b.code_dossier = $2)
            AND NOT EXISTS (SELECT 1 FROM duer_categories c WHERE c.id_duer = $3 AND c.id_base_categorie = b.id)`,
        [idBaseCategorie, access.duer.code_dossier, access.duer.id],
      );
      if (base.rows.length === 0) throw notFound();
      const ordre = await nextCategorieOrder(access.duer);
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          'INSERT INTO duer_categories (id_duer, id_base_categorie, ordre) VALUES ($1, $2, $3) RETURNING id',
          [access.duer.id, idBaseCategorie, ordre],
        );
        const id = rows[0]?.id ?? 0;
        // The modules the firm's model of the same base type gives that unit, without ratings.
        await tx.query(
          `INSERT INTO duer_modules (id_duer_categorie, id_base_module, ordre)
           SELECT $1, m.id_base_module, m.ordre FROM duer_modules m JOIN duer_categories c ON c.id = m.id_duer_categorie
             JOIN duers d ON d.id = c.id_duer
            WHERE d.code_dossier IS NULL AND d.id_base_type = $2 AND c.id_base_categorie = $3 ORDER BY m.ordre`,
          [id, access.duer.id_base_type, idBaseCategorie],
        );
        return { insertId: id };
      });
    },
  );

  app.delete(
    '/api/duer/categories/:id',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'DeleteDuerCategorie: a work unit and everything in it',
        params: IdParam,
        response: { 200: StatusOk, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const access = await duerAccess(db, request, await duerOfRow(db, DUER_OF_CATEGORIE, request.params.id));
      requireRight(access, 'droitCreation');
      await db.query('DELETE FROM duer_categories WHERE id = $1', [request.params.id]);
      return { status: 'OK' as const };
    },
  );

  done();
};
