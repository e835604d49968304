import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { labelIssue, nameTaken } from '@portal/schema/rules/duer';
import {
  LABEL_AND_FILE_REQUIRED,
  nextOrder,
  PAGE_LABEL_TAKEN,
  PAGE_NOT_A_FILE,
  specialPageOf,
} from '@portal/schema/rules/duer-pages';
import { Type } from 'typebox';
import { duerAccess, requireRight, type DuerAccess } from '../duer/access.ts';
import {
  DOCUMENT_FORM_LIMITS,
  uploadBody as documentUploadBody,
  fieldsOf,
  idField,
  readUpload,
  sendStoredFile,
  storedFile,
} from '../duer/document-upload.ts';
import { IdParam } from '../duer/schemas.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import type { RouteDeps } from '../route-deps.ts';
import { errorResponses, Nullable, StatusOk } from '../schemas.ts';

const BasePageSchema = Type.Object({
  id: Type.Integer(),
  nom: Type.String(),
  estFixe: Type.Boolean({ description: 'A special page (1, 3, 4, 10), generated from its own screen' }),
  estAvantRisques: Type.Boolean(),
  ordre: Type.Integer(),
  codeDossier: Nullable(
    Type.String({ description: "The file's own page, or null for the firm's catalogue" }),
  ),
  nomFichier: Nullable(Type.String({ description: 'The attached file, null for a special page' })),
});

const DuerPageSchema = Type.Object({
  id: Type.Integer(),
  ordre: Type.Integer(),
  estAvantRisques: Type.Boolean({ description: 'Printed before the risk list (after it otherwise)' }),
  duerBasePage: BasePageSchema,
  duer: Type.Object({ id: Type.Integer() }),
});

const UpdatePagesInput = Type.Object({
  toUpdate: Type.Optional(
    Type.Array(
      Type.Object({
        id: Type.Integer(),
        ordre: Type.Integer(),
        estAvantRisques: Type.Boolean(),
        duerBasePage: Type.Optional(Type.Object({ id: Type.Integer() })),
        duer: Type.Optional(Type.Object({ id: Type.Integer() })),
      }),
    ),
  ),
  toDelete: Type.Optional(Type.Array(Type.Integer())),
});

const InsertPageInput = Type.Object({
  duerPage: Type.Object({
    duerBasePage: Type.Object({ id: Type.Integer() }),
    duer: Type.Object({ id: Type.Integer() }),
    estAvantRisques: Type.Optional(Type.Boolean()),
  }),
});

const uploadBody = (description: string) =>
  documentUploadBody(description, {
    idDuer: { type: 'string' },
    id: { type: 'string', description: 'The base page replaced (ReplaceDuerPage)' },
    nom: { type: 'string' },
    estFixe: { type: 'string' },
    estAvantRisques: { type: 'string' },
    ordre: { type: 'string' },
    codeDossier: { type: 'string' },
    codeDossierUtilisateur: { type: 'string' },
    duerPageId: { type: 'string' },
    nomFichier: { type: 'string' },
    typeFichier: { type: 'string', enum: ['PAGE'] },
  });

interface PageRow {
  id: number;
  ordre: number;
  est_avant_risques: boolean;
  id_base_page: number;
  nom: string;
  est_fixe: boolean;
  base_est_avant_risques: boolean;
  base_ordre: number;
  code_dossier: string | null;
  nom_fichier: string | null;
  id_duer: number;
}

const PAGES_SQL = `SELECT p.id, p.ordre, p.est_avant_risques, p.id_base_page, p.id_duer, b.nom, b.est_fixe,
    b.est_avant_risques AS base_est_avant_risques, b.ordre AS base_ordre, b.code_dossier, f.nom_fichier
  FROM duer_pages p JOIN duer_base_pages b ON b.id = p.id_base_page LEFT JOIN duer_fichiers f ON f.id = b.id_fichier`;

const toPage = (r: PageRow) => ({
  id: r.id,
  ordre: r.ordre,
  estAvantRisques: r.est_avant_risques,
  duerBasePage: {
    id: r.id_base_page,
    nom: r.nom,
    estFixe: r.est_fixe,
    estAvantRisques: r.base_est_avant_risques,
    ordre: r.base_ordre,
    codeDossier: r.code_dossier,
    nomFichier: r.nom_fichier,
  },
  duer: { id: r.id_duer },
});

const UPLOAD_FIELDS = fieldsOf(uploadBody(''));

const tags = ['duer'];

