import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import { dossierListShape, okShape, segment } from '../legacy-shapes.ts';
import { memberListShape, userShape, type LegacyUser } from './auth-shapes.ts';

const DOSSIERS = '/api/user/dossiers';

/** The signed-in person's profile and files. */
export class UserApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
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
    return this.#client.get(`/api/user/dossierMembres/${segment(codeDossier)}`, memberListShape);
  }

  /** PUT /api/user/dossierFavoris/{code}: the file becomes the only favourite; the cached file list is dropped. */
  async setFavorite(codeDossier: string): Promise<void> {
    await this.#client.send('PUT', `/api/user/dossierFavoris/${segment(codeDossier)}`, okShape);
    this.#client.forget(DOSSIERS);
  }

  /** POST /api/user/preferences: the cached profile, which carries them, is dropped. */
  async setPreferences(preferences: { sendMailWhenNotify: boolean }): Promise<void> {
    await this.#client.send('POST', '/api/user/preferences', okShape, { body: preferences });
    this.#client.forget('/api/user');
  }
}

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly user: UserApi;
  }
}
