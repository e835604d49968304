import { Pool } from 'undici';
import type { Dispatcher } from 'undici';
import { UploadTransport } from './upload-http.ts';
import type { UploadRequest } from './upload-http.ts';
import { gatewayError, upstreamStatusError } from './upstream-error.ts';
import { isBrokenCircuit, UpstreamFailure, UpstreamPolicy } from './upstream-policy.ts';
import type { UpstreamPolicyOptions } from './upstream-policy.ts';

/** One attempt sent to the legacy API (a retried GET reports each), for the benchmark and the call budgets. */
export interface UpstreamCall {
  method: string;
  path: string;
  status: number;
  startedAt: number;
  endedAt: number;
  operationRequestId: string;
}

export interface LegacyAnswer {
  status: number;
  body: unknown;
  headers: Dispatcher.ResponseData['headers'];
}

export interface LegacyRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path with its query string, starting with /api. */
  path: string;
  headers: Record<string, string>;
  body?: unknown;
  requestId: string;
  /** False for a GET that changes something on the legacy (sign-out): it is never retried. Default: GET only. */
  idempotent?: boolean;
}

export interface LegacyHttpOptions {
  baseUrl: string;
  timeoutMs: number;
  /** Connections kept to the legacy host at most; calls beyond wait in the pool's queue. */
  connections: number;
  policy: UpstreamPolicyOptions;
  /** Connections kept for uploads alone (`upload-http.ts`), apart from `connections`. */
  uploadConnections: number;
  onUpstreamCall?: (call: UpstreamCall) => void;
}

/**
 * The transport to the legacy API: one keep-alive pool for the process (bounded connections), a timeout on every
 * attempt, the upstream policy (a breaker per legacy area, retries of GETs only), JSON in and out, and failures
 * turned into GraphQL errors with `extensions.code`.
 */
export class LegacyHttp {
  readonly #pool: Pool;
  readonly #basePath: string;
  readonly #timeoutMs: number;
  readonly #policy: UpstreamPolicy;
  readonly #onUpstreamCall: ((call: UpstreamCall) => void) | undefined;
  readonly #uploads: UploadTransport;

