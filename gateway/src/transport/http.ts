import { Client, Pool } from 'undici';
import type { Dispatcher } from 'undici';
import type { Readable } from 'node:stream';
import { CallDeadline, CallDeadlineExceeded } from './call-deadline.ts';
import { collectAnswer } from './collected-answer.ts';
import type { RawAnswer } from './collected-answer.ts';
import { ConnectionSlots } from './connection-slots.ts';
import { UploadTransport } from './upload-http.ts';
import type { UploadRequest } from './upload-http.ts';
import type { LegacyAnswer, LegacyRequest } from './legacy-exchange.ts';
import { LegacyError } from './legacy-error.ts';
import { isBrokenCircuit, isTransientStatus, UpstreamFailure, UpstreamPolicy } from './upstream-policy.ts';
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

export interface LegacyHttpOptions {
  baseUrl: string;
  /** The most one attempt may take; also the bound of a call sent once (a change, a file), its wait included. */
  timeoutMs: number;
  /** The bound of a read (an idempotent JSON GET) from the moment it is asked for, every attempt included. */
  readTimeoutMs: number;
  /** Connections kept to the legacy host at most; calls beyond wait for one, within their bound. */
  connections: number;
  policy: UpstreamPolicyOptions;
  /** Connections kept for uploads alone (`upload-http.ts`), apart from `connections`. */
  uploadConnections: number;
  onUpstreamCall?: (call: UpstreamCall) => void;
}

/**
 * The transport to the legacy API: one keep-alive pool for the process (bounded connections), every call bounded
 * from the moment it is asked for (the wait for a connection, every attempt and backoff included), the upstream
 * policy (a breaker per legacy area, retries of GETs only), JSON in and out, and failures thrown as a typed
 * `LegacyError` (status, code, affichable, message).
 */
export class LegacyHttp {
  readonly #pool: Pool;
  readonly #slots: ConnectionSlots;
  // Readiness asks on a connection of its own: callers filling the pool cannot make a replica look down.
  readonly #probe: Client;
  #probing: Promise<boolean> | null = null;
  readonly #basePath: string;
  readonly #timeoutMs: number;
  readonly #readTimeoutMs: number;
  readonly #policy: UpstreamPolicy;
  readonly #onUpstreamCall: ((call: UpstreamCall) => void) | undefined;
  readonly #uploads: UploadTransport;

