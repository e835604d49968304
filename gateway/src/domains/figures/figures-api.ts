import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import {
  financialYearListShape,
  statListShape,
  yearDataListShape,
  type LegacyFinancialYear,
  type LegacyStat,
  type LegacyYearData,
} from './figures-shapes.ts';
import { okShape, segment } from '../legacy-shapes.ts';

const STATS_PATH = '/api/chiffres';

/** The figures pages: the catalogue with the account's stars, a file's financial years and calendar months. */
export class FiguresApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  /** GET /api/chiffres (StatsFetch). */
  stats(): Promise<LegacyStat[]> {
    return this.#client.get(STATS_PATH, statListShape);
  }

  /** POST /api/chiffres/favorite/{add|remove} (StatSetFavorite). */
  async setFavorite(slug: string, favorite: boolean): Promise<void> {
    await this.#client.send('POST', `/api/chiffres/favorite/${favorite ? 'add' : 'remove'}`, okShape, {
      body: { slug },
    });
    this.#client.forget(STATS_PATH);
  }

  /** GET /api/chiffres/compta/{code} (ExercicesFetch): the file's financial years, oldest first. */
  financialYears(codeDossier: string): Promise<LegacyFinancialYear[]> {
    return this.#client.get(`/api/chiffres/compta/${segment(codeDossier)}`, financialYearListShape);
  }

  /** GET /api/chiffres/comptaCivil/{year}/{code} (ExercicesYearFetch): twelve months of a calendar year. */
  calendarYear(year: number, codeDossier: string): Promise<LegacyYearData[]> {
    return this.#client.get(`/api/chiffres/comptaCivil/${year}/${segment(codeDossier)}`, yearDataListShape);
  }
}

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly figures: FiguresApi;
  }
}
