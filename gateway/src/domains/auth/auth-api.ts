import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import { LEGACY_SESSION_COOKIE } from '../../transport/legacy-session.ts';
import { LegacyError } from '../../transport/legacy-error.ts';
import type { Identity } from '../../transport/legacy-identity.ts';
import { okShape } from '../legacy-shapes.ts';
import { identityShape, authenticateShape } from './auth-shapes.ts';

const AUTHENTICATE = '/api/auth/authenticate';

/** The firm's login service: who is signed in, sign-in, sign-out. */
export class AuthApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  /** The signed-in person, or null (no session, or the legacy no longer knows it). */
  async identity(): Promise<Identity | null> {
    if (!this.#client.hasSession) return null;
    const answer = await this.#client.get(AUTHENTICATE, authenticateShape, { session: false });
    return answer.status === 'OK' ? { userId: answer.userId, typeUtilisateur: answer.typeUtilisateur } : null;
  }

  remember(identity: Identity): void {
    this.#client.prime(AUTHENTICATE, { status: 'OK', ...identity });
  }

  /** POST /api/auth/login: the session token and identity, or null on wrong credentials (401). */
  async login(username: string, password: string): Promise<{ token: string; identity: Identity } | null> {
    return this.#openSession('/api/auth/login', { username, password });
  }

  /**
   * POST /api/auth/login/externe: the session of the account linked to an external account's subject (checked by
   * the gateway's OpenID Connect flow), or null when no confirmed account is linked to it (401).
   */
  async loginExternal(external: string): Promise<{ token: string; identity: Identity } | null> {
    return this.#openSession('/api/auth/login/externe', { external });
  }

  async #openSession(path: string, body: unknown): Promise<{ token: string; identity: Identity } | null> {
    try {
      const { data, answer } = await this.#client.send('POST', path, identityShape, {
        body,
        session: false,
      });
      const token = sessionTokenOf(answer.headers['set-cookie']);
      if (token === null) throw new LegacyError('UPSTREAM_ERROR');
      return { token, identity: { userId: data.userId, typeUtilisateur: data.typeUtilisateur } };
    } catch (error) {
      if (error instanceof LegacyError && error.code === 'UNAUTHENTICATED') return null;
      throw error;
    }
  }

  /** GET /api/auth/logout: closes the legacy session (a GET that changes state: never retried). */
  async logout(): Promise<void> {
    await this.#client.send('GET', '/api/auth/logout', okShape, { session: false, idempotent: false });
  }
}

/** The legacy session token a Set-Cookie header opens, or null. */
export function sessionTokenOf(setCookie: string | string[] | undefined): string | null {
  const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  for (const line of lines) {
    const match = new RegExp(`^${LEGACY_SESSION_COOKIE}=([^;]+)`).exec(line.trim());
    if (match?.[1]) return match[1];
  }
  return null;
}

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly auth: AuthApi;
  }
}
