import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import type { LegacyClient } from '../legacy/client.ts';
import { legacyCodeOf } from '../legacy/legacy-error.ts';

// Headers of the legacy's file answers worth passing on: type, length, what lets the browser cache it, file name.
const FORWARDED_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  // A blank form's file name, for the browser's download.
  'content-disposition',
] as const;

// Path parameters are checked before anything reaches the legacy: ids and categories are short plain tokens.
const tokenParam = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } as const;
const paramsSchema = (name: string) => ({
  type: 'object',
  properties: { [name]: tokenParam },
  required: [name],
  additionalProperties: false,
});

type LegacyFor = (request: FastifyRequest) => LegacyClient;

const statusByCode: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  UPSTREAM_TIMEOUT: 504,
  UPSTREAM_UNAVAILABLE: 503,
};

/** `/fichiers/...`: the legacy's pictures and blank forms, streamed with the caller's session (ARCHITECTURE rule 9). */
export function registerFileRoutes(app: FastifyInstance, legacyFor: LegacyFor): void {
  const pipe =
    (toPath: (legacy: LegacyClient, params: Record<string, string>) => string) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const legacy = legacyFor(request);
      if (!legacy.hasSession) return reply.code(401).send({ message: 'Non connecté.' });
      let upstream: Dispatcher.ResponseData;
      try {
        upstream = await legacy.stream(toPath(legacy, request.params as Record<string, string>));
      } catch (error) {
        // The session check or the connection failed: same statuses as the GraphQL error codes say.
        const status = statusByCode[legacyCodeOf(error) ?? 'UPSTREAM_ERROR'] ?? 502;
        return reply.code(status).send({ message: 'Fichier indisponible.' });
      }
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
    };

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
