import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  encodeOutcome,
  MAX_UPLOAD_BYTES,
  UPLOAD_CSRF_HEADER,
  UPLOAD_FILE_TYPES,
  UPLOAD_IN_FLIGHT_LIMIT,
  UPLOAD_RESULT_HEADER,
  type UploadFileType,
  type UploadOutcome,
} from '@portal/schema/rules/document-uploads';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config.ts';
import { httpStatusOf } from '../http/file-routes.ts';
import type { LegacyClient } from '../transport/legacy-client.ts';
import { LegacyError } from '../transport/legacy-error.ts';
import { requireReceivingDossier } from '../domains/document-uploads/document-uploads-service.ts';
import type { UploadCoordination } from './shared-state.ts';
import { checkedMetadata } from './upload-metadata.ts';

/** Where the browser sends the store's files with the tus protocol (https://tus.io/protocols/resumable-upload). */
export const RESUMABLE_UPLOADS_PATH = '/fichiers/depots';

// Set by the gateway alone on the request it hands to the tus server (any value the browser sent is dropped):
// who created an upload, the id its creation was counted under, and which request's legacy client finishes it.
const OWNER_HEADER = 'x-portail-depot-proprietaire';
const ID_HEADER = 'x-portail-depot-id';
const TICKET_HEADER = 'x-portail-depot-ticket';

/**
 * Writes the gateway's own headers on the request the tus server reads (it reads the raw header list), after
 * dropping any the browser sent under those names.
 */
function setPrivateHeaders(raw: IncomingMessage, values: Record<string, string>): void {
  const names = new Set([OWNER_HEADER, ID_HEADER, TICKET_HEADER]);
  const kept: string[] = [];
  for (let i = 0; i < raw.rawHeaders.length; i += 2) {
    const name = raw.rawHeaders[i] ?? '';
    if (!names.has(name.toLowerCase())) kept.push(name, raw.rawHeaders[i + 1] ?? '');
  }
  for (const name of names) delete raw.headers[name];
  for (const [name, value] of Object.entries(values)) {
    kept.push(name, value);
    raw.headers[name] = value;
  }
  raw.rawHeaders.splice(0, raw.rawHeaders.length, ...kept);
}

const isFileType = (value: string | undefined): value is UploadFileType =>
  (UPLOAD_FILE_TYPES as readonly (string | undefined)[]).includes(value);

/** How a whole file's sending to the legacy ended, in the words the browser maps to spec 001 §8. */
function outcomeOf(error: unknown): UploadOutcome {
  if (!(error instanceof LegacyError)) return { statut: 'erreur', message: null };
  if (error.code === 'UNAUTHENTICATED') return { statut: 'deconnecte' };
  if (error.code === 'PAYLOAD_TOO_LARGE') return { statut: 'trop-lourd' };
  return { statut: 'erreur', message: error.affichable ? error.message : null };
}

interface Settled {
  size: number;
  outcome: Promise<UploadOutcome>;
  at: number;
}

/**
 * The store's uploads that survive a weak link (issue 17): the browser sends each file with tus, in pieces it can
 * resume from the last byte received; the parts wait on disk (`@tus/file-store`, never in memory), and once a
 * file is whole it streams from the disk to the legacy's `POST /api/documents/upload`. The session, the CSRF
 * header and the file's upload rights are checked before an upload is created; only its creator may continue it.
 * The answer that completes a file carries the legacy's outcome (`Upload-Result`); unfinished uploads expire.
 */
