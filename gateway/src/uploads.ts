import { PassThrough, Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Busboy } from '@fastify/busboy';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '@portal/schema/rules/attachments';
import { createGraphQLError, type GraphQLParams, type Plugin } from 'graphql-yoga';

/**
 * A file of a GraphQL multipart request as the resolvers get it: its bytes arrive in `stream`, in order, while
 * the browser sends them. Files must be read (or drained) in the order of the request's parts, since the
 * parser cannot reach a part before the previous one is consumed.
 */
export interface StreamingUpload {
  /** Settles when the file's part starts (name and type are known then); rejects when it never comes. */
  readonly opened: Promise<void>;
  name: string;
  type: string;
  readonly stream: Readable;
}

function pendingUpload(): StreamingUpload & { open(name: string, type: string): void; fail(e: Error): void } {
  let open!: () => void;
  let fail!: (error: Error) => void;
  const opened = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  // A resolver that never looks at the file must not leave an unhandled rejection behind.
  opened.catch(() => undefined);
  const upload = {
    opened,
    name: '',
    type: '',
    stream: new PassThrough(),
    open(name: string, type: string) {
      upload.name = name;
      upload.type = type;
      open();
    },
    fail(error: Error) {
      fail(error);
      upload.stream.destroy(error);
    },
    // Logs (debug variables) show the file, never the stream's buffers.
    toJSON: () => ({ name: upload.name, type: upload.type }),
  };
  return upload;
}

/** The whole multipart body a request may carry: 4 files of 25 MB and the operations beside them. */
export const MULTIPART_BODY_LIMIT = MAX_ATTACHMENTS * MAX_ATTACHMENT_BYTES + 1024 * 1024;
const OPERATIONS_LIMIT = 1024 * 1024;

const badRequest = (message: string) =>
  createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
const tooLarge = () =>
  createGraphQLError('Le fichier est trop volumineux, le poids maximal est 25 Mo', {
    extensions: { code: 'PAYLOAD_TOO_LARGE', http: { status: 413 } },
  });

// The upload objects a request's parser created, so that what no resolver read is drained once it is answered.
const uploadsOfRequest = new WeakMap<Request, StreamingUpload[]>();

/** Reads every byte left in the uploads, so the parser reaches the end of the body and the connection stays usable. */
export function drainUploads(uploads: readonly StreamingUpload[]): void {
  for (const upload of uploads) if (!upload.stream.destroyed) upload.stream.resume();
}

function parseJson(field: string, value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw badRequest(`Le champ « ${field} » de la requête multipart n'est pas un JSON valide.`);
  }
}

// Sets operations[a][b]... (a dot path of the spec's map, e.g. "0.variables.input.files.1") to the upload.
function setPath(target: unknown, path: string, upload: StreamingUpload): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof node !== 'object' || node === null) break;
    node = (node as Record<string, unknown>)[key];
  }
  const last = keys.at(-1);
  if (typeof node !== 'object' || node === null || last === undefined || !(last in node))
    throw badRequest(`Le chemin « ${path} » de la requête multipart ne désigne aucune variable.`);
  (node as Record<string, unknown>)[last] = upload;
}

// Counts the body's bytes as they come: over the limit the parse fails instead of reading on.
function bodyLimit(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) callback(tooLarge());
      else callback(null, chunk);
    },
  });
}

/**
 * Parses a GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec) as a
 * stream: `operations` and `map` must come first; the parameters are answered as soon as the first file part
 * starts, each mapped variable set to a StreamingUpload whose bytes follow as the body arrives.
 */
