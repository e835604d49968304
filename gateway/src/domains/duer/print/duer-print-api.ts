import type { LegacyCalls } from '../../../transport/legacy-calls.ts';
import { statusOkShape } from '../duer-shapes.ts';
import { segment } from '../../legacy-shapes.ts';

/** What a print holds (ImprimerDuerCategorie, ImprimerDuerModule): ids joined with ';', the whole DUER without. */
export interface PrintChoice {
  categories?: string | undefined;
  modules?: string | undefined;
}

/** A DUER's generated files (legacy-api/CONTRACT.md, DUER generated files): paths the file routes stream. */
export class DuerPrintApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  /** GET /api/duer/{id}/plan-action: the action plan as XLSX (beyond the spec). */
  actionPlanPath(idDuer: string): string {
    return `/api/duer/${segment(idDuer)}/plan-action`;
  }

  /** GET /api/duer/{id}/impression: ImprimerDuer (temporary), ImprimerDuerCategorie, ImprimerDuerModule. */
  printPath(idDuer: string, choice: PrintChoice): string {
    const query = new URLSearchParams();
    if (choice.categories) query.set('categories', choice.categories);
    if (choice.modules) query.set('modules', choice.modules);
    const search = query.size > 0 ? `?${query}` : '';
    return `/api/duer/${segment(idDuer)}/impression${search}`;
  }

  /** GET /api/duer/{id}/definitif: the definitive DUER its definitive print kept. */
  definitivePath(idDuer: string): string {
    return `/api/duer/${segment(idDuer)}/definitif`;
  }

  /** POST /api/duer/{id}/definitif: ImprimerDuer (definitive), which finishes the DUER. */
  async printDefinitive(idDuer: string, codeDossier: string): Promise<void> {
    await this.#client.send('POST', this.definitivePath(idDuer), statusOkShape);
    // The DUER is finished now: the file's list of DUERs says so.
    this.#client.forget(`/api/duer/dossier/${segment(codeDossier)}`);
  }
}

declare module '../../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly duerPrint: DuerPrintApi;
  }
}
