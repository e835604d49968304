import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import { dossierListShape, segment } from '../legacy-shapes.ts';

/** Staff-only calls. */
export class CollaborateurApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  /** GET /api/collaborateur/dossier/search/{x}: files whose code or name contains x (3 characters or more). */
  searchDossiers(term: string) {
    return this.#client.get(`/api/collaborateur/dossier/search/${segment(term)}`, dossierListShape);
  }
}

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly collaborateur: CollaborateurApi;
  }
}
