import { Readable } from 'node:stream';
import { Pool } from 'undici';
import type { Dispatcher } from 'undici';
import { gatewayError, upstreamStatusError } from './upstream-error.ts';

/** One call to the legacy API, reported for the benchmark and the contract tests' call budgets. */
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
}

export interface LegacyHttpOptions {
  baseUrl: string;
  timeoutMs: number;
  onUpstreamCall?: (call: UpstreamCall) => void;
}

/**
 * The transport to the legacy API: one keep-alive pool for the process, a timeout on every call, JSON in and out,
 * and failures turned into GraphQL errors with `extensions.code`.
 */
export class LegacyHttp {
  readonly #pool: Pool;
  readonly #basePath: string;
  readonly #timeoutMs: number;
  readonly #onUpstreamCall: ((call: UpstreamCall) => void) | undefined;

  constructor(options: LegacyHttpOptions) {
    const url = new URL(options.baseUrl);
    this.#pool = new Pool(url.origin, { connections: 64, keepAliveTimeout: 30_000, pipelining: 1 });
    this.#basePath = url.pathname.replace(/\/$/, '');
    this.#timeoutMs = options.timeoutMs;
    this.#onUpstreamCall = options.onUpstreamCall;
  }

  /** Sends a call and parses the JSON answer; any status but 2xx throws the mapped GraphQL error. */
  async json(request: LegacyRequest): Promise<LegacyAnswer> {
    const answer = await this.#send(request, (response) => readJson(response));
    if (answer.status >= 200 && answer.status < 300) return answer;
    throw upstreamStatusError(answer.status, answer.body);
  }

  /** Opens a call whose body the caller streams (images); the caller must consume or destroy the body. */
  async stream(request: LegacyRequest): Promise<Dispatcher.ResponseData> {
    return this.#send(request, (response) => Promise.resolve(response));
  }

  /**
   * Sends a body the caller streams (a multipart booking with its files) and reads the JSON answer; the call
   * stops when `signal` aborts. The timeout counts from the moment the body is sent, however long the files
   * take to come from the browser. Any status but 2xx throws the mapped GraphQL error.
   */
  async upload(
    request: LegacyRequest & { body: AsyncIterable<Uint8Array>; contentType: string; signal: AbortSignal },
  ): Promise<LegacyAnswer> {
    const startedAt = Date.now();
    let status = 0;
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
      status = response.statusCode;
      const answer = await readJson(response);
      if (status >= 200 && status < 300) return answer;
      throw upstreamStatusError(status, answer.body);
    } catch (error) {
      if (timedOut.signal.aborted) throw gatewayError('UPSTREAM_TIMEOUT');
      if (request.signal.aborted) throw request.signal.reason;
      if (error instanceof Error && 'extensions' in error) throw error;
      throw gatewayError('UPSTREAM_ERROR');
    } finally {
      clearTimeout(timer);
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

  async close(): Promise<void> {
    await this.#pool.close();
  }

  async #send<T>(
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
      return await read(response);
    } catch (error) {
      if (signal.aborted) throw gatewayError('UPSTREAM_TIMEOUT');
      if (error instanceof Error && 'extensions' in error) throw error;
      throw gatewayError('UPSTREAM_ERROR');
    } finally {
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
}

async function readJson(response: Dispatcher.ResponseData): Promise<LegacyAnswer> {
  const text = await response.body.text();
  const contentType = String(response.headers['content-type'] ?? '');
  const body: unknown = text && contentType.includes('json') ? JSON.parse(text) : undefined;
  return { status: response.statusCode, body, headers: response.headers };
}
