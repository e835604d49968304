import { z } from 'zod';
import type { LegacyClient } from './client.ts';
import { segment } from './shapes.ts';

const homeSectionShape = z.object({
  _id: z.string(),
  title: z.string(),
  subtitle: z.string().nullish(),
  url: z.string(),
  estPrioritaire: z.boolean(),
});
const homeSectionListShape = z.array(homeSectionShape);

const keyFigureShape = z.object({
  slug: z.string(),
  libelle: z.string(),
  valeur: z.number().nullable(),
  unite: z.string(),
  decimales: z.number().int(),
  dateFinExercice: z.string().nullish(),
});

const keyFiguresShape = z.object({ dateMiseAJour: z.string().nullish(), chiffres: z.array(keyFigureShape) });

export type LegacyHomeSection = z.output<typeof homeSectionShape>;
export type LegacyKeyFigure = z.output<typeof keyFigureShape>;

/** The home page's tiles (new home section) and key figures. */
export class HomeApi {
  readonly #client: LegacyClient;
  constructor(client: LegacyClient) {
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
