import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { forbidden, notFound } from '../errors.ts';
import { pdfOf, pngOf } from '../ged-files.ts';
import type { RouteDeps } from '../route-deps.ts';
import { iso } from '../route-deps.ts';
import { errorResponses } from '../schemas.ts';
import { accountOf } from '../session.ts';

interface WorkspaceRow {
  id: string;
  uuid: string;
  title: string;
  color: string;
  icon: string;
}

interface DocumentRow {
  id: string;
  workspace_uuid: string;
  name: string;
  taille: string;
  date_creation: Date | string;
  date_modification: Date | string;
  millesime: number | null;
  est_site_internet: boolean;
}

const WorkspaceSchema = Type.Object({
  _id: Type.String(),
  uuid: Type.String(),
  title: Type.String(),
  color: Type.String(),
  icon: Type.String(),
});

const LibraryDocumentSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  urlPreview: Type.String({ description: 'The file shown inline' }),
  urlWebdav: Type.String({ description: 'The file as an attachment' }),
  taille: Type.Integer({ description: 'Bytes' }),
  dateCreation: Type.String({ description: 'ISO 8601' }),
  dateModification: Type.String({ description: 'ISO 8601' }),
  millesime: Type.Union([Type.Integer(), Type.Null()]),
  estSiteInternet: Type.Boolean(),
});

const BASE = '/api/documents/ged/administration/documents';
const idParam = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' });

const toDocument = (row: DocumentRow) => ({
  id: row.id,
  name: row.name,
  urlPreview: `${BASE}/document/${row.id}/preview`,
  urlWebdav: `${BASE}/document/${row.id}`,
  taille: Number(row.taille),
  dateCreation: iso(row.date_creation),
  dateModification: iso(row.date_modification),
  millesime: row.millesime,
  estSiteInternet: row.est_site_internet,
});

/** A board document's bytes: a real PDF or PNG for those names, a short stand-in for the office files. */
function fileOf(row: DocumentRow): { contentType: string; bytes: Buffer } {
  const name = row.name.toLowerCase();
  if (name.endsWith('.png')) return { contentType: 'image/png', bytes: pngOf(Number(row.taille)) };
  if (name.endsWith('.pdf'))
    return { contentType: 'application/pdf', bytes: pdfOf(row.name.slice(0, -4), 1) };
  return {
    contentType: 'application/octet-stream',
    bytes: Buffer.from(`Document du conseil : ${row.name}\n`),
  };
}

/**
 * The board's documents (spec 001 §7, /api/documents/ged/administration/documents/*): the workspaces, the documents
 * of one, and their files; only for an account whose rights include administrateur_cder (403 else).
 */
export const boardDocumentsRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
  async function requireAdministrator(request: FastifyRequest): Promise<void> {
    const { rows } = await db.query(
      "SELECT 1 FROM account_rights WHERE account_id = $1 AND droit = 'administrateur_cder'",
      [accountOf(request).id],
    );
    if (rows.length === 0) throw forbidden();
  }

  app.get(
    `${BASE}/tree/`,
    {
      config: { access: 'session' },
      schema: {
        tags: ['documents'],
        summary: "The board's workspaces, in order; 403 without the right administrateur_cder",
        response: { 200: Type.Object({ data: Type.Array(WorkspaceSchema) }), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await requireAdministrator(request);
      const { rows } = await db.query<WorkspaceRow>('SELECT * FROM board_workspaces ORDER BY position');
      return {
        data: rows.map((w) => ({ _id: w.id, uuid: w.uuid, title: w.title, color: w.color, icon: w.icon })),
      };
    },
  );

  app.get(
    `${BASE}/nodes/:uuid`,
    {
      config: { access: 'session' },
      schema: {
        tags: ['documents'],
        summary: "A workspace's documents, last modified first; 404 for an unknown workspace",
        params: Type.Object({ uuid: idParam }),
        response: {
          200: Type.Object({ data: Type.Array(LibraryDocumentSchema) }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      await requireAdministrator(request);
      const { uuid } = request.params;
      const known = await db.query('SELECT 1 FROM board_workspaces WHERE uuid = $1', [uuid]);
      if (known.rows.length === 0) throw notFound('Espace introuvable.');
      const { rows } = await db.query<DocumentRow>(
        'SELECT * FROM board_documents WHERE workspace_uuid = $1 ORDER BY date_modification DESC, id',
        [uuid],
      );
      return { data: rows.map(toDocument) };
    },
  );

  for (const inline of [false, true]) {
    app.get(
      `${BASE}/document/:id${inline ? '/preview' : ''}`,
      {
        config: { access: 'session' },
        schema: {
          tags: ['documents'],
          summary: inline
            ? "A board document's file shown inline (urlPreview)"
            : "A board document's file as an attachment (urlWebdav)",
          params: Type.Object({ id: idParam }),
          response: errorResponses(400, 401, 403, 404),
        },
      },
      async (request, reply) => {
        await requireAdministrator(request);
        const { rows } = await db.query<DocumentRow>('SELECT * FROM board_documents WHERE id = $1', [
          request.params.id,
        ]);
        const row = rows[0];
        if (!row) throw notFound('Document introuvable.');
        const file = fileOf(row);
        // The answer's schema lists its refusals only: the file itself is bytes.
        return (reply as FastifyReply)
          .type(file.contentType)
          .header(
            'content-disposition',
            `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.name)}`,
          )
          .header('cache-control', 'private, max-age=3600')
          .send(file.bytes);
      },
    );
  }

  done();
};
