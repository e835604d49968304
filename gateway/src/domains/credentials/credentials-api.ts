import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import { identifiantListShape, identifiantShape, type LegacyIdentifiant } from './credentials-shapes.ts';
import { okShape, segment } from '../legacy-shapes.ts';

/** What the legacy takes to add or change a credential; no motDePasse keeps the current one. */
export interface IdentifiantChange {
  titre: string;
  nomUtilisateur: string;
  motDePasse?: string;
}

/** The file's shared credentials (legacy-api/CONTRACT.md, /api/identifiants). */
export class CredentialsApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  #listPath(codeDossier: string): string {
    return `/api/identifiants/${segment(codeDossier)}`;
  }

  /** GET /api/identifiants/{codeDossier} */
  list(codeDossier: string): Promise<LegacyIdentifiant[]> {
    return this.#client.get(this.#listPath(codeDossier), identifiantListShape);
  }

  /** POST /api/identifiants/{codeDossier} */
  async add(codeDossier: string, change: Required<IdentifiantChange>): Promise<LegacyIdentifiant> {
    const { data } = await this.#client.send('POST', this.#listPath(codeDossier), identifiantShape, {
      body: change,
    });
    this.#client.forget(this.#listPath(codeDossier));
    return data;
  }

  /** PUT /api/identifiants/{codeDossier}/{id} */
  async update(codeDossier: string, id: string, change: IdentifiantChange): Promise<LegacyIdentifiant> {
    const { data } = await this.#client.send(
      'PUT',
      `${this.#listPath(codeDossier)}/${segment(id)}`,
      identifiantShape,
      { body: change },
    );
    this.#client.forget(this.#listPath(codeDossier));
    return data;
  }

  /** DELETE /api/identifiants/{codeDossier}/{id} */
  async remove(codeDossier: string, id: string): Promise<void> {
    await this.#client.send('DELETE', `${this.#listPath(codeDossier)}/${segment(id)}`, okShape);
    this.#client.forget(this.#listPath(codeDossier));
  }
}

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly credentials: CredentialsApi;
  }
}
