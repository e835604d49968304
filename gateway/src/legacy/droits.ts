import { z } from 'zod';
import type { LegacyClient } from './client.ts';
import { dossierListShape, segment } from './shapes.ts';

const rightsShape = z.object({
  userId: z.string(),
  typeUtilisateur: z.string(),
  mesDroits: z.object({
    utilisateur: z.array(z.string()),
    dossiers: z.array(z.object({ codeDossier: z.string(), modules: z.array(z.string()) })),
  }),
  fonctionsUtilisateur: z.array(z.string()),
});

const fileRightsShape = z.object({ codeDossier: z.string(), modules: z.array(z.string()) });

const invitationShape = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  createur: z.string().nullish(),
  nomPrenomCreateur: z.string().nullish(),
  dossiers: z.array(z.object({ codeDossier: z.string(), raisonSociale: z.string() })),
  dateAcceptation: z.string().nullish(),
  dateRefus: z.string().nullish(),
  dateExpiration: z.string().nullish(),
  nomInvite: z.string().nullish(),
  prenomInvite: z.string().nullish(),
});
const invitationListShape = z.array(invitationShape);

export type LegacyRights = z.output<typeof rightsShape>;
export type LegacyInvitation = z.output<typeof invitationShape>;

/** Rights of the signed-in person, of a file for a collaborator, invitations received. */
export class DroitsApi {
  readonly #client: LegacyClient;
  constructor(client: LegacyClient) {
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