export function registerResumableUploads(
  app: FastifyInstance,
  config: GatewayConfig,
  legacyFor: (request: FastifyRequest) => LegacyClient,
  { locker, inFlight }: Pick<UploadCoordination, 'locker' | 'inFlight'>,
): void {
  const { directory, expiryMs } = config.resumableUploads;
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: expiryMs });
  const tickets = new Map<string, LegacyClient>();
  // Outcomes of files already handed to the legacy, kept as long as an upload may live: a browser whose last
  // answer was lost asks again (HEAD) and learns the outcome instead of sending the file twice.
  const settled = new Map<string, Settled>();
  const finishedIn = new Map<string, string>();

  async function forward(legacy: LegacyClient, id: string, metadata: Record<string, string | null>) {
    const typeFichier = metadata.typeFichier ?? undefined;
    try {
      if (!isFileType(typeFichier)) throw new LegacyError('BAD_USER_INPUT');
      await legacy.documentUploads.send(
        {
          codeDossier: metadata.codedossier ?? '',
          typeFichier,
          name: metadata.filename ?? 'document',
          type: metadata.filetype ?? '',
          content: store.read(id),
        },
        new AbortController().signal,
      );
      return { statut: 'envoye' } as const;
    } catch (error) {
      if (!(error instanceof LegacyError))
        app.log.error({ err: error, upload: id }, 'resumable upload not sent');
      return outcomeOf(error);
    }
  }

  const tus = new Server({
    path: RESUMABLE_UPLOADS_PATH,
    datastore: store,
    // Several replicas share the parts' folder (RESUMABLE_UPLOADS_DIR) and lock an upload in Redis (decision 009).
    locker,
    maxSize: MAX_UPLOAD_BYTES,
    relativeLocation: true,
    // Named before it exists, so that its creation is counted in flight under the id it will have.
    namingFunction: (req) => req.headers.get(ID_HEADER) ?? randomUUID(),
    onUploadCreate: (req, upload) => {
      const owner = req.headers.get(OWNER_HEADER);
      return Promise.resolve({ metadata: { ...upload.metadata, owner } });
    },
    onUploadFinish: async (req, upload) => {
      const owner = upload.metadata?.owner;
      if (owner) await inFlight.ended(owner, upload.id);
      const ticket = req.headers.get(TICKET_HEADER) ?? '';
      const legacy = tickets.get(ticket);
      // Sent or refused, the parts are no longer needed (a retry is a new deposit): removed once the tus server
      // has answered, which still reads the upload after this hook when the file came in its creation request.
      finishedIn.set(ticket, upload.id);
      const outcome = legacy
        ? forward(legacy, upload.id, upload.metadata ?? {})
        : Promise.resolve<UploadOutcome>({ statut: 'erreur', message: null });
      settled.set(upload.id, { size: upload.size ?? 0, outcome, at: Date.now() });
      return { headers: { [UPLOAD_RESULT_HEADER]: encodeOutcome(await outcome) } };
    },
  });

  const sweep = setInterval(
    () => {
      const old = Date.now() - expiryMs;
      for (const [id, entry] of settled) if (entry.at < old) settled.delete(id);
      tus.cleanUpExpiredUploads().catch((error: unknown) => app.log.warn({ err: error }, 'expired uploads'));
    },
    // Every 10 minutes, so that parts left behind go soon after they expire (issue 42).
    Math.min(expiryMs, 10 * 60 * 1000),
  );
  sweep.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweep);
    done();
  });

  /** The answer to a request about a file already handed to the legacy: whole, with its outcome. */
  async function answerSettled(reply: FastifyReply, method: string, entry: Settled) {
    return reply
      .code(method === 'HEAD' ? 200 : 204)
      .headers({
        'tus-resumable': '1.0.0',
        'upload-offset': String(entry.size),
        'upload-length': String(entry.size),
        'cache-control': 'no-store',
        [UPLOAD_RESULT_HEADER]: encodeOutcome(await entry.outcome),
      })
      .send();
  }

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const refuse = (status: number, message: string) =>
      reply.code(status).header('tus-resumable', '1.0.0').send({ message });
    const headers = request.raw.headers;
    const legacy = legacyFor(request);
    const identity = legacy.identityHint;
    if (!identity) return refuse(401, 'Non connecté.');
    if (request.method !== 'HEAD' && headers[UPLOAD_CSRF_HEADER] === undefined)
      return refuse(403, 'En-tête de dépôt manquant.');
    const id = (request.params as { id?: string }).id;
    const ticket = randomUUID();
    let created: string | undefined;
    if (request.method === 'POST') {
      const metadata = checkedMetadata(
        headers['upload-metadata'] as string | undefined,
        headers['upload-length'] as string | undefined,
      );
      if ('message' in metadata) return refuse(metadata.status, metadata.message);
      try {
        await requireReceivingDossier({ legacy }, metadata.codeDossier, metadata.typeFichier);
      } catch (error) {
        return refuse(httpStatusOf(error), 'Dépôt refusé.');
      }
      const uploadId = randomUUID();
      if (!(await inFlight.reserve(identity.userId, uploadId, metadata.size)))
        return refuse(429, UPLOAD_IN_FLIGHT_LIMIT);
      // A file may come whole in its creation request (tus's creation-with-upload): it is finished and sent then.
      tickets.set(ticket, legacy);
      setPrivateHeaders(request.raw, {
        [OWNER_HEADER]: identity.userId,
        [ID_HEADER]: uploadId,
        [TICKET_HEADER]: ticket,
      });
      created = uploadId;
    } else if (id !== undefined) {
      const entry = settled.get(id);
      if (entry && request.method !== 'DELETE') return answerSettled(reply, request.method, entry);
      const upload = await store.getUpload(id).catch(() => null);
      if (upload && upload.metadata?.owner !== identity.userId) return refuse(404, 'Dépôt introuvable.');
      tickets.set(ticket, legacy);
      setPrivateHeaders(request.raw, { [TICKET_HEADER]: ticket });
    } else setPrivateHeaders(request.raw, {});
    reply.hijack();
    try {
      await tus.handle(request.raw, reply.raw);
    } finally {
      // Not created after all, or ended by its creator (tus DELETE): no longer in flight.
      const ended = request.method === 'DELETE' ? id : created;
      const status = reply.raw.statusCode;
      if (ended !== undefined && (request.method === 'DELETE' ? status === 204 : status >= 300))
        await inFlight.ended(identity.userId, ended);
      tickets.delete(ticket);
      const finished = finishedIn.get(ticket);
      finishedIn.delete(ticket);
      if (finished !== undefined) await store.remove(finished).catch(() => undefined);
    }
  }

  void app.register((scope, _options, done) => {
    // The tus server reads the bodies itself, as streams: nothing is parsed or held here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const methods = ['POST', 'HEAD', 'PATCH', 'DELETE'] as const;
    scope.route({ method: [...methods], url: RESUMABLE_UPLOADS_PATH, handler: handle });
    scope.route({ method: [...methods], url: `${RESUMABLE_UPLOADS_PATH}/:id`, handler: handle });
    done();
  });
}
