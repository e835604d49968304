import { Readable } from 'node:stream';
import { Pool } from 'undici';
import type { Dispatcher } from 'undici';
import type { LegacyRequest } from './legacy-exchange.ts';
import { UpstreamFailure } from './upstream-policy.ts';

/** A call whose body the caller streams (a multipart booking with its files); `signal` stops it. */
export interface UploadRequest extends LegacyRequest {
  body: AsyncIterable<Uint8Array>;
  contentType: string;
  signal: AbortSignal;
}

export interface UploadTransportOptions {
  baseUrl: string;
  /** Connections to the legacy kept for uploads; more uploads wait for one of them. */
  connections: number;
  /** How long the legacy may take to answer once the whole body is sent. */
  timeoutMs: number;
}

/**
 * The transport of uploads, apart from every other legacy call: a body comes from the browser at the
 * browser's pace, so an upload may hold its connection for minutes. Its own undici pool keeps slow uploads,
 * however many, from taking the connections the other calls need (one pool rather than a cap per session: no
 * number of sessions can reach the other pool). How long a body may take is bounded on the browser's side
 * (`uploads/body-pace.ts`: a least rate and a body timeout, waits for a connection included), and the answer
 * after it here.
 */
export class UploadTransport {
  readonly #pool: Pool;
  readonly #basePath: string;
  readonly #timeoutMs: number;

  constructor(options: UploadTransportOptions) {
    const url = new URL(options.baseUrl);
    this.#pool = new Pool(url.origin, {
      connections: options.connections,
      keepAliveTimeout: 30_000,
      pipelining: 1,
      // undici's own headers timeout runs while the body is still being sent: the answer's timeout below
      // starts when the body ends instead, whatever time the browser took.
      headersTimeout: 0,
    });
    this.#basePath = url.pathname.replace(/\/$/, '');
    this.#timeoutMs = options.timeoutMs;
  }

  /**
   * Sends the call once and reads its answer with `read`. A timeout or a lost connection throws an
   * `UpstreamFailure`; a stop through `signal` (a refused file, the browser's request failing) throws its reason.
   */
  async send<T>(request: UploadRequest, read: (response: Dispatcher.ResponseData) => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new AbortController();
    const { body } = request;
    const timeoutMs = this.#timeoutMs;
    async function* sentThenTimed() {
      yield* body;
      timer = setTimeout(() => timedOut.abort(), timeoutMs);
    }
    try {
      const response = await this.#pool.request({
        method: request.method,
        path: this.#basePath + request.path,
        headers: {
          accept: 'application/json',
          'x-request-id': request.requestId,
          ...request.headers,
          'content-type': request.contentType,
        },
        body: Readable.from(sentThenTimed(), { objectMode: false }),
        signal: AbortSignal.any([request.signal, timedOut.signal]),
      });
      return await read(response);
    } catch (error) {
      if (timedOut.signal.aborted) throw new UpstreamFailure('timeout');
      // The gateway gave up itself (a refused file, the browser gone): nothing the legacy is to blame for.
      if (request.signal.aborted) throw request.signal.reason;
      if (error instanceof UpstreamFailure) throw error;
      throw new UpstreamFailure('connection');
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    await this.#pool.close();
  }
}
