import { z } from 'zod';
import type { LegacyCalls } from '../../../transport/legacy-calls.ts';
import { createdShape, statusOkShape } from '../duer-shapes.ts';
import { segment } from '../../legacy-shapes.ts';

const id = z.number().int().transform(String);
const categorieShape = z.object({ id, titre: z.string(), contenu: z.string(), ordre: z.number().int() });
const preambuleShape = z.object({
  idPreambule: id,
  descriptifExploitation: z.string(),
  ressourcesHumaines: z.string(),
  prestationsServices: z.string(),
  categories: z.array(categorieShape),
});
export type LegacyPreambule = z.infer<typeof preambuleShape>;
export type LegacyPreambuleCategorie = z.infer<typeof categorieShape>;

/** What DuerSavePreambule takes: the three texts and each category's content by legacy id. */
export interface PreambuleSave {
  descriptifExploitation: string;
  ressourcesHumaines: string;
  prestationsServices: string;
  categories: { id: string; contenu: string }[];
}

/** A DUER's preamble and its categories (legacy-api/CONTRACT.md, DUER preamble). */
export class DuerPreambleApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  #path = (idDuer: string) => `/api/duer/${segment(idDuer)}/preambule`;

  /** GET /api/duer/{id}/preambule: DuerPreambuleFetch. */
  preambule(idDuer: string): Promise<LegacyPreambule> {
    return this.#client.get(this.#path(idDuer), preambuleShape);
  }

  /** PUT /api/duer/{id}/preambule: DuerSavePreambule. */
  async save(idDuer: string, preambule: PreambuleSave): Promise<void> {
    const body = { ...preambule, categories: preambule.categories.map((c) => ({ ...c, id: Number(c.id) })) };
    await this.#client.send('PUT', this.#path(idDuer), statusOkShape, { body });
    this.#client.forget(this.#path(idDuer));
  }

  /** POST /api/duer/preambule/{idPreambule}/categories: InsertDuerPreambuleCategorie, placed last (ordre -1). */
  async addCategorie(idDuer: string, idPreambule: string, titre: string): Promise<void> {
    const path = `/api/duer/preambule/${segment(idPreambule)}/categories`;
    await this.#client.send('POST', path, createdShape, { body: { titre, ordre: -1 } });
    this.#client.forget(this.#path(idDuer));
  }

  /** PUT /api/duer/preambule/categories/{id}: UpdateDuerPreambuleCategorie, the content kept (null). */
  async renameCategorie(idDuer: string, categorie: LegacyPreambuleCategorie, titre: string): Promise<void> {
    const path = `/api/duer/preambule/categories/${segment(categorie.id)}`;
    await this.#client.send('PUT', path, statusOkShape, {
      body: { titre, contenu: null, ordre: categorie.ordre },
    });
    this.#client.forget(this.#path(idDuer));
  }

  /** DELETE /api/duer/preambule/categories/{id}: DeleteDuerPreambuleCategorie. */
  async deleteCategorie(idDuer: string, idCategorie: string): Promise<void> {
    const path = `/api/duer/preambule/categories/${segment(idCategorie)}`;
    await this.#client.send('DELETE', path, statusOkShape);
    this.#client.forget(this.#path(idDuer));
  }
}

declare module '../../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly duerPreamble: DuerPreambleApi;
  }
}
