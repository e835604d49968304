import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { matchesFilter, payrollZipName, readsCategory, showsNode } from '@portal/schema/rules/documents';
import { OWNER_ROLE } from '@portal/schema/rules/sharing';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZipArchive } from 'archiver';
import { Type } from 'typebox';
import type { Db } from '../db/db.ts';
import { dossierFor } from '../dossiers.ts';
import { forbidden, notFound } from '../errors.ts';
import { pagePicture, seededFile } from '../ged-files.ts';
import type { RouteDeps } from '../route-deps.ts';
import { errorResponses, GedDocumentListSchema, GedNodeSchema, type GedNode } from '../schemas.ts';
import type { Account } from '../session.ts';
import { accountOf } from '../session.ts';

interface NodeRow {
  id: string;
  parent_id: string | null;
  title: string;
  icon: string;
  color: string;
  position: number;
  template: GedNode['template'];
  search_placeholder: string | null;
  cder_particulier: boolean;
  category_id: string;
}

interface DocumentRow {
  id: string;
  code_dossier: string;
  node_id: string;
  name: string;
  type: 'document' | 'facture';
  nb_pages: number;
  nom_fournisseur: string | null;
  date_facture: Date | string | null;
  numero_facture: string | null;
  total_ttc: string | null;
}

/** The rights categories of the store a caller reads on a file: all for its owner and staff (spec 000 §3). */
async function readableCategories(db: Db, account: Account, code: string, idRole: number | null) {
  if (account.typeUtilisateur === 'collab' || idRole === OWNER_ROLE) return 'all' as const;
  const { rows } = await db.query<{ category_id: string }>(
    'SELECT category_id FROM account_dossier_categories WHERE account_id = $1 AND code_dossier = $2',
    [account.id, code],
  );
  return rows.map((r) => r.category_id);
}

/** The file's nodes the caller sees: its categories, and the cderParticulier rule of its modules. */
async function visibleNodes(db: Db, request: FastifyRequest, code: string): Promise<NodeRow[]> {
  const account = accountOf(request);
  const dossier = await dossierFor(db, account, code);
  const granted = await readableCategories(db, account, code, dossier.idRole);
  const { rows } = await db.query<NodeRow>(
    'SELECT * FROM ged_nodes WHERE code_dossier = $1 ORDER BY position',
    [code],
  );
  return rows.filter(
    (n) =>
      readsCategory(granted, n.category_id) &&
      showsNode({ cderParticulier: n.cder_particulier }, dossier.modulesEffectifs),
  );
}

const toNode = (row: NodeRow, all: readonly NodeRow[]): GedNode => ({
  _id: row.id,
  nodeParent: row.parent_id,
  title: row.title,
  icon: row.icon,
  color: row.color,
  order: row.position,
  template: row.template,
  codeProxy: row.id,
  searchPlaceholder: row.search_placeholder,
  cderParticulier: row.cder_particulier,
  categorie: row.category_id,
  nodes: all.filter((n) => n.parent_id === row.id).map((n) => toNode(n, all)),
});

const day = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString().slice(0, 10);

const toDocument = (row: DocumentRow) => ({
  id: row.id,
  name: row.name,
  type: row.type,
  urlPreview: `/api/documents/ged/document/${row.code_dossier}/${row.id}/preview`,
  urlWebdav: `/api/documents/ged/document/${row.code_dossier}/${row.id}`,
  nbPages: row.nb_pages,
  nomFournisseur: row.nom_fournisseur,
  dateFacture: day(row.date_facture),
  numeroFacture: row.numero_facture,
  totalTTC: row.total_ttc === null ? null : Number(row.total_ttc),
});

export const PageQuery = Type.Object({
  containsfilter: Type.Optional(Type.String({ maxLength: 200, description: "Lowercase text; '*' for all" })),
  page: Type.Integer({ minimum: 1, default: 1, description: 'From 1' }),
  size: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});
export type Page = { containsfilter?: string; page: number; size: number };

export const pageOf = <T extends { name: string }>(rows: T[], q: Page) =>
  rows
    .filter((r) => matchesFilter(r.name, q.containsfilter ?? '*'))
    .slice((q.page - 1) * q.size, q.page * q.size);

const codeParam = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' });

