import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../errors.ts';
import { pictogram, sendSvg } from '../images.ts';
import type { RouteDeps } from '../route-deps.ts';
import {
  DocumentationSchema,
  errorResponses,
  LibraryDocumentSchema,
  SvgImage,
  type Documentation,
} from '../schemas.ts';
import { pageOf, PageQuery } from './documents.ts';

interface NodeRow {
  code: string;
  parent: string | null;
  title: string;
  url: string | null;
  code_ged: string | null;
  ged_dispo: boolean;
  est_site_internet: boolean;
  ord: number;
}

interface LibraryRow {
  id: string;
  name: string;
  url: string;
  taille: number;
  date_creation: Date;
  date_modification: Date;
  millesime: number | null;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

const codeParam = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' });

/** An entry with its categories, in order. */
function toDocumentation(row: NodeRow, rows: readonly NodeRow[]): Documentation {
  return {
    code: row.code,
    title: row.title,
    url: row.url,
    codeGed: row.code_ged,
    gedDispo: row.ged_dispo,
    order: row.ord,
    estSiteInternet: row.est_site_internet,
    categories: rows.filter((r) => r.parent === row.code).map((r) => toDocumentation(r, rows)),
  };
}

/** The documentation area's calls (spec 001 §7, Documentation and tutorials): the same for every file. */
export const documentationsRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
  app.get(
    '/api/documentations',
    {
      config: { access: 'session' },
      schema: {
        tags: ['help'],
        summary:
          'The documentation tree: its entries and their categories nested up to three levels, in order; an entry ' +
          'opens its categories, its document library (codeGed, down while gedDispo is false) or an address (url)',
        response: { 200: Type.Array(DocumentationSchema), ...errorResponses(401) },
      },
    },
    async () => {
      const { rows } = await db.query<NodeRow>('SELECT * FROM documentation_nodes ORDER BY ord, code');
      return rows.filter((r) => r.parent === null).map((r) => toDocumentation(r, rows));
    },
  );

  app.get(
    '/api/documentations/ged/:codeGED',
    {
      config: { access: 'session' },
      schema: {
        tags: ['help'],
        summary:
          "A documentation library's documents, newest first, a page at a time (page from 1, size 20); 404 for an " +
          'unknown library',
        params: Type.Object({ codeGED: codeParam }),
        querystring: PageQuery,
        response: { 200: Type.Array(LibraryDocumentSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { codeGED } = request.params;
      const known = await db.query('SELECT 1 FROM documentation_nodes WHERE code_ged = $1', [codeGED]);
      if (known.rows.length === 0) throw notFound('Bibliothèque introuvable.');
      const { rows } = await db.query<LibraryRow>(
        'SELECT * FROM documentation_library_documents WHERE code_ged = $1 ORDER BY date_modification DESC, id',
        [codeGED],
      );
      return pageOf(rows, request.query).map((r) => ({
        id: r.id,
        name: r.name,
        urlPreview: r.url,
        urlWebdav: r.url,
        taille: r.taille,
        dateCreation: day(r.date_creation),
        dateModification: day(r.date_modification),
        millesime: r.millesime,
        estSiteInternet: true,
      }));
    },
  );

  app.get(
    '/api/documentations/icon/:code',
    {
      config: { access: 'session' },
      schema: {
        tags: ['help'],
        summary: "A documentation entry's icon (image/svg+xml); 404 for an unknown code",
        params: Type.Object({ code: codeParam }),
        response: { 200: SvgImage, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { rows } = await db.query('SELECT 1 FROM documentation_nodes WHERE code = $1', [
        request.params.code,
      ]);
      if (rows.length === 0) throw notFound();
      sendSvg(reply, pictogram('document'));
    },
  );
  done();
};
