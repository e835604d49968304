import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { labelIssue, nameTaken } from '@portal/schema/rules/duer';
import { LABEL_AND_FILE_REQUIRED, nextOrder } from '@portal/schema/rules/duer-pages';
import { Type } from 'typebox';
import { duerAccess, duerOfRow, DUER_OF_MODULE, requireRight, type DuerAccess } from '../duer/access.ts';
import {
  DOCUMENT_FORM_LIMITS,
  fieldsOf,
  idField,
  readUpload,
  sendStoredFile,
  storedFile,
  uploadBody,
  type StoredFile,
} from '../duer/document-upload.ts';
import { IdParam } from '../duer/schemas.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import type { RouteDeps } from '../route-deps.ts';
import { errorResponses, Nullable, StatusOk } from '../schemas.ts';

const BaseAnnexeSchema = Type.Object({
  id: Type.Integer(),
  numAnnexe: Type.Integer({
    description: "The annexe's number, its place among a DUER's or a module's annexes",
  }),
  nom: Type.String(),
  estObligatoire: Type.Boolean(),
  duerBaseModule: Nullable(
    Type.Object({ id: Type.Integer() }, { description: 'The base module it belongs to' }),
  ),
  codeDossier: Nullable(
    Type.String({ description: "The file's own annexe, or null for the firm's catalogue" }),
  ),
  nomFichier: Nullable(Type.String()),
});

const DuerAnnexeSchema = Type.Object({
  id: Type.Integer({ description: 'The link (duerAnnexe or duerAnnexeModule)' }),
  duerBaseAnnexe: BaseAnnexeSchema,
});

const ModuleParams = Type.Object({ id: Type.Integer(), idModule: Type.Integer() });
const IdsBody = Type.Object({ ids: Type.Array(Type.Integer()) });

const FORM = uploadBody('The annexe upload payload, typeFichier ANNEXE', {
  idDuer: { type: 'string' },
  id: { type: 'string', description: 'The base annexe replaced (replace only)' },
  idBaseModule: { type: 'string', description: 'The base module the new annexe belongs to, 0 for the DUER' },
  nom: { type: 'string' },
  estObligatoire: { type: 'string' },
  numAnnexe: { type: 'string' },
  nomFichier: { type: 'string' },
  typeFichier: { type: 'string', enum: ['ANNEXE'] },
});
const FORM_FIELDS = fieldsOf(FORM);

interface AnnexeRow {
  id: number;
  id_base_annexe: number;
  nom: string;
  num_annexe: number;
  est_obligatoire: boolean;
  id_base_module: number | null;
  code_dossier: string | null;
  nom_fichier: string | null;
}

const BASE_COLUMNS = `b.nom, b.num_annexe, b.est_obligatoire, b.id_base_module, b.code_dossier, f.nom_fichier`;
const BASE_JOIN = 'duer_base_annexes b LEFT JOIN duer_fichiers f ON f.id = b.id_fichier';

const toBase = (r: AnnexeRow) => ({
  id: r.id_base_annexe,
  numAnnexe: r.num_annexe,
  nom: r.nom,
  estObligatoire: r.est_obligatoire,
  duerBaseModule: r.id_base_module === null ? null : { id: r.id_base_module },
  codeDossier: r.code_dossier,
  nomFichier: r.nom_fichier,
});
const toAnnexe = (r: AnnexeRow) => ({ id: r.id, duerBaseAnnexe: toBase(r) });

/** The links of a DUER's annexes or of a module's: the table and the column naming the holder. */
const HOLDERS = {
  duer: { table: 'duer_annexes', column: 'id_duer' },
  module: { table: 'duer_annexe_modules', column: 'id_duer_module' },
} as const;
type Holder = { kind: keyof typeof HOLDERS; id: number };

const tags = ['duer'];

/**
 * Spec 002 §7 (Annexes, File retrieval): the annexes of a DUER and of its modules. Adding an existing annexe needs
 * the creation right; creating one, renumbering or replacing its file (which changes every DUER holding it) is an
 * adviser's, on an unfinished DUER; removing needs the creation right on an unfinished DUER.
 */