/** The document store's calls (spec 001 §7, /api/documents/ged/*), each under the file's rights and categories. */
export const documentsRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
  /** A node the caller sees on the file, or 403 (an unknown node is 404). */
  async function readableNode(request: FastifyRequest, code: string, nodeId: string): Promise<NodeRow> {
    const nodes = await visibleNodes(db, request, code);
    const node = nodes.find((n) => n.id === nodeId);
    if (node) return node;
    const { rows } = await db.query('SELECT 1 FROM ged_nodes WHERE code_dossier = $1 AND id = $2', [
      code,
      nodeId,
    ]);
    throw rows.length > 0 ? forbidden() : notFound('Catégorie introuvable.');
  }

  async function documentsOf(code: string, where: string, params: unknown[]): Promise<DocumentRow[]> {
    const { rows } = await db.query<DocumentRow>(
      `SELECT * FROM ged_documents WHERE code_dossier = $1 AND ${where}
        ORDER BY date_facture DESC NULLS LAST, date_creation DESC, id`,
      [code, ...params],
    );
    return rows;
  }

  app.get(
    '/api/documents/checkGEDStatus',
    {
      config: { access: 'session' },
      schema: {
        tags: ['documents'],
        summary:
          "Whether the document store answers (the emulator's always does: a fault rule takes it down)",
        response: {
          200: Type.Object({
            data: Type.Object({ gedDispo: Type.Boolean({ description: 'False while the store is down' }) }),
          }),
          ...errorResponses(401),
        },
      },
    },
    () => ({ data: { gedDispo: true } }),
  );

  app.get(
    '/api/documents/ged/nodes/:code',
    {
      config: { access: 'session' },
      schema: {
        tags: ['documents'],
        summary: "The file's store tree from its main node, only the nodes the caller's categories open",
        params: Type.Object({ code: codeParam }),
        response: { 200: Type.Object({ data: GedNodeSchema }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const nodes = await visibleNodes(db, request, request.params.code);
      const root = nodes.find((n) => n.parent_id === null);
      if (!root) throw forbidden();
      return { data: toNode(root, nodes) };
    },
  );

  app.get(
    '/api/documents/ged/documents/:code/:codeGED',
    {
      config: { access: 'session' },
      schema: {
        tags: ['documents'],
        summary: "A node's documents, newest first, a page at a time; 403 outside the caller's categories",
        params: Type.Object({ code: codeParam, codeGED: codeParam }),
        querystring: PageQuery,
        response: { 200: GedDocumentListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { code, codeGED } = request.params;
      await readableNode(request, code, codeGED);
      return {
        data: pageOf(await documentsOf(code, 'node_id = $2', [codeGED]), request.query).map(toDocument),
      };
    },
  );

  app.get(
    '/api/documents/ged/factures/:code/:annee/:type',
    {
      config: { access: 'session' },
      schema: {
        tags: ['documents'],
        summary: "A year's invoices (annee 0: every year) of a type (All for every type), newest first",
        params: Type.Object({
          code: codeParam,
          annee: Type.Integer({ minimum: 0, maximum: 9999 }),
          type: Type.Union([
            Type.Literal('All'),
            Type.Literal('Achat'),
            Type.Literal('Vente'),
            Type.Literal('Immobilisation'),
          ]),
        }),
        querystring: PageQuery,
        response: { 200: GedDocumentListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { code, annee, type } = request.params;
      await readableNode(request, code, annee === 0 ? 'factures' : `factures_${annee}`);
      const rows = await documentsOf(
        code,
        `type = 'facture' AND node_id LIKE 'factures\\_%' AND ($2::int = 0 OR extract(year FROM date_facture)::int = $2::int)
           AND ($3::text = 'All' OR type_facture = $3::text)`,
        [annee, type],
      );
      return { data: pageOf(rows, request.query).map(toDocument) };
    },
  );

  const payrollParams = Type.Object({
    code: codeParam,
    annee: Type.Integer({ minimum: 1900, maximum: 9999 }),
    mois: Type.Integer({ minimum: 1, maximum: 12 }),
  });
  const payrollNode = (annee: number, mois: number) => `paies_${annee}_${String(mois).padStart(2, '0')}`;

  app.get(
    '/api/documents/ged/paies/:code/:annee/:mois',
    {
      config: { access: 'session' },
      schema: {
        tags: ['documents'],
        summary:
          "A payroll month's documents, a page at a time; the month's node category (mesDocs_social_paie)",
        params: payrollParams,
        querystring: PageQuery,
        response: { 200: GedDocumentListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { code, annee, mois } = request.params;
      const node = await readableNode(request, code, payrollNode(annee, mois));
      return {
        data: pageOf(await documentsOf(code, 'node_id = $2', [node.id]), request.query).map(toDocument),
      };
    },
  );

  app.get(
    '/api/documents/ged/paies/download/:code/:annee/:mois',
    {
      config: { access: 'session' },
      schema: {
        tags: ['documents'],
        summary: 'Every file of a payroll month in one zip, built as it is sent',
        params: payrollParams,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { code, annee, mois } = request.params;
      const node = await readableNode(request, code, payrollNode(annee, mois));
      const files = await documentsOf(code, 'node_id = $2', [node.id]);
      // The zip is written as the client reads it: one file in memory at a time, never the whole archive.
      const zip = new ZipArchive({ zlib: { level: 6 } });
      for (const doc of files) zip.append(seededFile(doc).bytes, { name: doc.name });
      void zip.finalize();
      // The answer's schema lists its refusals only: the zip itself is a byte stream.
      return (reply as FastifyReply)
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${payrollZipName(annee, mois)}"`)
        .send(zip);
    },
  );

  app.get(
    '/api/documents/ged/inprogress/:code',
    {
      config: { access: 'session' },
      schema: {
        tags: ['documents'],
        summary: 'The documents waiting to be filed (node attente), newest first, all of them',
        params: Type.Object({ code: codeParam }),
        querystring: Type.Object({ containsfilter: Type.Optional(Type.String({ maxLength: 200 })) }),
        response: { 200: GedDocumentListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { code } = request.params;
      await readableNode(request, code, 'attente');
      const filter = request.query.containsfilter ?? '*';
      const rows = await documentsOf(code, `node_id = 'attente'`, []);
      return { data: rows.filter((r) => matchesFilter(r.name, filter)).map(toDocument) };
    },
  );

  app.get(
    '/api/documents/ged/inprogress/preview/:id/:page',
    {
      config: { access: 'session' },
      schema: {
        tags: ['documents'],
        summary:
          'A page of a waiting document as a PNG picture (quality=vignette: the same, smaller in the web)',
        params: Type.Object({ id: codeParam, page: Type.Integer({ minimum: 1 }) }),
        querystring: Type.Object({ quality: Type.Optional(Type.Literal('vignette')) }),
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { id, page } = request.params;
      const { rows } = await db.query<DocumentRow>(
        "SELECT * FROM ged_documents WHERE id = $1 AND node_id = 'attente'",
        [id],
      );
      const doc = rows[0];
      if (!doc) throw notFound('Document introuvable.');
      await readableNode(request, doc.code_dossier, doc.node_id);
      if (page > doc.nb_pages) throw notFound('Page introuvable.');
      // The answer's schema lists its refusals only: the picture itself is bytes.
      return (reply as FastifyReply)
        .type('image/png')
        .header('cache-control', 'private, max-age=3600')
        .send(pagePicture(id, page));
    },
  );

  /** A document's bytes when its node is readable: as an attachment, or inline for the preview. */
  async function sendDocument(request: FastifyRequest, reply: FastifyReply, inline: boolean) {
    const { code, id } = request.params as { code: string; id: string };
    const { rows } = await db.query<DocumentRow>(
      'SELECT * FROM ged_documents WHERE code_dossier = $1 AND id = $2',
      [code, id],
    );
    const doc = rows[0];
    if (!doc) {
      await dossierFor(db, accountOf(request), code);
      throw notFound('Document introuvable.');
    }
    await readableNode(request, code, doc.node_id);
    const file = seededFile(doc);
    const disposition = inline ? 'inline' : 'attachment';
    return reply
      .type(file.contentType)
      .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(doc.name)}`)
      .header('cache-control', 'private, max-age=3600')
      .send(file.bytes);
  }

  const fileRoute = {
    config: { access: 'session' as const },
    schema: {
      tags: ['documents'],
      params: Type.Object({ code: codeParam, id: codeParam }),
      response: errorResponses(400, 401, 403, 404),
    },
  };
  app.get(
    '/api/documents/ged/document/:code/:id',
    {
      ...fileRoute,
      schema: { ...fileRoute.schema, summary: "A document's file as an attachment (urlWebdav)" },
    },
    (request, reply) => sendDocument(request, reply, false),
  );
  app.get(
    '/api/documents/ged/document/:code/:id/preview',
    {
      ...fileRoute,
      schema: { ...fileRoute.schema, summary: "A document's file to show inline (urlPreview)" },
    },
    (request, reply) => sendDocument(request, reply, true),
  );

  done();
};
