import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import {
  affectedRowsShape,
  assolementLineAnswerShape,
  assolementYearShape,
  culturesShape,
  type LegacyAssolementLine,
  type LegacyAssolementYear,
  type LegacyCulture,
  type LegacyTelepacImport,
  telepacImportShape,
} from './crop-rotation-shapes.ts';
import { segment } from '../legacy-shapes.ts';

/** A crop line as POST and PUT /api/assolement take it (spec 001 §7). */
export interface AssolementLineChange {
  codeDossier: string;
  millesime: number;
  culture: number;
  libellePerso: string | null;
  surface: number;
  rendement: number | null;
  estDerobee: boolean;
}

/** The crop rotation of a file (legacy-api/CONTRACT.md, /api/assolement). */
export class CropRotationApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  #yearPath(codeDossier: string, millesime: number): string {
    return `/api/assolement/${segment(codeDossier)}/${millesime}`;
  }

  /** GET /api/assolement/cultures */
  async cultures(): Promise<LegacyCulture[]> {
    return (await this.#client.get('/api/assolement/cultures', culturesShape)).data;
  }

  /** GET /api/assolement/{code}/{millesime} */
  async year(codeDossier: string, millesime: number): Promise<LegacyAssolementYear> {
    return (await this.#client.get(this.#yearPath(codeDossier, millesime), assolementYearShape)).data;
  }

  /** POST /api/assolement, or PUT with the line's idAssolementCulture. */
  async saveLine(change: AssolementLineChange, idAssolementCulture?: number): Promise<LegacyAssolementLine> {
    const { data } = await this.#client.send(
      idAssolementCulture === undefined ? 'POST' : 'PUT',
      '/api/assolement',
      assolementLineAnswerShape,
      { body: idAssolementCulture === undefined ? change : { ...change, idAssolementCulture } },
    );
    this.#client.forget(this.#yearPath(change.codeDossier, change.millesime));
    return data.data;
  }

  /** DELETE /api/assolement/{code}/{millesime}/{id}: the number of lines removed (1 when it existed). */
  async removeLine(codeDossier: string, millesime: number, id: string): Promise<number> {
    return this.#removal(`${this.#yearPath(codeDossier, millesime)}/${segment(id)}`, codeDossier, millesime);
  }

  /** DELETE /api/assolement/{code}/{millesime}: empties the year. */
  async empty(codeDossier: string, millesime: number): Promise<number> {
    return this.#removal(this.#yearPath(codeDossier, millesime), codeDossier, millesime);
  }

  async #removal(path: string, codeDossier: string, millesime: number): Promise<number> {
    const { data } = await this.#client.send('DELETE', path, affectedRowsShape);
    this.#client.forget(this.#yearPath(codeDossier, millesime));
    return data.data.affectedRows;
  }

  /** POST /api/assolement/insertNmoins1: the year becomes a copy of the previous one. */
  async insertPreviousYear(codeDossier: string, millesime: number): Promise<void> {
    await this.#client.send('POST', '/api/assolement/insertNmoins1', assolementYearShape, {
      body: { codeDossier, millesime },
    });
    this.#client.forget(this.#yearPath(codeDossier, millesime));
  }

  /** POST /api/assolement/assolementTelepac: the year becomes the declaration's crops. */
  async importTelepac(codeDossier: string, millesime: number, content: string): Promise<LegacyTelepacImport> {
    const { data } = await this.#client.send(
      'POST',
      '/api/assolement/assolementTelepac',
      telepacImportShape,
      {
        body: { assolementDossier: { year: millesime, codeDossier }, content },
      },
    );
    this.#client.forget(this.#yearPath(codeDossier, millesime));
    return data.data;
  }
}

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly cropRotation: CropRotationApi;
  }
}