  constructor(options: LegacyHttpOptions) {
    const url = new URL(options.baseUrl);
    this.#pool = new Pool(url.origin, {
      connections: options.connections,
      keepAliveTimeout: 30_000,
      pipelining: 1,
      // Every call has its own bound (`CallDeadline`), which stops it. undici's timeouts for the headers and the
      // body (300 s) would only add two timers per call, each kept by undici for up to a second after the call:
      // long enough to outlive the young generation's collections at 50 connections.
      headersTimeout: 0,
      bodyTimeout: 0,
    });
    this.#slots = new ConnectionSlots(options.connections);
    this.#probe = new Client(url.origin, { pipelining: 1 });
    this.#basePath = url.pathname.replace(/\/$/, '');
    this.#timeoutMs = options.timeoutMs;
    this.#readTimeoutMs = options.readTimeoutMs;
    this.#policy = new UpstreamPolicy(options.policy);
    this.#onUpstreamCall = options.onUpstreamCall;
    this.#uploads = new UploadTransport({
      baseUrl: options.baseUrl,
      connections: options.uploadConnections,
      timeoutMs: options.timeoutMs,
    });
  }

  /**
   * Sends a call and parses the JSON answer; any status but 2xx throws the mapped `LegacyError`. Only a GET is
   * retried: a change the legacy may have applied before failing is never sent twice. A read is bounded by
   * `readTimeoutMs`, a change by `timeoutMs`, both counted from now.
   */
  async json(request: LegacyRequest): Promise<LegacyAnswer> {
    const idempotent = request.idempotent ?? request.method === 'GET';
    const deadline = new CallDeadline(idempotent ? this.#readTimeoutMs : this.#timeoutMs);
    try {
      const answer = await this.#policy.run(
        request.path,
        idempotent,
        () => this.#attempt(request, deadline, this.#collected),
        deadline,
      );
      return answered(answer);
    } catch (error) {
      throw legacyFailure(error);
    } finally {
      deadline.clear();
    }
  }

  /**
   * Opens a call whose body the caller streams (images), never retried; the caller must consume or destroy it,
   * which gives its connection back.
   */
  async stream(request: LegacyRequest, timeoutMs = this.#timeoutMs): Promise<Dispatcher.ResponseData> {
    // Not cleared: the bound also holds while the caller reads the body.
    const deadline = new CallDeadline(timeoutMs);
    try {
      // Raced: undici looks at the abort of a call only once it has a connection.
      return await deadline.race(
        this.#policy.run(request.path, false, () => this.#attempt(request, deadline, this.#streamed)),
      );
    } catch (error) {
      throw legacyFailure(error);
    }
  }

  /**
   * Readiness: whether the legacy answers at all, asked on a connection of its own, outside the breakers and the
   * queue that callers fill. Concurrent asks share one probe, so a flood of them sends one call at a time.
   */
  ready(requestId: string): Promise<boolean> {
    this.#probing ??= this.#probeOnce(requestId).finally(() => {
      this.#probing = null;
    });
    return this.#probing;
  }

  /**
   * Sends a body the caller streams (a multipart booking with its files) over the uploads' own connections and
   * reads the JSON answer, once; the call stops when `signal` aborts. The timeout counts from the moment the body
   * is sent, however long the files take to come from the browser. Any status but 2xx throws the mapped
   * `LegacyError`.
   */
  async upload(request: UploadRequest): Promise<LegacyAnswer> {
    try {
      return answered(await this.#policy.run(request.path, false, () => this.#uploadOnce(request)));
    } catch (error) {
      throw legacyFailure(error);
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.#pool.close(), this.#probe.close(), this.#uploads.close()]);
  }

  async #probeOnce(requestId: string): Promise<boolean> {
    try {
      const response = await this.#probe.request({
        method: 'GET',
        path: `${this.#basePath}/api/auth/authenticate`,
        headers: { accept: 'application/json', 'x-request-id': requestId },
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      await response.body.dump();
      return response.statusCode >= 200 && response.statusCode < 300;
    } catch {
      return false;
    }
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

  // A JSON answer, read whole as it arrives; a 502/503/504 becomes the failure the policy counts and retries.
  readonly #collected: Exchange<RawAnswer> = async (options, bound) => {
    const answer = await collectAnswer(this.#pool, options, bound);
    if (isTransientStatus(answer.status)) throw transientFailure(answer);
    return { status: answer.status, result: answer };
  };

  // An answer whose body the caller streams: it keeps its connection until the body closes.
  readonly #streamed: Exchange<Dispatcher.ResponseData> = async (options, bound) => {
    const response = await this.#pool.request({ ...options, signal: bound.signal });
    if (isTransientStatus(response.statusCode)) await readRaw(response);
    return { status: response.statusCode, result: response, openBody: response.body };
  };

  /**
   * One attempt: waits for a connection until the call's deadline (`CallDeadlineExceeded`, nothing sent), then
   * goes on the wire for at most `timeoutMs`, reported whatever its end. A 502/503/504, a timeout while the legacy
   * held the call or a lost connection throws the `UpstreamFailure` the policy counts. A body left open keeps its
   * connection until it closes.
   */
  async #attempt<T>(request: LegacyRequest, deadline: CallDeadline, exchange: Exchange<T>): Promise<T> {
    const release = await this.#slots.take(deadline);
    const startedAt = Date.now();
    // An attempt starts after its call was asked for, so a call bound no longer than an attempt ends first.
    const bound = deadline.within(this.#timeoutMs);
    let status = 0;
    let bodyKeepsSlot = false;
    try {
      const headers: Record<string, string> = {
        accept: 'application/json',
        'x-request-id': request.requestId,
      };
      Object.assign(headers, request.headers);
      if (request.body !== undefined) headers['content-type'] = 'application/json';
      const exchanged = await exchange(
        {
          method: request.method,
          path: this.#basePath + request.path,
          headers,
          body: request.body === undefined ? null : JSON.stringify(request.body),
        },
        bound,
      );
      status = exchanged.status;
      if (exchanged.openBody && !exchanged.openBody.closed) {
        exchanged.openBody.once('close', release);
        bodyKeepsSlot = true;
      }
      return exchanged.result;
    } catch (error) {
      if (error instanceof UpstreamFailure) {
        status = error.status;
        throw error;
      }
      if (!bound.exceeded) throw new UpstreamFailure('connection');
      // The legacy is to blame when it held the call for most of the time the call could last. A bound mostly
      // spent queueing for a connection is the gateway's crowd, which must not open a breaker that every other
      // caller of the area would then meet.
      if (Date.now() - startedAt >= Math.min(this.#timeoutMs, deadline.ms) / 2)
        throw new UpstreamFailure('timeout');
      throw new CallDeadlineExceeded();
    } finally {
      if (!bodyKeepsSlot) {
        release();
        if (bound !== deadline) bound.clear();
      }
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

/** What one attempt's exchange with the legacy gives: the answer's status, its result, and a body left open. */
type Exchange<T> = (
  options: Dispatcher.DispatchOptions,
  bound: CallDeadline,
) => Promise<{ status: number; result: T; openBody?: Readable }>;

const transientFailure = (answer: RawAnswer) =>
  new UpstreamFailure('status', answer.status, answer.text, String(answer.headers['content-type'] ?? ''));

// Reads the whole answer; a 502/503/504 becomes the failure the policy counts and retries.
async function readRaw(response: Dispatcher.ResponseData): Promise<RawAnswer> {
  const answer = { status: response.statusCode, text: await response.body.text(), headers: response.headers };
  if (isTransientStatus(answer.status)) throw transientFailure(answer);
  return answer;
}

/**
 * The parsed answer, or the mapped `LegacyError` for any status but 2xx. Its text is not kept: the answer lives as
 * long as the request that read it (its loader), and the parsed body is all a resolver reads.
 */
function answered({ status, text, headers }: RawAnswer): LegacyAnswer {
  const body = parseBody(text, headers);
  if (status >= 200 && status < 300) return { status, body, headers };
  throw LegacyError.fromAnswer(status, body);
}

/** The policy's outcome as the `LegacyError` the caller sees (an open breaker: `UPSTREAM_UNAVAILABLE`). */
function legacyFailure(error: unknown): unknown {
  if (isBrokenCircuit(error)) return new LegacyError('UPSTREAM_UNAVAILABLE');
  if (error instanceof CallDeadlineExceeded) return new LegacyError('UPSTREAM_TIMEOUT');
  if (!(error instanceof UpstreamFailure)) return error;
  if (error.kind === 'timeout') return new LegacyError('UPSTREAM_TIMEOUT');
  if (error.kind === 'connection') return new LegacyError('UPSTREAM_ERROR');
  return LegacyError.fromAnswer(error.status, parseBody(error.text, { 'content-type': error.contentType }));
}

// Garbage where JSON was promised is a drift of the legacy: UPSTREAM_ERROR, like a shape zod refuses.
function parseBody(text: string, headers: Dispatcher.ResponseData['headers']): unknown {
  const contentType = String(headers['content-type'] ?? '');
  if (!text || !contentType.includes('json')) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new LegacyError('UPSTREAM_ERROR');
  }
}
