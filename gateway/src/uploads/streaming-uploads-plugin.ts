import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '@portal/schema/rules/attachments';
import type { Plugin } from 'graphql-yoga';
import type { BodyPace } from './body-pace.ts';
import { readStreamingMultipart } from './multipart-parser.ts';
import type { MultipartReading } from './multipart-parser.ts';

/** The whole multipart body a request may carry: 4 files of 25 MB and the operations beside them. */
export const MULTIPART_BODY_LIMIT = MAX_ATTACHMENTS * MAX_ATTACHMENT_BYTES + 1024 * 1024;

/**
 * Replaces Yoga's multipart parsing, which reads whole files in memory, by the streaming parser
 * (ARCHITECTURE rule 9). `bodyOf` gives the raw body (the Node request behind Fastify).
 *
 * Why not a library: graphql-upload (18) first copies every file to disk (fs-capacitor), so the gateway would
 * hold whole files and take the browser's bytes faster than the legacy does; graphql-upload-minimal streams
 * but walks the map's paths through any property (`constructor.prototype.x` still reaches Object.prototype)
 * and works on Node's request and response rather than Yoga's parser hook. busboy (@fastify/busboy) does the
 * multipart parsing here; only the spec's `operations`/`map` handling is ours (`operations-map.ts`).
 */
export function useStreamingUploads<TServerContext extends object>(
  bodyOf: (request: Request, serverContext: TServerContext) => Readable,
  pace: BodyPace,
): Plugin<Record<string, unknown>, TServerContext & Record<string, unknown>> {
  const limits = {
    ...pace,
    bodyBytes: MULTIPART_BODY_LIMIT,
    fileBytes: MAX_ATTACHMENT_BYTES,
    // A few parts past the booking's 4 files are read past; more is not a browser's request.
    files: MAX_ATTACHMENTS + 4,
  };
  const readings = new WeakMap<Request, MultipartReading>();
  return {
    onRequestParse({ request, serverContext, setRequestParser }) {
      const contentType = request.headers.get('content-type') ?? '';
      if (request.method !== 'POST' || !contentType.toLowerCase().startsWith('multipart/form-data')) return;
      setRequestParser((r) => {
        const reading = readStreamingMultipart(contentType, bodyOf(r, serverContext), limits);
        readings.set(r, reading);
        return reading.params;
      });
    },
    onResponse({ request, response }) {
      // A body that failed is not read on: the connection closes once the answer is out.
      if (readings.get(request)?.answered()) response.headers.set('connection', 'close');
    },
  };
}

/** The raw body of a request: the Node stream when the server hands one, else the Fetch body. */
export function rawBody(request: Request, nodeRequest: Readable | undefined): Readable {
  if (nodeRequest) return nodeRequest;
  if (!request.body) return Readable.from([]);
  return Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);
}
