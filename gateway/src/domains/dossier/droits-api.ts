import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import { rightsShape, type LegacyRights, fileRightsShape, invitationListShape } from './dossier-shapes.ts';
import { type LegacyInvitation, segment, dossierListShape } from '../legacy-shapes.ts';

/** Rights of the signed-in person, of a file for a collaborator, invitations received. */
export class DroitsApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  /** GET /api/droits */
  rights(): Promise<LegacyRights> {
    return this.#client.get('/api/droits', rightsShape);
  }

  /** GET /api/droits/dossiersCollaborateur/{login}: a collaborator's portfolio. */
  portfolio(login: string) {
    return this.#client.get(`/api/droits/dossiersCollaborateur/${segment(login)}`, dossierListShape);
  }

  /** GET /api/droits/gerant/{guid}/{codeDossier}: the modules of a file for a collaborator. */
  fileRights(guidPersonne: string, codeDossier: string) {
    return this.#client.get(
      `/api/droits/gerant/${segment(guidPersonne)}/${segment(codeDossier)}`,
      fileRightsShape,
    );
  }

  /** GET /api/droits/invitations: invitations received. */
  invitations(): Promise<LegacyInvitation[]> {
    return this.#client.get('/api/droits/invitations', invitationListShape);
  }
}

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly droits: DroitsApi;
  }
}
