import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  isPayrollManager,
  MAX_UPLOAD_BYTES,
  UPLOAD_EMPTY,
  UPLOAD_FILE_TYPES,
  UPLOAD_TOO_LARGE,
  type UploadFileType,
} from '@portal/schema/rules/document-uploads';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../db/db.ts';
import { dossierFor } from '../dossiers.ts';
import { badRequest, forbidden, LegacyError } from '../errors.ts';
import type { RouteDeps } from '../route-deps.ts';
import { iso } from '../route-deps.ts';
import { errorResponses, StatusOk } from '../schemas.ts';
import { accountOf, type Account } from '../session.ts';
import { diskName, writeMeasured } from '../stored-files.ts';

const MESSAGES = {
  notMultipart: 'Le corps de la requête doit être au format multipart/form-data.',
  malformed: 'Le formulaire envoyé est incomplet ou mal formé.',
  missing: (field: string) =>
    `Requête invalide (le corps de la requête) : le champ « ${field} » est obligatoire.`,
  unexpected: (field: string) =>
    `Requête invalide (le corps de la requête) : le champ « ${field} » n'est pas attendu.`,
  oneFile: 'Un seul fichier par envoi.',
} as const;

const FileTypeSchema = Type.Union([
  Type.Literal('AUTRESDOCS'),
  Type.Literal('PAIE'),
  Type.Literal('FACTURES'),
]);

const SentDocumentSchema = Type.Object({
  id: Type.String(),
  nomFichier: Type.String(),
  dateEnvoi: Type.String({ description: 'ISO 8601' }),
  typeFichier: FileTypeSchema,
});

interface UploadRow {
  id: string;
  nom_fichier: string;
  date_envoi: Date | string;
  type_fichier: UploadFileType;
}

const toSent = (row: UploadRow) => ({
  id: row.id,
  nomFichier: row.nom_fichier,
  dateEnvoi: iso(row.date_envoi),
  typeFichier: row.type_fichier,
});

const codeParam = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' });

/** Whether one of the file's contacts is its payroll manager (spec 001 §6). */
async function hasPayrollManager(db: Db, code: string): Promise<boolean> {
  const { rows } = await db.query<{ fonction: string }>(
    'SELECT a.fonction FROM dossier_contacts dc JOIN agents a USING (code_agent) WHERE dc.code_dossier = $1',
    [code],
  );
  return rows.some((r) => isPayrollManager(r.fonction));
}

/** The file when the caller may send it documents of that type: invoices need non_cder_particulier, pay a manager. */
async function receivingDossier(db: Db, account: Account, code: string, type: UploadFileType) {
  const dossier = await dossierFor(db, account, code);
  if (type === 'FACTURES' && !dossier.modulesEffectifs.includes('non_cder_particulier')) throw forbidden();
  if (type === 'PAIE' && !(await hasPayrollManager(db, dossier.codeDossier))) throw forbidden();
  return dossier;
}

const isFileType = (value: string): value is UploadFileType =>
  (UPLOAD_FILE_TYPES as readonly string[]).includes(value);

/**
 * POST /api/documents/upload: the fields first (codedossier, typeFichier), then one file, written to
 * documents/<code>/<id>/ as it arrives; the row is recorded once the file is whole. A refusal leaves nothing.
 */
