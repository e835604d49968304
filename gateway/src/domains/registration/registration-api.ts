import { z } from 'zod';
import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import { okShape } from '../legacy-shapes.ts';

const guidShape = z.object({ guidPersonne: z.string() });

/** What registration sends (spec 000 §3): `external` is the linked external account's subject, or null. */
export interface RegistrationPayload {
  username: string;
  email: string;
  pwd: string;
  codeliaison: string;
  codedossier: string;
  external: string | null;
}

/** Everything a person does before having a session: registration and the password reset. No call carries one. */
export class RegistrationApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  /** GET /api/auth/getGuidPersonne/{x}: the link code of a person, by e-mail (404 when unknown). */
  async linkCodeOf(email: string): Promise<string> {
    const path = `/api/auth/getGuidPersonne/${encodeURIComponent(email)}`;
    return (await this.#client.get(path, guidShape, { session: false })).guidPersonne;
  }

  /** POST /api/auth/register. */
  async register(payload: RegistrationPayload): Promise<void> {
    await this.#client.send('POST', '/api/auth/register', okShape, { body: payload, session: false });
  }

  /**
   * POST /api/auth/checkBeforeRegister: step 1 of the invitation sign-up; 409 when the e-mail (or the external
   * account's subject) is in use.
   */
  async checkBeforeRegister(username: string, external: string | null): Promise<void> {
    await this.#client.send('POST', '/api/auth/checkBeforeRegister', okShape, {
      body: { username, external },
      session: false,
    });
  }

  /** POST /api/auth/pwdforgot: the legacy mails a reset link to a known login. */
  async forgotPassword(username: string): Promise<void> {
    await this.#client.send('POST', '/api/auth/pwdforgot', okShape, { body: { username }, session: false });
  }

  /** POST /api/auth/dopwdforgotupdate. */
  async recoverAccount(payload: { pwd: string; uid: string; codedossier: string }): Promise<void> {
    await this.#client.send('POST', '/api/auth/dopwdforgotupdate', okShape, {
      body: payload,
      session: false,
    });
  }
}

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly registration: RegistrationApi;
  }
}
