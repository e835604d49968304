import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import type { LegacyClient } from '../transport/legacy-client.ts';
import { gatewayError } from '../graphql/graphql-errors.ts';
import { legacyCodeOf } from '../transport/legacy-error.ts';
import { payrollMonthOf } from '@portal/schema/rules/documents';
import { readableNode } from '../domains/documents/documents-service.ts';
import * as board from '../domains/board-documents/board-documents-service.ts';
import { pageFilePath } from '../domains/duer/pages/duer-pages-service.ts';
import { PRINT_TIME_LIMIT_MS } from '@portal/schema/rules/duer-risk-list';
import { actionPlanPath, definitivePath, printPath } from '../domains/duer/print/duer-print-service.ts';
import { annexeFilePath } from '../domains/duer/annexes/duer-annexes-service.ts';
import type { ApiTokens } from '../domains/api-tokens/api-tokens.ts';
import { bearerAccess } from '../domains/api-tokens/bearer.ts';
import { accessIn } from '../domains/api-tokens/token-areas.ts';
import type { ApiTokenRecord } from '../domains/api-tokens/token-store.ts';
import { pictoImage } from '../domains/duer/pictos/duer-pictos-service.ts';

// Headers of the legacy's file answers worth passing on: type, length, what lets the browser cache it, and the
// file's name.
const FORWARDED_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'content-disposition',
] as const;

// Path parameters are checked before anything reaches the legacy: ids and categories are short plain tokens.
const tokenParam = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } as const;
const paramsSchema = (...names: string[]) => ({
  type: 'object',
  properties: Object.fromEntries(names.map((name) => [name, tokenParam])),
  required: names,
  additionalProperties: false,
});

type LegacyFor = (request: FastifyRequest) => LegacyClient;

// A refusal of the gateway's own checks (a GraphQL error) or of the legacy: its code.
const codeOf = (error: unknown): string | null => {
  const code = (error as { extensions?: { code?: unknown } } | null)?.extensions?.code;
  return legacyCodeOf(error) ?? (typeof code === 'string' ? code : null);
};

/** The HTTP status of a refusal of the gateway's checks or of the legacy: 502 for anything unforeseen. */
export const httpStatusOf = (error: unknown): number =>
  statusByCode[codeOf(error) ?? 'UPSTREAM_ERROR'] ?? 502;

const statusByCode: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  UPSTREAM_TIMEOUT: 504,
  UPSTREAM_UNAVAILABLE: 503,
};

/**
 * `/fichiers/...`: the legacy's pictures and blank forms, streamed with the caller's session (ARCHITECTURE rule 9);
 * a store document's file also with a personal access token (issue 46: a script downloads what it walked).
 */
