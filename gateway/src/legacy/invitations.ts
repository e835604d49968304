import type { LegacyClient } from './client.ts';
import { invitationShape, okShape, segment, type LegacyInvitation } from './shapes.ts';

/** An invitation received, opened from its link (spec 000 §7): read by anyone who holds it, accepted signed in. */
export class InvitationsApi {
  readonly #client: LegacyClient;
  constructor(client: LegacyClient) {
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
}
