import { z } from 'zod';
import type { LegacyClient } from './client.ts';
import { dossierListShape, okShape, segment } from './shapes.ts';

const userShape = z.object({
  id: z.string(),
  guidPersonne: z.string().nullish(),
  nom: z.string(),
  prenom: z.string(),
  adresse: z.string().nullish(),
  tel: z.string().nullish(),
  port: z.string().nullish(),
  canalPrefere: z.string().nullish(),
  mail: z.string().nullish(),
  hasForum: z.boolean(),
  estTesteur: z.boolean(),
  preferences: z.object({ sendMailWhenNotify: z.boolean() }),
});

export type LegacyUser = z.output<typeof userShape>;

const memberShape = z.object({
  guidPersonne: z.string(),
  nom: z.string(),
  prenom: z.string(),
  mail: z.string().nullish(),
  tel: z.string().nullish(),
  idRole: z.number().int(),
});

const DOSSIERS = '/api/user/dossiers';

/** The signed-in person's profile and files. */
export class UserApi {
  readonly #client: LegacyClient;
  constructor(client: LegacyClient) {
    this.#client = client;
  }

  /** GET /api/user */
  profile(): Promise<LegacyUser> {
    return this.#client.get('/api/user', userShape);
  }

  /** GET /api/user/dossiers: files owned and shared (empty for collaborators). */
  dossiers() {
    return this.#client.get(DOSSIERS, dossierListShape);
  }

  /** GET /api/user/dossierMembres/{codeDossier}: the people with access to the file, owner (idRole 1) first. */
  members(codeDossier: string) {
    return this.#client.get(`/api/user/dossierMembres/${segment(codeDossier)}`, z.array(memberShape));
  }

  /** PUT /api/user/dossierFavoris/{code}: the file becomes the only favourite; the cached file list is dropped. */
  async setFavorite(codeDossier: string): Promise<void> {
    await this.#client.send('PUT', `/api/user/dossierFavoris/${segment(codeDossier)}`, okShape);
    this.#client.forget(DOSSIERS);
  }
}
