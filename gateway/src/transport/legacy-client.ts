import type { FastifyBaseLogger } from 'fastify';
import type { Dispatcher } from 'undici';
import type { z } from 'zod';
import { createGetLoader, type GetLoader } from './get-loader.ts';
import type { PortalSession } from './legacy-identity.ts';
import type { LegacyHttp } from './http.ts';
import type { LegacyAnswer, LegacyRequest } from './legacy-exchange.ts';
import type { LegacyAreas, LegacyCalls } from './legacy-calls.ts';
import type { Identity } from './legacy-identity.ts';
import { LegacyError } from './legacy-error.ts';

import { LEGACY_SESSION_COOKIE } from './legacy-session.ts';

/**
 * The legacy API as one HTTP request of the gateway sees it: the session and the loaders that make every GET of the
 * request (all operations of a batch included) happen once. The domains' areas are built on it by their registry
 * (domains/legacy-client.ts), each taking it as its `LegacyCalls`.
 */
export class LegacyRequestClient implements LegacyCalls {
  readonly #http: LegacyHttp;
  readonly #requestId: string;
  // Legacy calls this HTTP request may still send (LEGACY_CALLS_PER_REQUEST), whatever its operations ask.
  #callsLeft: number;
  readonly #callsPerRequest: number;
  readonly #log: FastifyBaseLogger;
  #session: PortalSession | null;
  // Public calls (and the session check itself) go without the collaborator header.
  readonly #publicGets: GetLoader<LegacyAnswer>;
  readonly #sessionGets: GetLoader<LegacyAnswer>;
  // An answer read twice with one shape (a call started early, then read by its resolver) is parsed once.
  readonly #parsed = new WeakMap<LegacyAnswer, Map<z.ZodType, unknown>>();

  constructor(
    http: LegacyHttp,
    options: {
      session: PortalSession | null;
      requestId: string;
      log: FastifyBaseLogger;
      callsPerRequest: number;
    },
  ) {
    this.#http = http;
    this.#requestId = options.requestId;
    this.#callsLeft = options.callsPerRequest;
    this.#callsPerRequest = options.callsPerRequest;
    this.#log = options.log;
    this.#session = options.session;
    this.#publicGets = createGetLoader((path) => this.#call({ method: 'GET', path }, false));
    this.#sessionGets = createGetLoader((path) => this.#call({ method: 'GET', path }, true));
  }

  /** Legacy calls this HTTP request has sent so far (its cost in `extensions.cost`). */
  get callsMade(): number {
    return this.#callsPerRequest - this.#callsLeft;
  }

  get hasSession(): boolean {
    return this.#session !== null;
  }

  /** Who the session cookie says is signed in, before the session check confirms it. */
  get identityHint(): Identity | null {
    return this.#session?.identity ?? null;
  }

  /** Switches to another legacy session (sign-in, sign-out): answers read with the previous one are dropped. */
  useSession(session: PortalSession | null): void {
    this.#session = session;
    this.#publicGets.clearAll();
    this.#sessionGets.clearAll();
  }

  /** A GET through the request's loader, parsed with the contract's shape. */
  async get<S extends z.ZodType>(
    path: string,
    shape: S,
    options: { session?: boolean } = {},
  ): Promise<z.output<S>> {
    const loader = options.session === false ? this.#publicGets : this.#sessionGets;
    return this.#parse(path, shape, await loader.load(path));
  }

  /** Like get, but answers null on 204 No Content. */
  async getOrNull<S extends z.ZodType>(path: string, shape: S): Promise<z.output<S> | null> {
    const answer = await this.#sessionGets.load(path);
    return answer.status === 204 ? null : this.#parse(path, shape, answer);
  }

  /** Primes the loader with an answer learnt another way (the identity returned by the sign-in). */
  prime(path: string, body: unknown): void {
    this.#publicGets.prime(path, { status: 200, body, headers: {} });
  }

