import type { LegacyPictosUpdate } from '@portal/schema/rules/duer-pictos';
import type { LegacyCalls } from '../../../transport/legacy-calls.ts';
import { duerBasePictoListShape, type LegacyDuerBasePicto } from './duer-picto-shapes.ts';
import { statusOkShape } from '../duer-shapes.ts';
import { segment } from '../../legacy-shapes.ts';

/** A DUER's pictograms (legacy-api/CONTRACT.md, DUER pictograms). */
export class DuerPictosApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  /** GET /api/duer/dossier/{code}/pictos: base pictos (codeDossier), the catalogue offered to the file. */
  catalogue(codeDossier: string): Promise<LegacyDuerBasePicto[]> {
    return this.#client.get(`/api/duer/dossier/${segment(codeDossier)}/pictos`, duerBasePictoListShape);
  }

  /** PUT /api/duer/risques/pictos: a risk's pictograms update; the module's operations are read again after it. */
  async update(idModule: string, update: LegacyPictosUpdate): Promise<void> {
    await this.#client.send('PUT', '/api/duer/risques/pictos', statusOkShape, { body: update });
    this.#client.forget(`/api/duer/modules/${segment(idModule)}/groupes`);
  }
}

declare module '../../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly duerPictos: DuerPictosApi;
  }
}