export const duerPagesRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { db }) => {
  await app.register(multipart, DOCUMENT_FORM_LIMITS);

  const pagesOf = async (idDuer: number) =>
    (await db.query<PageRow>(`${PAGES_SQL} WHERE p.id_duer = $1 ORDER BY p.ordre, p.id`, [idDuer])).rows;

  /** The base pages a DUER may use: the firm's catalogue and its file's own. */
  const basePagesOf = async (access: DuerAccess) =>
    (
      await db.query<{ id: number; nom: string }>(
        'SELECT id, nom FROM duer_base_pages WHERE code_dossier IS NULL OR code_dossier = $1',
        [access.duer.code_dossier],
      )
    ).rows;

  app.get(
    '/api/duer/:id/pages',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "DuerPagesFetch: a DUER's pages (its special pages included) in order",
        params: IdParam,
        response: { 200: Type.Array(DuerPageSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { duer } = await duerAccess(db, request, request.params.id);
      return (await pagesOf(duer.id)).map(toPage);
    },
  );

  app.get(
    '/api/duer/:id/pages/base',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'DuerBasePagesFetch: the base pages (catalogue and the file’s) the DUER does not use',
        params: IdParam,
        response: { 200: Type.Array(BasePageSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { duer } = await duerAccess(db, request, request.params.id);
      const { rows } = await db.query<PageRow>(
        `SELECT b.id, b.nom, b.est_fixe, b.est_avant_risques AS base_est_avant_risques, b.ordre AS base_ordre,
                b.code_dossier, f.nom_fichier
           FROM duer_base_pages b LEFT JOIN duer_fichiers f ON f.id = b.id_fichier
          WHERE (b.code_dossier IS NULL OR b.code_dossier = $1) AND NOT b.est_fixe
            AND NOT EXISTS (SELECT 1 FROM duer_pages p WHERE p.id_duer = $2 AND p.id_base_page = b.id)
          ORDER BY b.nom`,
        [duer.code_dossier, duer.id],
      );
      return rows.map((r) => toPage({ ...r, id_base_page: r.id }).duerBasePage);
    },
  );

  app.put(
    '/api/duer/:id/pages',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          'UpdateDuerPages: new orders and places around the risk list (edit right), and pages removed (creation right)',
        params: IdParam,
        body: UpdatePagesInput,
        response: { 200: StatusOk, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const access = await duerAccess(db, request, request.params.id);
      const { toUpdate = [], toDelete = [] } = request.body;
      if (access.duer.est_fini) throw forbidden();
      if (toUpdate.length > 0) requireRight(access, 'droitModifs');
      if (toDelete.length > 0) requireRight(access, 'droitCreation');
      const pages = new Map((await pagesOf(access.duer.id)).map((p) => [p.id, p]));
      const named = [...toUpdate.map((p) => p.id), ...toDelete];
      if (named.some((id) => !pages.has(id))) throw notFound();
      if (toDelete.some((id) => specialPageOf(String(pages.get(id)?.id_base_page)) !== null))
        throw badRequest(PAGE_NOT_A_FILE);
      await db.transaction(async (tx) => {
        for (const p of toUpdate)
          await tx.query('UPDATE duer_pages SET ordre = $2, est_avant_risques = $3 WHERE id = $1', [
            p.id,
            p.ordre,
            p.estAvantRisques,
          ]);
        if (toDelete.length > 0) await tx.query('DELETE FROM duer_pages WHERE id = ANY($1)', [toDelete]);
      });
      return { status: 'OK' as const };
    },
  );

  /** Places a base page in a DUER, after its other pages (§9). */
  async function placed(access: DuerAccess, idBasePage: number, estAvantRisques: boolean): Promise<number> {
    const orders = (await pagesOf(access.duer.id)).map((p) => p.ordre);
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO duer_pages (id_duer, id_base_page, ordre, est_avant_risques) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id_duer, id_base_page) DO NOTHING RETURNING id`,
      [access.duer.id, idBasePage, nextOrder(orders), estAvantRisques],
    );
    if (!rows[0]) throw conflict(PAGE_LABEL_TAKEN);
    return rows[0].id;
  }

  app.post(
    '/api/duer/pages',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'InsertDuerPage: a base page (catalogue or the file’s) added to a DUER, after its pages',
        body: InsertPageInput,
        response: {
          200: Type.Object({ insertId: Type.Integer() }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { duerPage } = request.body;
      const access = await duerAccess(db, request, duerPage.duer.id);
      requireRight(access, 'droitCreation');
      const base = (await basePagesOf(access)).find((b) => b.id === duerPage.duerBasePage.id);
      if (!base || specialPageOf(String(base.id))) throw notFound();
      return { insertId: await placed(access, base.id, duerPage.estAvantRisques ?? false) };
    },
  );

  app.post(
    '/api/duer/pages/base',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          'InsertDuerBasePage: a new page of the file with its .doc, .docx or .pdf file (multipart), label unique',
        body: uploadBody('The page upload payload, typeFichier PAGE'),
        response: {
          200: Type.Object({ insertId: Type.Integer({ description: 'The new base page' }) }),
          ...errorResponses(400, 401, 403, 404, 409, 413, 415),
        },
      },
      // The handler reads the form as it comes; the body schema only describes it in /openapi.json.
      validatorCompiler: () => () => true,
    },
    async (request) => {
      const upload = await readUpload(request, UPLOAD_FIELDS);
      const access = await duerAccess(db, request, idField(upload, 'idDuer'));
      requireRight(access, 'droitCreation');
      const nom = upload.fields.get('nom') ?? '';
      if (nom.trim() === '') throw badRequest(LABEL_AND_FILE_REQUIRED);
      const issue = labelIssue(nom);
      if (issue) throw badRequest(issue);
      if (
        nameTaken(
          nom,
          (await basePagesOf(access)).map((b) => b.nom),
        )
      )
        throw conflict(PAGE_LABEL_TAKEN);
      const idFichier = await storedFile(db, upload);
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO duer_base_pages (nom, est_avant_risques, ordre, code_dossier, id_fichier)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [
          nom.trim(),
          upload.fields.get('estAvantRisques') === 'true',
          Number(upload.fields.get('ordre')) || 1,
          access.duer.code_dossier,
          idFichier,
        ],
      );
      return { insertId: rows[0]?.id ?? 0 };
    },
  );

  app.post(
    '/api/duer/pages/remplacer',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          "ReplaceDuerPage: a page's file replaced (multipart), in every DUER of the file that uses the page",
        body: uploadBody('The page upload payload: idDuer, duerPageId (or id, the base page), files'),
        response: { 200: StatusOk, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
      validatorCompiler: () => () => true,
    },
    async (request) => {
      const upload = await readUpload(request, UPLOAD_FIELDS);
      const access = await duerAccess(db, request, idField(upload, 'idDuer'));
      requireRight(access, 'droitCreation');
      if (access.duer.est_fini) throw forbidden();
      // The DUER's page names its base page; the base page's own id is taken as well, as the legacy's form does.
      const pages = await pagesOf(access.duer.id);
      const named = upload.fields.has('duerPageId')
        ? pages.find((p) => p.id === idField(upload, 'duerPageId'))
        : pages.find((p) => p.id_base_page === idField(upload, 'id'));
      if (!named) throw notFound();
      const idBasePage = named.id_base_page;
      if (specialPageOf(String(idBasePage))) throw badRequest(PAGE_NOT_A_FILE);
      const idFichier = await storedFile(db, upload);
      await db.query('UPDATE duer_base_pages SET id_fichier = $2 WHERE id = $1', [idBasePage, idFichier]);
      return { status: 'OK' as const };
    },
  );

  app.get(
    '/api/duer/fichier/2/:id/:duerId/:estCollaborateur/:asView/:name',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "A DUER page's file (asView 1: inline, to view it); plain text when the page has no file",
        params: Type.Object({
          id: Type.Integer({ description: 'The DUER page' }),
          duerId: Type.Integer(),
          estCollaborateur: Type.String(),
          asView: Type.String(),
          name: Type.String(),
        }),
        response: errorResponses(401, 403, 404),
      },
    },
    async (request, reply) => {
      const { id, duerId, asView } = request.params;
      const { duer } = await duerAccess(db, request, duerId);
      const { rows } = await db.query<{ nom_fichier: string | null; type_mime: string; contenu: Buffer }>(
        `SELECT f.nom_fichier, f.type_mime, f.contenu FROM duer_pages p
           JOIN duer_base_pages b ON b.id = p.id_base_page LEFT JOIN duer_fichiers f ON f.id = b.id_fichier
          WHERE p.id = $1 AND p.id_duer = $2`,
        [id, duer.id],
      );
      const page = rows[0];
      if (!page) throw notFound();
      return sendStoredFile(reply, page, asView === '1');
    },
  );
};