  constructor(options: LegacyHttpOptions) {
    const url = new URL(options.baseUrl);
    this.#pool = new Pool(url.origin, {
      connections: options.connections,
      keepAliveTimeout: 30_000,
      pipelining: 1,
    });
    this.#basePath = url.pathname.replace(/\/$/, '');
    this.#timeoutMs = options.timeoutMs;
    this.#policy = new UpstreamPolicy(options.policy);
    this.#onUpstreamCall = options.onUpstreamCall;
    this.#uploads = new UploadTransport({
      baseUrl: options.baseUrl,
      connections: options.uploadConnections,
      timeoutMs: options.timeoutMs,
    });
  }

  /**
   * Sends a call and parses the JSON answer; any status but 2xx throws the mapped GraphQL error. Only a GET is
   * retried: a change the legacy may have applied before failing is never sent twice.
   */
  async json(request: LegacyRequest): Promise<LegacyAnswer> {
    const answer = await mapFailures(() =>
      this.#policy.run(request.path, request.idempotent ?? request.method === 'GET', () =>
        this.#attempt(request, async (response) => ({
          status: response.statusCode,
          text: await response.body.text(),
          headers: response.headers,
        })),
      ),
    );
    const body = parseBody(answer.text, answer.headers);
    if (answer.status >= 200 && answer.status < 300) return { ...answer, body };
    throw upstreamStatusError(answer.status, body);
  }

  /** Opens a call whose body the caller streams (images), never retried; the caller must consume or destroy it. */
  async stream(request: LegacyRequest): Promise<Dispatcher.ResponseData> {
    return mapFailures(() =>
      this.#policy.run(request.path, false, () =>
        this.#attempt(request, (response) => Promise.resolve(response)),
      ),
    );
  }

  /**
   * Sends a body the caller streams (a multipart booking with its files) over the uploads' own connections and
   * reads the JSON answer, once; the call stops when `signal` aborts. The timeout counts from the moment the body
   * is sent, however long the files take to come from the browser. Any status but 2xx throws the mapped GraphQL
   * error.
   */
  async upload(request: UploadRequest): Promise<LegacyAnswer> {
    const answer = await mapFailures(() =>
      this.#policy.run(request.path, false, () => this.#uploadOnce(request)),
    );
    const body = parseBody(answer.text, answer.headers);
    if (answer.status >= 200 && answer.status < 300) return { ...answer, body };
    throw upstreamStatusError(answer.status, body);
  }

  async close(): Promise<void> {
    await Promise.all([this.#pool.close(), this.#uploads.close()]);
  }

  async #uploadOnce(request: UploadRequest): Promise<RawAnswer> {
    const startedAt = Date.now();
    let status = 0;
    try {
      return await this.#uploads.send(request, (response) => {
        status = response.statusCode;
        return readRaw(response);
      });
    } finally {
      this.#report(request, status, startedAt);
    }
  }

  /** One call on the wire, reported whatever its end; a 5xx, a timeout or a lost connection throws. */
  async #attempt<T>(
    request: LegacyRequest,
    read: (response: Dispatcher.ResponseData) => Promise<T>,
  ): Promise<T> {
    const startedAt = Date.now();
    const signal = AbortSignal.timeout(this.#timeoutMs);
    let status = 0;
    try {
      const headers: Record<string, string> = {
        accept: 'application/json',
        'x-request-id': request.requestId,
      };
      Object.assign(headers, request.headers);
      if (request.body !== undefined) headers['content-type'] = 'application/json';
      const response = await this.#pool.request({
        method: request.method,
        path: this.#basePath + request.path,
        headers,
        body: request.body === undefined ? null : JSON.stringify(request.body),
        signal,
      });
      status = response.statusCode;
      if (status >= 500) await readRaw(response);
      return await read(response);
    } catch (error) {
      if (error instanceof UpstreamFailure) throw error;
      throw new UpstreamFailure(signal.aborted ? 'timeout' : 'connection');
    } finally {
      this.#report(request, status, startedAt);
    }
  }

  #report(request: LegacyRequest, status: number, startedAt: number): void {
    this.#onUpstreamCall?.({
      method: request.method,
      path: request.path,
      status,
      startedAt,
      endedAt: Date.now(),
      operationRequestId: request.requestId,
    });
  }
}

interface RawAnswer {
  status: number;
  text: string;
  headers: Dispatcher.ResponseData['headers'];
}

// Reads the whole answer; a 5xx becomes the failure the policy counts (and retries when transient).
async function readRaw(response: Dispatcher.ResponseData): Promise<RawAnswer> {
  const answer = { status: response.statusCode, text: await response.body.text(), headers: response.headers };
  if (answer.status >= 500) {
    const contentType = String(response.headers['content-type'] ?? '');
    throw new UpstreamFailure('status', answer.status, answer.text, contentType);
  }
  return answer;
}

/** The policy's outcome as the GraphQL error the caller sees (an open breaker: `UPSTREAM_UNAVAILABLE`). */
async function mapFailures<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isBrokenCircuit(error)) throw gatewayError('UPSTREAM_UNAVAILABLE');
    if (!(error instanceof UpstreamFailure)) throw error;
    if (error.kind === 'timeout') throw gatewayError('UPSTREAM_TIMEOUT');
    if (error.kind === 'connection') throw gatewayError('UPSTREAM_ERROR');
    throw upstreamStatusError(error.status, parseBody(error.text, { 'content-type': error.contentType }));
  }
}

// Garbage where JSON was promised is a drift of the legacy: UPSTREAM_ERROR, like a shape zod refuses.
function parseBody(text: string, headers: Dispatcher.ResponseData['headers']): unknown {
  const contentType = String(headers['content-type'] ?? '');
  if (!text || !contentType.includes('json')) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw gatewayError('UPSTREAM_ERROR');
  }
}
