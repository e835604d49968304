import { sessionTokenOf } from '../auth/auth-api.ts';
import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import { LegacyError } from '../../transport/legacy-error.ts';
import { invitationShape, okShape, segment, type LegacyInvitation } from '../legacy-shapes.ts';

/** Registration with an invitation (spec 000 §3); `external`: the linked external account's subject, or null. */
export interface InvitationSignUpPayload {
  username: string;
  codedossier: string;
  email: string;
  pwd: string;
  codeCivilite: string;
  nom: string;
  prenom: string;
  external: string | null;
}

/** An invitation received, opened from its link (spec 000 §7): read by anyone who holds it, accepted signed in. */
export class InvitationsApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  /** GET /api/droits/invitations/{id}: with or without a session (404 when unknown). */
  byId(id: string): Promise<LegacyInvitation> {
    return this.#client.get(`/api/droits/invitations/${segment(id)}`, invitationShape, { session: false });
  }

  /** PUT /api/droits/invitations/{id}/accepter: the invitation's files for the signed-in person; once. */
  async accept(id: string): Promise<void> {
    await this.#client.send('PUT', `/api/droits/invitations/${segment(id)}/accepter`, okShape);
  }

  /** POST /api/droits/invitations/{id}/inscrireetaccepter: creates the account, accepts; the new session's token. */
  async signUpAndAccept(id: string, payload: InvitationSignUpPayload): Promise<string> {
    const { answer } = await this.#client.send(
      'POST',
      `/api/droits/invitations/${segment(id)}/inscrireetaccepter`,
      okShape,
      { body: payload, session: false },
    );
    const token = sessionTokenOf(answer.headers['set-cookie']);
    if (token === null) throw new LegacyError('UPSTREAM_ERROR');
    return token;
  }
}

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly invitations: InvitationsApi;
  }
}
