import { finished, Transform } from 'node:stream';
import type { Readable } from 'node:stream';
import { Busboy } from '@fastify/busboy';
import type { GraphQLParams } from 'graphql-yoga';
import { watchBodyPace } from './body-pace.ts';
import type { BodyPace } from './body-pace.ts';
import {
  badMultipart,
  bodyTooLarge,
  MALFORMED_MULTIPART,
  MISSING_FILE,
  isMultipartError,
  TOO_MANY_FILES,
} from './multipart-errors.ts';
import { placeUploads } from './operations-map.ts';
import { drainUploads } from './streaming-upload.ts';
import type { StreamingUpload } from './streaming-upload.ts';

export interface MultipartLimits extends BodyPace {
  bodyBytes: number;
  fileBytes: number;
  files: number;
}

const OPERATIONS_LIMIT = 1024 * 1024;

/** One multipart request being read. */
export interface MultipartReading {
  /** The operations, answered once `operations` and `map` are read, each mapped variable a StreamingUpload. */
  readonly params: Promise<GraphQLParams | GraphQLParams[]>;
  /**
   * The answer is out: what no resolver read is drained so the connection stays usable, unless the body failed,
   * then the connection is to be closed (answers true) rather than read on.
   */
  answered(): boolean;
}

// Counts the body's bytes as they come: over the limit the parse fails instead of reading on.
function bodyLimit(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) callback(bodyTooLarge());
      else callback(null, chunk);
    },
  });
}

/**
 * Reads a GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec) as a
 * stream: `operations` then `map` come first, the parameters are answered as soon as both are read, each mapped
 * variable set to a StreamingUpload whose bytes follow as the body arrives.
 *
 * Any failure of the body (malformed, over a limit, too slow, cut by the client) ends this request alone: the
 * parameters reject or every file not yet whole fails (its readers and its booking's upstream call see the
 * error), and nothing is left emitting an error no one listens to.
 */
export function readStreamingMultipart(
  contentType: string,
  body: Readable,
  limits: MultipartLimits,
): MultipartReading {
  let resolveParams!: (params: GraphQLParams | GraphQLParams[]) => void;
  let rejectParams!: (error: Error) => void;
  const params = new Promise<GraphQLParams | GraphQLParams[]>((resolve, reject) => {
    resolveParams = resolve;
    rejectParams = reject;
  });
  let uploads = new Map<string, StreamingUpload>();
  const started = new Set<string>();
  let operationsText: string | undefined;
  let settled = false;
  let failure: Error | undefined;
  let isAnswered = false;
  let stopWatch: () => void = () => undefined;
  const meter = bodyLimit(limits.bodyBytes);

  const fail = (cause: unknown) => {
    if (failure) return;
    failure = isMultipartError(cause) ? cause : badMultipart(MALFORMED_MULTIPART);
    stopWatch();
    body.unpipe(meter);
    // A file whose bytes all came is whole: its booking may go on.
    for (const upload of uploads.values()) if (!upload.stream.writableEnded) upload.fail(failure);
    if (!settled) {
      settled = true;
      rejectParams(failure);
    }
    // Once answered there is nothing left to say on this connection.
    if (isAnswered) body.destroy();
  };
  const reading: MultipartReading = {
    params,
    answered() {
      isAnswered = true;
      if (!failure) drainUploads([...uploads.values()]);
      return failure !== undefined;
    },
  };

  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      limits: {
        fieldSize: OPERATIONS_LIMIT,
        fields: 2,
        files: limits.files,
        // One byte past the limit, so a resolver sees the file is too large rather than a truncated one.
        fileSize: limits.fileBytes + 1,
      },
    });
  } catch {
    fail(badMultipart(MALFORMED_MULTIPART));
    return reading;
  }

  parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
    if (failure) return;
    if (valueTruncated) fail(badMultipart(`Le champ « ${name} » de la requête multipart est trop long.`));
    else if (name === 'operations' && operationsText === undefined && !settled) operationsText = value;
    else if (name === 'map' && operationsText !== undefined && !settled) {
      try {
        const placed = placeUploads(operationsText, value, limits.files);
        uploads = placed.uploads;
        settled = true;
        resolveParams(placed.operations);
      } catch (error) {
        fail(error);
      }
    } else fail(badMultipart('Les champs « operations » puis « map » doivent précéder les fichiers.'));
  });
  parser.on('file', (field, stream, filename, _encoding, mimeType) => {
    // Busboy reports a part cut short on the part itself too; the parser's own 'error' ends the request.
    stream.on('error', () => undefined);
    const upload = uploads.get(field);
    if (!failure && !settled)
      fail(badMultipart('Les champs « operations » puis « map » doivent précéder les fichiers.'));
    if (failure || !upload || started.has(field)) {
      // A part the map does not name, or past a failure: read past it.
      stream.resume();
      return;
    }
    started.add(field);
    stream.on('error', fail);
    // A reader that gives up (a file refused halfway) leaves the rest of the part to be read past.
    upload.stream.on('close', () => {
      if (!stream.readableEnded) {
        stream.unpipe();
        stream.resume();
      }
    });
    // Backpressure: busboy reads on only as fast as the resolver reads this file.
    stream.pipe(upload.stream);
    upload.open(filename, mimeType);
  });
  parser.on('filesLimit', () => fail(badMultipart(TOO_MANY_FILES)));
  parser.on('fieldsLimit', () => fail(badMultipart('La requête multipart contient trop de champs.')));
  parser.on('error', fail);
  parser.on('finish', () => {
    stopWatch();
    if (!settled)
      fail(badMultipart('Les champs « operations » et « map » manquent dans la requête multipart.'));
    else if ([...uploads.keys()].some((field) => !started.has(field))) fail(badMultipart(MISSING_FILE));
  });

  meter.on('error', fail);
  // An error, or a close before the end (the client left): either way the body will not come whole.
  finished(body, (error) => {
    if (error) fail(error);
  });
  body.pipe(meter).pipe(parser);
  stopWatch = watchBodyPace(body, limits, fail);
  return reading;
}
