import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import {
  type LegacyHomeSection,
  type LegacyKeyFigure,
  keyFiguresShape,
  homeSectionListShape,
} from './home-shapes.ts';
import { segment } from '../legacy-shapes.ts';

/** The home page's tiles (new home section) and key figures. */
export class HomeApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  /** GET /api/newhomesection */
  sections(): Promise<LegacyHomeSection[]> {
    return this.#client.get('/api/newhomesection', homeSectionListShape);
  }

  /** GET /api/chiffres/accueil/{code} */
  async keyFigures(codeDossier: string): Promise<LegacyKeyFigure[]> {
    const { chiffres } = await this.#client.get(
      `/api/chiffres/accueil/${segment(codeDossier)}`,
      keyFiguresShape,
    );
    return chiffres;
  }

  /** Legacy path of a tile's picture (streamed by the file routes). */
  sectionImagePath(id: string): string {
    return `/api/newhomesection/image?id=${encodeURIComponent(id)}`;
  }
}

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly home: HomeApi;
  }
}