export function registerFileRoutes(app: FastifyInstance, legacyFor: LegacyFor, tokens: ApiTokens): void {
  type Params = Record<string, string>;
  type Query = Record<string, string | undefined>;
  /**
   * A file route: the caller's session, or on a route of the documents area a token (`Authorization: Bearer`)
   * allowed to read it, then `read` (the gateway's checks and the legacy call), whose refusal gets the status its
   * code says; then `answer` sends what was read.
   */
  const signedIn =
    <T>(
      read: (legacy: LegacyClient, params: Params, query: Query, token: ApiTokenRecord | null) => Promise<T>,
      answer: (reply: FastifyReply, value: T) => Promise<FastifyReply> | FastifyReply,
      tokenArea?: 'DOCUMENTS',
    ) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const access = tokenArea ? await bearerAccess(request, reply, tokens) : null;
      if (access === 'answered') return reply;
      if (access && tokenArea && accessIn(access.token, tokenArea) === null)
        return reply.code(403).send({ message: 'Fichier indisponible.' });
      const legacy = access ? access.legacy : legacyFor(request);
      if (!legacy.hasSession) return reply.code(401).send({ message: 'Non connecté.' });
      let value: T;
      try {
        value = await read(legacy, request.params as Params, request.query as Query, access?.token ?? null);
      } catch (error) {
        // The session check or the connection failed: same statuses as the GraphQL error codes say.
        return reply.code(httpStatusOf(error)).send({ message: 'Fichier indisponible.' });
      }
      return answer(reply, value);
    };
  const pipe = (
    toPath: (
      legacy: LegacyClient,
      params: Params,
      query: Query,
      token: ApiTokenRecord | null,
    ) => string | Promise<string>,
    timeoutMs?: number,
    tokenArea?: 'DOCUMENTS',
  ) =>
    signedIn(
      async (legacy, params, query, token) =>
        legacy.stream(await toPath(legacy, params, query, token), timeoutMs),
      async (reply, upstream: Dispatcher.ResponseData) => {
        if (upstream.statusCode !== 200) {
          await upstream.body.dump();
          return reply
            .code(upstream.statusCode >= 500 ? 502 : upstream.statusCode)
            .send({ message: 'Fichier indisponible.' });
        }
        for (const name of FORWARDED_HEADERS) {
          const value = upstream.headers[name];
          if (value !== undefined) reply.header(name, value);
        }
        return reply.send(upstream.body);
      },
      tokenArea,
    );

  app.get(
    '/fichiers/notifications/image/:category',
    { schema: { params: paramsSchema('category') } },
    pipe((legacy, p) => legacy.notifications.imagePath(p.category ?? '')),
  );
  app.get(
    '/fichiers/accueil/sections/:id/image',
    { schema: { params: paramsSchema('id') } },
    pipe((legacy, p) => legacy.home.sectionImagePath(p.id ?? '')),
  );
  app.get(
    '/fichiers/events/:id/icon',
    { schema: { params: paramsSchema('id') } },
    pipe((legacy, p) => legacy.events.iconPath(p.id ?? '')),
  );
  app.get(
    '/fichiers/events/:id/image',
    { schema: { params: paramsSchema('id') } },
    pipe((legacy, p) => legacy.events.imagePath(p.id ?? '')),
  );
  app.get(
    '/fichiers/contacts/:id/photo',
    { schema: { params: paramsSchema('id') } },
    pipe((legacy, p) => legacy.contacts.photoPath(p.id ?? '')),
  );

  // A store document's file: the file's rights and the node's rights category are checked here before the
  // legacy is asked, which checks the document's own node again. A token reads it under its documents area and
  // within its files.
  const storeFile = (preview: boolean) =>
    pipe(
      async (legacy, p, _query, apiToken) => {
        const node = await readableNode({ legacy, apiToken }, p.codeDossier ?? '', p.node ?? '');
        return legacy.documents.filePath(node.codeDossier, p.id ?? '', preview);
      },
      undefined,
      'DOCUMENTS',
    );
  const storeParams = { schema: { params: paramsSchema('codeDossier', 'node', 'id') } };
  app.get('/fichiers/ged/:codeDossier/:node/:id', storeParams, storeFile(false));
  app.get('/fichiers/ged/:codeDossier/:node/:id/apercu', storeParams, storeFile(true));
  // A waiting document's page as a picture, under a waitingDocuments node the viewer reads.
  app.get(
    '/fichiers/ged/:codeDossier/:node/:id/pages/:page',
    { schema: { params: paramsSchema('codeDossier', 'node', 'id', 'page') } },
    pipe(async (legacy, p) => {
      const page = Number(p.page);
      const node = await readableNode({ legacy }, p.codeDossier ?? '', p.node ?? '');
      if (node.template !== 'waitingDocuments' || !Number.isInteger(page) || page < 1)
        throw gatewayError('NOT_FOUND');
      return legacy.documents.waitingPagePath(p.id ?? '', page);
    }),
  );
  // A payroll month's zip: streamed from the legacy as it builds it, never held here.
  app.get(
    '/fichiers/ged/:codeDossier/:node/paies.zip',
    { schema: { params: paramsSchema('codeDossier', 'node') } },
    pipe(async (legacy, p) => {
      const month = payrollMonthOf(p.node ?? '');
      if (!month) throw gatewayError('NOT_FOUND');
      const node = await readableNode({ legacy }, p.codeDossier ?? '', p.node ?? '');
      return legacy.documents.payrollZipPath(node.codeDossier, month.year, month.month);
    }),
  );
  // A board document's file: the right administrateur_cder is checked here before the legacy is asked.
  const boardFile = (preview: boolean) =>
    pipe((legacy, p) => board.filePath({ legacy }, p.id ?? '', preview));
  const boardParams = { schema: { params: paramsSchema('id') } };
  app.get('/fichiers/ged-administration/:id', boardParams, boardFile(false));
  app.get('/fichiers/ged-administration/:id/apercu', boardParams, boardFile(true));
  // A DUER page's file, downloaded or viewed: the file's rights, the tool and the DUER are checked first.
  const duerPage = (view: boolean) =>
    pipe((legacy, p) =>
      pageFilePath(
        { legacy },
        { codeDossier: p.codeDossier ?? '', idDuer: p.idDuer ?? '', idPage: p.id ?? '' },
        view,
      ),
    );
  const duerPageParams = { schema: { params: paramsSchema('codeDossier', 'idDuer', 'id') } };
  app.get('/fichiers/duer/:codeDossier/:idDuer/:id', duerPageParams, duerPage(false));
  app.get('/fichiers/duer/:codeDossier/:idDuer/:id/apercu', duerPageParams, duerPage(true));
  // The DUER's action plan (XLSX), built by the legacy once the viewer may read the DUER.
  app.get(
    '/fichiers/duer/:codeDossier/:idDuer/plan-action.xlsx',
    { schema: { params: paramsSchema('codeDossier', 'idDuer') } },
    pipe((legacy, p) =>
      actionPlanPath({ legacy }, { codeDossier: p.codeDossier ?? '', idDuer: p.idDuer ?? '' }),
    ),
  );
  // The printed DUER (PDF): the whole of it, or some work units or modules; built within the print's bound.
  app.get(
    '/fichiers/duer/:codeDossier/:idDuer/impression.pdf',
    {
      schema: {
        params: paramsSchema('codeDossier', 'idDuer'),
        querystring: {
          type: 'object',
          properties: {
            categories: { type: 'string', pattern: '^-?[0-9]+(;-?[0-9]+)*$' },
            modules: { type: 'string', pattern: '^[0-9]+(;[0-9]+)*$' },
          },
          additionalProperties: false,
        },
      },
    },
    pipe(
      (legacy, p, q) =>
        printPath({ legacy }, { codeDossier: p.codeDossier ?? '', idDuer: p.idDuer ?? '' }, q),
      PRINT_TIME_LIMIT_MS,
    ),
  );
  app.get(
    '/fichiers/duer/:codeDossier/:idDuer/definitif.pdf',
    { schema: { params: paramsSchema('codeDossier', 'idDuer') } },
    pipe((legacy, p) =>
      definitivePath({ legacy }, { codeDossier: p.codeDossier ?? '', idDuer: p.idDuer ?? '' }),
    ),
  );
  // A DUER annexe's file, by its base annexe: the same checks first.
  const duerAnnexe = (view: boolean) =>
    pipe((legacy, p) =>
      annexeFilePath(
        { legacy },
        { codeDossier: p.codeDossier ?? '', idDuer: p.idDuer ?? '', idBaseAnnexe: p.id ?? '' },
        view,
      ),
    );
  app.get('/fichiers/duer/:codeDossier/:idDuer/annexes/:id', duerPageParams, duerAnnexe(false));
  app.get('/fichiers/duer/:codeDossier/:idDuer/annexes/:id/apercu', duerPageParams, duerAnnexe(true));
  // A DUER catalogue pictogram's image, decoded from the legacy's base64 once the file's rights and the tool are
  // checked. A base picto never changes: the browser keeps it a year. Its own strict policy, as an SVG opened on
  // its own would otherwise run as a page of the portal.
  app.get(
    '/fichiers/duer-pictos/:codeDossier/:id',
    { schema: { params: paramsSchema('codeDossier', 'id') } },
    signedIn(
      (legacy, p) => pictoImage({ legacy }, p.codeDossier ?? '', p.id ?? ''),
      (reply, picto) =>
        reply
          .header('content-type', picto.typeMime)
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .header('x-content-type-options', 'nosniff')
          .send(picto.image),
    ),
  );
  app.get(
    '/fichiers/galerie/:id/:size',
    {
      schema: {
        params: {
          type: 'object',
          properties: { id: tokenParam, size: { type: 'string', enum: ['sm', 'lg'] } },
          required: ['id', 'size'],
          additionalProperties: false,
        },
      },
    },
    pipe((legacy, p) => legacy.gallery.picturePath(p.id ?? '', p.size === 'lg' ? 'lg' : 'sm')),
  );
  // The documentation area's icons: the same for every file.
  app.get(
    '/fichiers/documentations/:code/icon',
    { schema: { params: paramsSchema('code') } },
    pipe((legacy, p) => legacy.documentations.iconPath(p.code ?? '')),
  );
  app.get(
    '/fichiers/:kind/:code/icon',
    {
      schema: {
        params: {
          type: 'object',
          properties: { kind: { type: 'string', enum: ['tutos', 'elearnings'] }, code: tokenParam },
          required: ['kind', 'code'],
          additionalProperties: false,
        },
      },
    },
    pipe((legacy, p) =>
      legacy.tutorials.iconPath(p.kind === 'elearnings' ? 'elearnings' : 'tutos', p.code ?? ''),
    ),
  );
  // The blank SEPA mandate and AG proxy: the same forms for every file, so no file's rights to check.
  app.get(
    '/fichiers/facturation/mandat',
    pipe((legacy) => legacy.billing.mandatePath()),
  );
  app.get(
    '/fichiers/ag/pouvoir',
    pipe((legacy) => legacy.generalAssembly.proxyFormPath()),
  );
}