export const duerAnnexesRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { db }) => {
  await app.register(multipart, DOCUMENT_FORM_LIMITS);

  const annexesOf = async ({ kind, id }: Holder) => {
    const { table, column } = HOLDERS[kind];
    const { rows } = await db.query<AnnexeRow>(
      `SELECT l.id, l.id_base_annexe, ${BASE_COLUMNS} FROM ${table} l JOIN ${BASE_JOIN} ON b.id = l.id_base_annexe
        WHERE l.${column} = $1 ORDER BY b.num_annexe, l.id`,
      [id],
    );
    return rows;
  };

  /** The base annexes a DUER (idBaseModule null) or a module may take that it does not hold yet. */
  const offeredTo = async (access: DuerAccess, holder: Holder, idBaseModule: number | null) => {
    const { table, column } = HOLDERS[holder.kind];
    const { rows } = await db.query<AnnexeRow>(
      `SELECT b.id, b.id AS id_base_annexe, ${BASE_COLUMNS} FROM ${BASE_JOIN}
        WHERE (b.code_dossier IS NULL OR b.code_dossier = $1) AND b.id_base_module IS NOT DISTINCT FROM $2
          AND NOT EXISTS (SELECT 1 FROM ${table} l WHERE l.${column} = $3 AND l.id_base_annexe = b.id)
        ORDER BY b.nom`,
      [access.duer.code_dossier, idBaseModule, holder.id],
    );
    return rows;
  };

  /** A module of the DUER, with its base module. */
  async function moduleOf(access: DuerAccess, idModule: number) {
    if ((await duerOfRow(db, DUER_OF_MODULE, idModule)) !== access.duer.id) throw notFound();
    const { rows } = await db.query<{ id_base_module: number }>(
      'SELECT id_base_module FROM duer_modules WHERE id = $1',
      [idModule],
    );
    return { holder: { kind: 'module' as const, id: idModule }, idBaseModule: rows[0]?.id_base_module ?? 0 };
  }

  /** The base annexes the DUER holds, itself or through one of its modules. */
  const heldBy = async (idDuer: number) =>
    (
      await db.query<{ id_base_annexe: number }>(
        `SELECT id_base_annexe FROM duer_annexes WHERE id_duer = $1
         UNION SELECT a.id_base_annexe FROM duer_annexe_modules a JOIN duer_modules m ON m.id = a.id_duer_module
           JOIN duer_categories c ON c.id = m.id_duer_categorie WHERE c.id_duer = $1`,
        [idDuer],
      )
    ).rows.map((r) => r.id_base_annexe);

  const changesEveryDuer = (access: DuerAccess) => {
    if (access.duer.est_fini || !access.viewer.collaborateur) throw forbidden();
  };

  app.get(
    '/api/duer/:id/annexes',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "Fetch DUER annexes: a DUER's annexes in their numbers' order",
        params: IdParam,
        response: { 200: Type.Array(DuerAnnexeSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { duer } = await duerAccess(db, request, request.params.id);
      return (await annexesOf({ kind: 'duer', id: duer.id })).map(toAnnexe);
    },
  );

  app.get(
    '/api/duer/:id/annexes/base',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          "Fetch base annexes: the DUER-level annexes (catalogue and the file's) the DUER does not hold",
        params: IdParam,
        response: { 200: Type.Array(BaseAnnexeSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const access = await duerAccess(db, request, request.params.id);
      return (await offeredTo(access, { kind: 'duer', id: access.duer.id }, null)).map(toBase);
    },
  );

  app.get(
    '/api/duer/:id/modules/:idModule/annexes',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "Fetch module annexes: a module's annexes in their numbers' order (the module of that DUER)",
        params: ModuleParams,
        response: { 200: Type.Array(DuerAnnexeSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const access = await duerAccess(db, request, request.params.id);
      const { holder } = await moduleOf(access, request.params.idModule);
      return (await annexesOf(holder)).map(toAnnexe);
    },
  );

  app.get(
    '/api/duer/:id/modules/:idModule/annexes/base',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "Fetch base module annexes: the annexes of the module's base module it does not hold",
        params: ModuleParams,
        response: { 200: Type.Array(BaseAnnexeSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const access = await duerAccess(db, request, request.params.id);
      const { holder, idBaseModule } = await moduleOf(access, request.params.idModule);
      return (await offeredTo(access, holder, idBaseModule)).map(toBase);
    },
  );

  app.put(
    '/api/duer/:id/annexes/base',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          'Update multiple base annexes: new numbers (an adviser, unfinished DUER); the base annexes are the DUER’s or its modules’',
        params: IdParam,
        body: Type.Object({
          duerBaseAnnexes: Type.Array(Type.Object({ id: Type.Integer(), numAnnexe: Type.Integer() })),
        }),
        response: { 200: StatusOk, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const access = await duerAccess(db, request, request.params.id);
      changesEveryDuer(access);
      const held = new Set(await heldBy(access.duer.id));
      const { duerBaseAnnexes } = request.body;
      if (duerBaseAnnexes.some((b) => !held.has(b.id))) throw notFound();
      await db.transaction(async (tx) => {
        for (const b of duerBaseAnnexes)
          await tx.query('UPDATE duer_base_annexes SET num_annexe = $2 WHERE id = $1', [b.id, b.numAnnexe]);
      });
      return { status: 'OK' as const };
    },
  );

  /** Removes links of a DUER or a module: creation right on an unfinished DUER. */
  async function removed(access: DuerAccess, holder: Holder, ids: readonly number[]) {
    requireRight(access, 'droitCreation');
    if (access.duer.est_fini) throw forbidden();
    const links = new Set((await annexesOf(holder)).map((a) => a.id));
    if (ids.some((id) => !links.has(id))) throw notFound();
    await db.query(`DELETE FROM ${HOLDERS[holder.kind].table} WHERE id = ANY($1)`, [ids]);
    return { status: 'OK' as const };
  }

  app.delete(
    '/api/duer/:id/annexes',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Delete multiple annexes: links of the DUER (creation right, unfinished DUER)',
        params: IdParam,
        body: IdsBody,
        response: { 200: StatusOk, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const access = await duerAccess(db, request, request.params.id);
      return removed(access, { kind: 'duer', id: access.duer.id }, request.body.ids);
    },
  );

  app.delete(
    '/api/duer/:id/modules/:idModule/annexes',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Delete multiple module annexes: links of the module (creation right, unfinished DUER)',
        params: ModuleParams,
        body: IdsBody,
        response: { 200: StatusOk, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const access = await duerAccess(db, request, request.params.id);
      const { holder } = await moduleOf(access, request.params.idModule);
      return removed(access, holder, request.body.ids);
    },
  );

  /** Attaches a base annexe offered to the holder (creation right). */
  async function attached(access: DuerAccess, holder: Holder, idBaseModule: number | null, idBase: number) {
    requireRight(access, 'droitCreation');
    if (!(await offeredTo(access, holder, idBaseModule)).some((b) => b.id === idBase)) throw notFound();
    const { table, column } = HOLDERS[holder.kind];
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO ${table} (${column}, id_base_annexe) VALUES ($1, $2) RETURNING id`,
      [holder.id, idBase],
    );
    return { insertId: rows[0]?.id ?? 0 };
  }

  app.post(
    '/api/duer/annexes',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'InsertDuerAnnexe: a DUER-level base annexe attached to a DUER (creation right)',
        body: Type.Object({
          duerAnnexe: Type.Object({
            duerBaseAnnexe: Type.Object({ id: Type.Integer() }),
            duer: Type.Object({ id: Type.Integer() }),
          }),
        }),
        response: { 200: Type.Object({ insertId: Type.Integer() }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { duerAnnexe } = request.body;
      const access = await duerAccess(db, request, duerAnnexe.duer.id);
      return attached(access, { kind: 'duer', id: access.duer.id }, null, duerAnnexe.duerBaseAnnexe.id);
    },
  );

  app.post(
    '/api/duer/modules/annexes',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          "InsertDuerAnnexeModule: an annexe of the module's base module attached to it (creation right)",
        body: Type.Object({
          duerAnnexe: Type.Object({
            duerBaseAnnexe: Type.Object({ id: Type.Integer() }),
            duerModule: Type.Object({ id: Type.Integer() }),
          }),
        }),
        response: { 200: Type.Object({ insertId: Type.Integer() }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { duerAnnexe } = request.body;
      const idModule = duerAnnexe.duerModule.id;
      const access = await duerAccess(db, request, await duerOfRow(db, DUER_OF_MODULE, idModule));
      const { holder, idBaseModule } = await moduleOf(access, idModule);
      return attached(access, holder, idBaseModule, duerAnnexe.duerBaseAnnexe.id);
    },
  );

  app.post(
    '/api/duer/annexes/base',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          "InsertDuerBaseAnnexe: a new annexe of the file with its .doc, .docx or .pdf (multipart; an adviser with the creation right); a label the file's annexes already use answers alreadyExists",
        body: FORM,
        response: {
          200: Type.Object({
            insertId: Nullable(Type.Integer({ description: 'The new base annexe' })),
            alreadyExists: Type.Boolean(),
            existingId: Nullable(Type.Integer({ description: 'The base annexe of that label' })),
          }),
          ...errorResponses(400, 401, 403, 404, 413, 415),
        },
      },
      // The handler reads the form as it comes; the body schema only describes it in /openapi.json.
      validatorCompiler: () => () => true,
    },
    async (request) => {
      const upload = await readUpload(request, FORM_FIELDS);
      const access = await duerAccess(db, request, idField(upload, 'idDuer'));
      requireRight(access, 'droitCreation');
      if (!access.viewer.collaborateur) throw forbidden();
      const idBaseModule = Number(upload.fields.get('idBaseModule')) || null;
      const nom = (upload.fields.get('nom') ?? '').trim();
      if (nom === '') throw badRequest(LABEL_AND_FILE_REQUIRED);
      const issue = labelIssue(nom);
      if (issue) throw badRequest(issue);
      const { rows: known } = await db.query<{ id: number; nom: string }>(
        'SELECT id, nom FROM duer_base_annexes WHERE code_dossier IS NULL OR code_dossier = $1',
        [access.duer.code_dossier],
      );
      const existing = known.find((b) => nameTaken(nom, [b.nom]));
      if (existing) return { insertId: null, alreadyExists: true, existingId: existing.id };
      const idFichier = await storedFile(db, upload);
      const { rows: numbers } = await db.query<{ num_annexe: number }>(
        'SELECT num_annexe FROM duer_base_annexes WHERE id = ANY($1)',
        [await heldBy(access.duer.id)],
      );
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO duer_base_annexes (nom, num_annexe, est_obligatoire, id_base_module, code_dossier, id_fichier)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [
          nom,
          Number(upload.fields.get('numAnnexe')) || nextOrder(numbers.map((n) => n.num_annexe)),
          upload.fields.get('estObligatoire') === 'true',
          idBaseModule,
          access.duer.code_dossier,
          idFichier,
        ],
      );
      return { insertId: rows[0]?.id ?? null, alreadyExists: false, existingId: null };
    },
  );

  app.post(
    '/api/duer/annexes/remplacer',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          "Replace annexe file: the base annexe's file replaced in every DUER holding it (multipart; an adviser, unfinished DUER)",
        body: FORM,
        response: { 200: StatusOk, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
      validatorCompiler: () => () => true,
    },
    async (request) => {
      const upload = await readUpload(request, FORM_FIELDS);
      const access = await duerAccess(db, request, idField(upload, 'idDuer'));
      changesEveryDuer(access);
      const idBase = idField(upload, 'id');
      if (!(await heldBy(access.duer.id)).includes(idBase)) throw notFound();
      const idFichier = await storedFile(db, upload);
      await db.query('UPDATE duer_base_annexes SET id_fichier = $2 WHERE id = $1', [idBase, idFichier]);
      return { status: 'OK' as const };
    },
  );

  app.get(
    '/api/duer/fichier/1/:idAnnexe/:idDuer/:estCollaborateur/:pdfFlag/:name',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          "A DUER annexe's file (pdfFlag 1: inline, to view it), the base annexe held by the DUER or one of its modules; plain text when it has no file",
        params: Type.Object({
          idAnnexe: Type.Integer({ description: 'The base annexe' }),
          idDuer: Type.Integer(),
          estCollaborateur: Type.String(),
          pdfFlag: Type.String(),
          name: Type.String(),
        }),
        response: errorResponses(401, 403, 404),
      },
    },
    async (request, reply) => {
      const { idAnnexe, idDuer, pdfFlag } = request.params;
      const { duer } = await duerAccess(db, request, idDuer);
      if (!(await heldBy(duer.id)).includes(idAnnexe)) throw notFound();
      const { rows } = await db.query<StoredFile>(
        `SELECT f.nom_fichier, f.type_mime, f.contenu FROM ${BASE_JOIN} WHERE b.id = $1`,
        [idAnnexe],
      );
      return sendStoredFile(
        reply,
        rows[0] ?? { nom_fichier: null, type_mime: null, contenu: null },
        pdfFlag === '1',
      );
    },
  );
};
