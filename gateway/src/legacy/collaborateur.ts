import type { LegacyClient } from './client.ts';
import { dossierListShape, segment } from './shapes.ts';

/** Staff-only calls. */
export class CollaborateurApi {
  readonly #client: LegacyClient;
  constructor(client: LegacyClient) {
    this.#client = client;
  }

  /** GET /api/collaborateur/dossier/search/{x}: files whose code or name contains x (3 characters or more). */
  searchDossiers(term: string) {
    return this.#client.get(`/api/collaborateur/dossier/search/${segment(term)}`, dossierListShape);
  }
}