async function receiveUpload(request: FastifyRequest, deps: RouteDeps, account: Account) {
  if (!request.isMultipart()) throw new LegacyError(415, MESSAGES.notMultipart, true);
  const fields = new Map<string, string>();
  const id = randomUUID();
  let stored: { name: string; size: number; sha256: string; path: string; code: string } | null = null;
  let folder: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname !== 'codedossier' && part.fieldname !== 'typeFichier')
          throw badRequest(MESSAGES.unexpected(part.fieldname));
        fields.set(part.fieldname, String(part.value));
        continue;
      }
      if (part.fieldname !== 'files') throw badRequest(MESSAGES.unexpected(part.fieldname));
      if (stored) throw badRequest(MESSAGES.oneFile);
      const code = fields.get('codedossier');
      const type = fields.get('typeFichier');
      if (!code) throw badRequest(MESSAGES.missing('codedossier'));
      if (!type || !isFileType(type)) throw badRequest(MESSAGES.missing('typeFichier'));
      // Checked before a byte is written: a file the caller may not send never reaches the disk.
      const dossier = await receivingDossier(deps.db, account, code, type);
      const relativeDir = path.join('documents', dossier.codeDossier, id);
      folder = path.join(deps.filesDir, relativeDir);
      await mkdir(folder, { recursive: true });
      const relative = path.join(relativeDir, diskName(0, part.filename));
      const measured = await writeMeasured(part.file, path.join(deps.filesDir, relative));
      if (part.file.truncated) throw new LegacyError(413, UPLOAD_TOO_LARGE(part.filename), true);
      if (measured.size === 0) throw badRequest(UPLOAD_EMPTY(part.filename));
      stored = { name: part.filename, ...measured, path: relative, code: dossier.codeDossier };
    }
    if (!stored) throw badRequest(MESSAGES.missing('files'));
    const { rows } = await deps.db.query<UploadRow>(
      `INSERT INTO document_uploads (id, code_dossier, account_id, nom_fichier, type_fichier, size, sha256, path, date_envoi)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
      [
        id,
        stored.code,
        account.id,
        stored.name,
        fields.get('typeFichier'),
        stored.size,
        stored.sha256,
        stored.path,
        deps.clock.now(),
      ],
    );
    return toSent(rows[0] as UploadRow);
  } catch (error) {
    if (folder) await rm(folder, { recursive: true, force: true });
    throw asLegacyError(error);
  }
}

/** The multipart plugin's own errors, in the contract's words. */
function asLegacyError(error: unknown): unknown {
  if (error instanceof LegacyError || !(error instanceof Error) || !('code' in error)) return error;
  if (error.code === 'FST_FILES_LIMIT') return badRequest(MESSAGES.oneFile);
  if (
    typeof error.code === 'string' &&
    /^FST_(PARTS|FIELDS)_LIMIT|FST_PROTO_VIOLATION|FST_MP_PREMATURE_CLOSE$/.test(error.code)
  )
    return badRequest(MESSAGES.malformed);
  return error;
}

/** Uploads to the document store and their history (spec 001 §7 Documents). */
export const documentUploadsRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, deps) => {
  const { db, clock } = deps;
  // One file of 25 MB at most per call; busboy cuts a longer one, which the handler answers with 413.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 4, fieldSize: 1024, parts: 6 },
  });

  app.post(
    '/api/documents/upload',
    {
      config: { access: 'session' },
      schema: {
        tags: ['documents'],
        summary:
          'Sends one file of at most 25 MB to the store (multipart/form-data: codedossier, typeFichier, then files)',
        body: {
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['codedossier', 'typeFichier', 'files'],
                properties: {
                  codedossier: { type: 'string' },
                  typeFichier: { type: 'string', enum: [...UPLOAD_FILE_TYPES] },
                  files: { type: 'string', format: 'binary' },
                },
              },
            },
          },
        },
        response: {
          200: Type.Object({ data: SentDocumentSchema }),
          ...errorResponses(400, 401, 403, 404, 413, 415),
        },
      },
      // The handler reads and checks the form as a stream; the body schema only describes it in /openapi.json.
      validatorCompiler: () => () => true,
    },
    async (request) => ({ data: await receiveUpload(request, deps, accountOf(request)) }),
  );

  app.post(
    '/api/documents/sendmailconfirmupload',
    {
      config: { access: 'session' },
      schema: {
        tags: ['documents'],
        summary:
          "Tells the file's contributors a deposit was sent: counts of files sent and failed, a comment",
        body: Type.Object({
          nbDocuments: Type.Integer({ minimum: 0, maximum: 100 }),
          nbDocumentsEnErreur: Type.Integer({ minimum: 0, maximum: 100 }),
          codedossier: codeParam,
          typeFichier: FileTypeSchema,
          commentaire: Type.Optional(Type.String({ maxLength: 2000 })),
        }),
        response: { 200: StatusOk, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const account = accountOf(request);
      const body = request.body;
      const dossier = await receivingDossier(db, account, body.codedossier, body.typeFichier);
      await db.query(
        `INSERT INTO document_upload_confirmations
           (code_dossier, account_id, type_fichier, nb_documents, nb_documents_en_erreur, commentaire, sent_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          dossier.codeDossier,
          account.id,
          body.typeFichier,
          body.nbDocuments,
          body.nbDocumentsEnErreur,
          body.commentaire?.trim() || null,
          clock.now(),
        ],
      );
      return { status: 'OK' as const };
    },
  );

  app.get(
    '/api/documents/:code',
    {
      config: { access: 'session' },
      schema: {
        tags: ['documents'],
        summary: 'The documents sent to the file, newest first (the upload history)',
        params: Type.Object({ code: codeParam }),
        response: {
          200: Type.Object({ data: Type.Array(SentDocumentSchema) }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const dossier = await dossierFor(db, accountOf(request), request.params.code);
      const { rows } = await db.query<UploadRow>(
        'SELECT * FROM document_uploads WHERE code_dossier = $1 ORDER BY date_envoi DESC, id',
        [dossier.codeDossier],
      );
      return { data: rows.map(toSent) };
    },
  );

  app.get(
    '/api/contacts/hasgestionnairepaie/:code',
    {
      config: { access: 'session' },
      schema: {
        tags: ['contacts'],
        summary: "Whether one of the file's contacts is its payroll manager (function 'Gestionnaire Paie')",
        params: Type.Object({ code: codeParam }),
        response: { 200: Type.Object({ data: Type.Boolean() }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const dossier = await dossierFor(db, accountOf(request), request.params.code);
      return { data: await hasPayrollManager(db, dossier.codeDossier) };
    },
  );
};