export function parseStreamingMultipart(
  request: Request,
  body: Readable,
  limits: { bodyBytes: number; fileBytes: number; files: number },
): Promise<GraphQLParams | GraphQLParams[]> {
  return new Promise((resolve, reject) => {
    const fields = new Map<string, string>();
    const uploads = new Map<string, ReturnType<typeof pendingUpload>>();
    const started = new Set<string>();
    let settled = false;
    const fail = (cause: unknown) => {
      const error = cause instanceof Error ? cause : new Error(String(cause));
      for (const upload of uploads.values()) if (!upload.stream.readableEnded) upload.fail(error);
      if (!settled) {
        settled = true;
        reject(error);
      }
    };

    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
        limits: {
          fieldSize: OPERATIONS_LIMIT,
          fields: 2,
          files: limits.files,
          // One byte past the limit, so a resolver sees the file is too large rather than a truncated one.
          fileSize: limits.fileBytes + 1,
        },
      });
    } catch {
      reject(badRequest('Le corps de la requête multipart est mal formé.'));
      return;
    }

    // Called once operations and map are known: creates the uploads and answers the parameters.
    const answer = () => {
      const operationsText = fields.get('operations');
      if (operationsText === undefined)
        throw badRequest('Le champ « operations » doit précéder les fichiers de la requête multipart.');
      const operations = parseJson('operations', operationsText) as GraphQLParams | GraphQLParams[];
      const map = parseJson('map', fields.get('map') ?? '{}');
      if (typeof map !== 'object' || map === null || Array.isArray(map))
        throw badRequest('Le champ « map » de la requête multipart doit être un objet.');
      const all: StreamingUpload[] = [];
      for (const [field, paths] of Object.entries(map)) {
        if (!Array.isArray(paths) || paths.some((p) => typeof p !== 'string'))
          throw badRequest('Le champ « map » de la requête multipart doit lister des chemins.');
        const upload = pendingUpload();
        uploads.set(field, upload);
        all.push(upload);
        for (const path of paths as string[]) setPath(operations, path, upload);
      }
      uploadsOfRequest.set(request, all);
      settled = true;
      resolve(operations);
    };

    parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
      if (valueTruncated) fail(badRequest(`Le champ « ${name} » de la requête multipart est trop long.`));
      else fields.set(name, value);
    });
    parser.on('file', (field, stream, filename, _encoding, mimeType) => {
      try {
        if (!settled) answer();
      } catch (error) {
        stream.resume();
        fail(error);
        return;
      }
      const upload = uploads.get(field);
      if (!upload) {
        // A part the map does not name: read past it.
        stream.resume();
        return;
      }
      started.add(field);
      // Backpressure: busboy reads on only as fast as the resolver reads this file.
      stream.on('error', (error: Error) => upload.stream.destroy(error));
      // A reader that gives up (a file refused halfway) leaves the rest of the part to be read past.
      upload.stream.on('close', () => {
        if (!stream.readableEnded) {
          stream.unpipe();
          stream.resume();
        }
      });
      stream.pipe(upload.stream as PassThrough);
      upload.open(filename, mimeType);
    });
    parser.on('filesLimit', () => fail(badRequest('La requête multipart contient trop de fichiers.')));
    parser.on('error', fail);
    parser.on('finish', () => {
      if (!settled) {
        try {
          answer();
        } catch (error) {
          fail(error);
          return;
        }
      }
      // A mapped file whose part never came.
      for (const [field, upload] of uploads)
        if (!started.has(field))
          upload.fail(badRequest('Un fichier annoncé manque dans la requête multipart.'));
    });

    const limit = bodyLimit(limits.bodyBytes);
    limit.on('error', fail);
    body.on('error', fail);
    body.pipe(limit).pipe(parser);
  });
}

/**
 * Replaces Yoga's multipart parsing, which reads whole files in memory, by the streaming parser above
 * (ARCHITECTURE rule 9). `bodyOf` gives the raw body (the Node request behind Fastify).
 */
export function useStreamingUploads<TServerContext extends object>(
  bodyOf: (request: Request, serverContext: TServerContext) => Readable,
  limits = { bodyBytes: MULTIPART_BODY_LIMIT, fileBytes: MAX_ATTACHMENT_BYTES, files: MAX_ATTACHMENTS + 4 },
): Plugin<Record<string, unknown>, TServerContext & Record<string, unknown>> {
  return {
    onRequestParse({ request, serverContext, setRequestParser }) {
      const contentType = request.headers.get('content-type') ?? '';
      if (request.method !== 'POST' || !contentType.toLowerCase().startsWith('multipart/form-data')) return;
      setRequestParser((r) => parseStreamingMultipart(r, bodyOf(r, serverContext), limits));
    },
    onResponse({ request }) {
      const uploads = uploadsOfRequest.get(request);
      if (uploads) drainUploads(uploads);
    },
  };
}

/** The raw body of a request: the Node stream when the server hands one, else the Fetch body. */
export function rawBody(request: Request, nodeRequest: Readable | undefined): Readable {
  if (nodeRequest) return nodeRequest;
  if (!request.body) return Readable.from([]);
  return Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);
}