  /** Drops a cached GET after a mutation changed what it answers. */
  forget(path: string): void {
    this.#sessionGets.clear(path);
  }

  /** A call that changes something on the legacy: never cached. */
  async send<S extends z.ZodType>(
    method: 'POST' | 'PUT' | 'DELETE' | 'GET',
    path: string,
    shape: S,
    options: { body?: unknown; session?: boolean; idempotent?: boolean } = {},
  ): Promise<{ data: z.output<S>; answer: LegacyAnswer }> {
    const answer = await this.#call(
      { method, path, body: options.body, idempotent: options.idempotent },
      options.session ?? true,
    );
    return { data: this.#parse(path, shape, answer), answer };
  }

  /** A change whose body streams as it is produced (multipart booking): never cached. */
  async upload<S extends z.ZodType>(
    path: string,
    shape: S,
    options: { body: AsyncIterable<Uint8Array>; contentType: string; signal: AbortSignal },
  ): Promise<z.output<S>> {
    this.#spendCall();
    const answer = await this.#http.upload({
      method: 'POST',
      path,
      headers: this.#sessionHeaders(true),
      requestId: this.#requestId,
      ...options,
    });
    return this.#parse(path, shape, answer);
  }

  /** Opens a streamed GET with the session (file routes); a file the legacy builds slowly gives its own bound. */
  async stream(path: string, timeoutMs?: number): Promise<Dispatcher.ResponseData> {
    this.#spendCall();
    return this.#http.stream(
      {
        method: 'GET',
        path,
        headers: this.#sessionHeaders(true),
        requestId: this.#requestId,
      },
      timeoutMs,
    );
  }

  async #call(
    request: Pick<LegacyRequest, 'method' | 'path' | 'body' | 'idempotent'>,
    session: boolean,
  ): Promise<LegacyAnswer> {
    const headers = this.#sessionHeaders(session);
    this.#spendCall();
    return this.#http.json({ ...request, headers, requestId: this.#requestId });
  }

  // Counted when asked, before anything is sent: the excess is refused, not sent then regretted.
  #spendCall(): void {
    if (this.#callsLeft <= 0) throw new LegacyError('TOO_MANY_UPSTREAM_CALLS');
    this.#callsLeft -= 1;
  }

  // The signed identity of the cookie chooses the collaborator header, so these calls need not wait for the
  // session check; the legacy refuses a header that does not match its session.
  #sessionHeaders(session: boolean): Record<string, string> {
    if (this.#session === null) {
      if (session) throw new LegacyError('UNAUTHENTICATED');
      return {};
    }
    const headers: Record<string, string> = { cookie: `${LEGACY_SESSION_COOKIE}=${this.#session.token}` };
    const { identity } = this.#session;
    if (session && identity.typeUtilisateur === 'collab') headers.usernamegerant = identity.userId;
    return headers;
  }

  // The legacy answered something CONTRACT.md does not describe: logged in full, masked for the caller.
  #parse<S extends z.ZodType>(path: string, shape: S, answer: LegacyAnswer): z.output<S> {
    const known = this.#parsed.get(answer) ?? new Map<z.ZodType, unknown>();
    this.#parsed.set(answer, known);
    if (!known.has(shape)) {
      const parsed = shape.safeParse(answer.body);
      if (!parsed.success)
        this.#log.error({ path, issues: parsed.error.issues }, 'legacy answer does not match the contract');
      known.set(shape, parsed.success ? parsed.data : DRIFT);
    }
    const data = known.get(shape);
    if (data === DRIFT) throw new LegacyError('UPSTREAM_ERROR');
    return data as z.output<S>;
  }
}

// An answer the contract does not describe: logged once, refused every time it is read.
const DRIFT = Symbol('legacy answer out of contract');

/** The client of one request with every domain's legacy area on it (ctx.legacy). */
export type LegacyClient = LegacyRequestClient & LegacyAreas;
