import type { RightsChange } from '@portal/schema/rules/sharing';
import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import {
  categoryTreeShape,
  sentInvitationListShape,
  sentInvitationShape,
  type LegacySentInvitation,
} from './sharing-shapes.ts';
import { myRightsShape, sharingRoleListShape, transmittedRightsShape } from './sharing-shapes.ts';
import { okShape, segment } from '../legacy-shapes.ts';

/** One invited file as POST and PUT /api/droits/invitations send it (spec 000 §7). */
export interface InvitedFile {
  codeDossier: string;
  raisonSociale: string;
  idRole: number;
  categoriesIdAutorisees: string[];
}

const RECEIVED = '/api/droits/invitations';
const SENT = '/api/droits/invitations/sent';
const MY_RIGHTS = '/api/droits/mesdroits';
const TRANSMITTED = '/api/droits/sent';

/** Access sharing both ways (legacy-api/CONTRACT.md, /api/droits/*): what I received, what I share. */
export class SharingApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  /** GET /api/droits/roles */
  roles() {
    return this.#client.get('/api/droits/roles', sharingRoleListShape);
  }

  /** GET /api/droits/categories */
  categories() {
    return this.#client.get('/api/droits/categories', categoryTreeShape);
  }

  /** GET /api/droits/mesdroits: my files with their role and categories. */
  myRights() {
    return this.#client.get(MY_RIGHTS, myRightsShape);
  }

  /** GET /api/droits/sent: the people with access to the files I own. */
  transmitted() {
    return this.#client.get(TRANSMITTED, transmittedRightsShape);
  }

  /** GET /api/droits/invitations/sent */
  sentInvitations(): Promise<LegacySentInvitation[]> {
    return this.#client.get(SENT, sentInvitationListShape);
  }

  /** POST /api/droits/invitations */
  async invite(mailInvite: string, dossiers: InvitedFile[]): Promise<LegacySentInvitation> {
    const { data } = await this.#client.send('POST', RECEIVED, sentInvitationShape, {
      body: { dossiers, mailInvite },
    });
    this.#client.forget(SENT);
    return data;
  }

  /** PUT /api/droits/invitations/{id}/droits */
  async changeInvitation(id: string, dossiersInvites: InvitedFile[]): Promise<LegacySentInvitation> {
    const { data } = await this.#client.send(
      'PUT',
      `${RECEIVED}/${segment(id)}/droits`,
      sentInvitationShape,
      {
        body: { id, dossiersInvites },
      },
    );
    this.#client.forget(SENT);
    return data;
  }

  /** DELETE /api/droits/invitations/{id} */
  async deleteInvitation(id: string): Promise<void> {
    await this.#client.send('DELETE', `${RECEIVED}/${segment(id)}`, okShape);
    this.#client.forget(SENT);
  }

  /** PUT /api/droits/invitations/{id}/refuser */
  async refuse(id: string): Promise<void> {
    await this.#client.send('PUT', `${RECEIVED}/${segment(id)}/refuser`, okShape);
    this.#client.forget(RECEIVED);
  }

  /** After an acceptance (InvitationsApi.accept): what it changed is read again. */
  forgetReceived(): void {
    for (const path of [RECEIVED, MY_RIGHTS, '/api/user/dossiers', '/api/droits']) this.#client.forget(path);
  }

  /** DELETE /api/droits/{codeDossier}: my own acquired access. */
  async removeMyAccess(codeDossier: string): Promise<void> {
    await this.#client.send('DELETE', `/api/droits/${segment(codeDossier)}`, okShape);
    this.forgetReceived();
  }

  /** DELETE /api/droits/{codeDossier}/{guid}: a person's access to a file I own. */
  async withdraw(codeDossier: string, guidPersonne: string): Promise<void> {
    await this.#client.send(
      'DELETE',
      `/api/droits/${segment(codeDossier)}/${segment(guidPersonne)}`,
      okShape,
    );
    this.#client.forget(TRANSMITTED);
  }

  /** PUT /api/droits/personne/{guid} */
  async setPersonRights(guidPersonne: string, droits: RightsChange[]): Promise<void> {
    await this.#client.send('PUT', `/api/droits/personne/${segment(guidPersonne)}`, okShape, {
      body: { guidPersonne, droits },
    });
    this.#client.forget(TRANSMITTED);
  }
}

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly sharing: SharingApi;
  }
}
