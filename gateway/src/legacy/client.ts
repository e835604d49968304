import type DataLoader from 'dataloader';
import type { FastifyBaseLogger } from 'fastify';
import type { Dispatcher } from 'undici';
import type { z } from 'zod';
import { createGetLoader } from '../loaders/get-loader.ts';
import { AppointmentsApi } from './appointments.ts';
import { AuthApi, type Identity } from './auth.ts';
import { CollaborateurApi } from './collaborateur.ts';
import { DroitsApi } from './droits.ts';
import { EventsApi } from './events.ts';
import { HomeApi } from './home.ts';
import type { LegacyAnswer, LegacyHttp, LegacyRequest } from './http.ts';
import { NotificationsApi } from './notifications.ts';
import { ParcoursApi } from './parcours.ts';
import { ThemeApi } from './theme.ts';
import { gatewayError } from './upstream-error.ts';
import { UserApi } from './user.ts';

import { LEGACY_SESSION_COOKIE } from './legacy-session.ts';

/**
 * The legacy API as one HTTP request of the gateway sees it: the session, a typed module per legacy area and the
 * loaders that make every GET of the request (all operations of a batch included) happen once.
 */
export class LegacyClient {
  readonly auth = new AuthApi(this);
  readonly droits = new DroitsApi(this);
  readonly collaborateur = new CollaborateurApi(this);
  readonly user = new UserApi(this);
  readonly notifications = new NotificationsApi(this);
  readonly home = new HomeApi(this);
  readonly appointments = new AppointmentsApi(this);
  readonly events = new EventsApi(this);
  readonly parcours = new ParcoursApi(this);
  readonly theme = new ThemeApi(this);

  readonly #http: LegacyHttp;
  readonly #requestId: string;
  readonly #log: FastifyBaseLogger;
  #token: string | null;
  // Public calls (and the session check itself) go without the collaborator header, which needs the identity.
  readonly #publicGets: DataLoader<string, LegacyAnswer>;
  readonly #sessionGets: DataLoader<string, LegacyAnswer>;

  constructor(
    http: LegacyHttp,
    options: { token: string | null; requestId: string; log: FastifyBaseLogger },
  ) {
    this.#http = http;
    this.#requestId = options.requestId;
    this.#log = options.log;
    this.#token = options.token;
    this.#publicGets = createGetLoader((path) => this.#call({ method: 'GET', path }, false));
    this.#sessionGets = createGetLoader((path) => this.#call({ method: 'GET', path }, true));
  }

  get hasSession(): boolean {
    return this.#token !== null;
  }

  /** Switches to another legacy session (sign-in, sign-out): answers read with the previous one are dropped. */
  useSession(token: string | null, identity?: Identity): void {
    this.#token = token;
    this.#publicGets.clearAll();
    this.#sessionGets.clearAll();
    if (identity) this.auth.remember(identity);
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
    this.#publicGets.clear(path).prime(path, { status: 200, body, headers: {} });
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
    options: { body?: unknown; session?: boolean } = {},
  ): Promise<{ data: z.output<S>; answer: LegacyAnswer }> {
    const answer = await this.#call({ method, path, body: options.body }, options.session ?? true);
    return { data: this.#parse(path, shape, answer), answer };
  }

  /** Opens a streamed GET with the session (file routes). */
  async stream(path: string): Promise<Dispatcher.ResponseData> {
    return this.#http.stream({
      method: 'GET',
      path,
      headers: await this.#sessionHeaders(true),
      requestId: this.#requestId,
    });
  }

  async #call(
    request: Pick<LegacyRequest, 'method' | 'path' | 'body'>,
    session: boolean,
  ): Promise<LegacyAnswer> {
    const headers = await this.#sessionHeaders(session);
    return this.#http.json({ ...request, headers, requestId: this.#requestId });
  }

  async #sessionHeaders(session: boolean): Promise<Record<string, string>> {
    if (this.#token === null) {
      if (session) throw gatewayError('UNAUTHENTICATED');
      return {};
    }
    const headers: Record<string, string> = { cookie: `${LEGACY_SESSION_COOKIE}=${this.#token}` };
    if (!session) return headers;
    const identity = await this.auth.identity();
    if (identity === null) throw gatewayError('UNAUTHENTICATED');
    if (identity.typeUtilisateur === 'collab') headers.usernamegerant = identity.userId;
    return headers;
  }

  // The legacy answered something CONTRACT.md does not describe: logged in full, masked for the caller.
  #parse<S extends z.ZodType>(path: string, shape: S, answer: LegacyAnswer): z.output<S> {
    const parsed = shape.safeParse(answer.body);
    if (parsed.success) return parsed.data;
    this.#log.error({ path, issues: parsed.error.issues }, 'legacy answer does not match the contract');
    throw gatewayError('UPSTREAM_ERROR');
  }
}
