import type { FastifyBaseLogger } from 'fastify';
import type { Dispatcher } from 'undici';
import type { z } from 'zod';
import { createGetLoader, type GetLoader } from '../loaders/get-loader.ts';
import { AccountApi } from './account.ts';
import { AppointmentsApi } from './appointments.ts';
import type { PortalSession } from '../http/session-cookie.ts';
import { AuthApi, type Identity } from './auth.ts';
import { BillingApi } from './billing.ts';
import { ContactsApi } from './contacts.ts';
import { CredentialsApi } from './credentials.ts';
import { CropRotationApi } from './crop-rotation.ts';
import { DuerApi } from './duer.ts';
import { DuerPagesApi } from './duer-pages.ts';
import { DuerAnnexesApi } from './duer-annexes.ts';
import { DuerGeneralInfoApi } from './duer-general-info.ts';
import { DuerPrintApi } from './duer-print.ts';
import { DuerPreambleApi } from './duer-preamble.ts';
import { DuerAuditApi } from './duer-audit.ts';
import { DuerPictosApi } from './duer-pictos.ts';
import { YieldMapApi } from './yield-map.ts';
import { MailThemesApi } from './mail-themes.ts';
import { CollaborateurApi } from './collaborateur.ts';
import { DroitsApi } from './droits.ts';
import { EventsApi } from './events.ts';
import { DocumentsApi } from './documents.ts';
import { BoardDocumentsApi } from './board-documents.ts';
import { DocumentUploadsApi } from './document-uploads.ts';
import { FiguresApi } from './figures.ts';
import { GenericPagesApi } from './generic-pages.ts';
import { GalleryApi } from './gallery.ts';
import { DocumentationsApi } from './documentations.ts';
import { TutorialsApi } from './tutorials.ts';
import { GeneralAssemblyApi } from './general-assembly.ts';
import { HomeApi } from './home.ts';
import { LoansApi } from './loans.ts';
import type { LegacyAnswer, LegacyHttp, LegacyRequest } from './http.ts';
import { NotificationsApi } from './notifications.ts';
import { ParcoursApi } from './parcours.ts';
import { RegistrationApi } from './registration.ts';
import { InvitationsApi } from './invitations.ts';
import { ServicesApi } from './services.ts';
import { SharingApi } from './sharing.ts';
import { ShortcutsApi } from './shortcuts.ts';
import { ThemeApi } from './theme.ts';
import { ToolsApi } from './tools.ts';
import { LegacyError } from './legacy-error.ts';
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
  readonly figures = new FiguresApi(this);
  readonly parcours = new ParcoursApi(this);
  readonly theme = new ThemeApi(this);
  readonly contacts = new ContactsApi(this);
  readonly credentials = new CredentialsApi(this);
  readonly mailThemes = new MailThemesApi(this);
  readonly registration = new RegistrationApi(this);
  readonly invitations = new InvitationsApi(this);
  readonly sharing = new SharingApi(this);
  readonly tools = new ToolsApi(this);
  readonly shortcuts = new ShortcutsApi(this);
  readonly loans = new LoansApi(this);
  readonly cropRotation = new CropRotationApi(this);
  readonly duer = new DuerApi(this);
  readonly duerPages = new DuerPagesApi(this);
  readonly duerAnnexes = new DuerAnnexesApi(this);
  readonly duerGeneralInfo = new DuerGeneralInfoApi(this);
  readonly duerPrint = new DuerPrintApi(this);
  readonly duerPreamble = new DuerPreambleApi(this);
  readonly duerAudit = new DuerAuditApi(this);
  readonly duerPictos = new DuerPictosApi(this);
  readonly yieldMap = new YieldMapApi(this);
  readonly account = new AccountApi(this);
  readonly documents = new DocumentsApi(this);
  readonly boardDocuments = new BoardDocumentsApi(this);
  readonly documentUploads = new DocumentUploadsApi(this);
  readonly genericPages = new GenericPagesApi(this);
  readonly gallery = new GalleryApi(this);
  readonly billing = new BillingApi(this);
  readonly services = new ServicesApi(this);
  readonly generalAssembly = new GeneralAssemblyApi(this);
  readonly documentations = new DocumentationsApi(this);
  readonly tutorials = new TutorialsApi(this);

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
    if (session) this.auth.remember(session.identity);
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
