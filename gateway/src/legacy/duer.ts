import type { LegacyClient } from './client.ts';
import {
  baseCategorieListShape,
  createdShape,
  duerCategorieListShape,
  duerListShape,
  duerShape,
  otherFileDuerListShape,
  statusOkShape,
  type LegacyBaseCategorie,
  type LegacyDuer,
  type LegacyDuerCategorie,
  type LegacyOtherFileDuer,
} from './duer-shapes.ts';
import { segment } from './shapes.ts';

/** How a DUER is created (spec 002 §7: InsertDuer, InsertEmptyDuer, CopyDuer, InsertCopieDuerAutreDossier). */
export type DuerCreationCall =
  | { mode: 'modele' | 'vide'; codeDossier: string; annee: number; idBaseType: number }
  | { mode: 'copie'; codeDossier: string; anneeSource: number; anneeDest: number }
  | {
      mode: 'autreDossier';
      codeDossier: string;
      anneeToCreate: number;
      idDuerSource: number;
      idBaseType: number;
    };

const CREATION_PATHS = {
  modele: '/api/duer',
  vide: '/api/duer/vide',
  copie: '/api/duer/copie',
  autreDossier: '/api/duer/copie-autre-dossier',
} as const;

/** The risk assessment of a file (legacy-api/CONTRACT.md, /api/duer). */
export class DuerApi {
  readonly #client: LegacyClient;
  constructor(client: LegacyClient) {
    this.#client = client;
  }

  #filePath = (codeDossier: string) => `/api/duer/dossier/${segment(codeDossier)}`;
  #categoriesPath = (idDuer: string) => `/api/duer/${segment(idDuer)}/categories`;

  /** GET /api/duer/dossier/{code}: DuersFetch. */
  async ofFile(codeDossier: string): Promise<LegacyDuer[]> {
    return this.#client.get(this.#filePath(codeDossier), duerListShape);
  }

  /** GET /api/duer/tous (staff): DuersToutDossierFetch. */
  async ofAllFiles(): Promise<LegacyOtherFileDuer[]> {
    return this.#client.get('/api/duer/tous', otherFileDuerListShape);
  }

  /** The creation call of its mode; the file's list is read again after it. */
  async create(call: DuerCreationCall): Promise<LegacyDuer> {
    const { mode, ...body } = call;
    const { data } = await this.#client.send('POST', CREATION_PATHS[mode], duerShape, {
      body: mode === 'copie' ? { ...body, copierContenu: true } : body,
    });
    this.#client.forget(this.#filePath(call.codeDossier));
    return data;
  }

  /** GET /api/duer/{id}/categories: DuerCategoriesFetch. */
  async categories(idDuer: string): Promise<LegacyDuerCategorie[]> {
    return this.#client.get(this.#categoriesPath(idDuer), duerCategorieListShape);
  }

  /** GET /api/duer/{id}/categories/base: the base work units the DUER does not use. */
  async baseCategories(idDuer: string): Promise<LegacyBaseCategorie[]> {
    return this.#client.get(`${this.#categoriesPath(idDuer)}/base`, baseCategorieListShape);
  }

  #forgetCategories(idDuer: string, codeDossier: string): void {
    this.#client.forget(this.#categoriesPath(idDuer));
    this.#client.forget(`${this.#categoriesPath(idDuer)}/base`);
    this.#client.forget(this.#filePath(codeDossier));
  }

  /** POST /api/duer/categories: InsertDuerCategorie; answers the new unit's id. */
  async insertCategorie(
    codeDossier: string,
    idDuer: string,
    idBaseType: number,
    nom: string,
  ): Promise<string> {
    const { data } = await this.#client.send('POST', '/api/duer/categories', createdShape, {
      body: { codeDossier, idDuer: Number(idDuer), idBaseType, nom },
    });
    this.#forgetCategories(idDuer, codeDossier);
    return data.insertId;
  }

  /** POST /api/duer/categories/copie: CopyDuerCategorie; answers the new unit's id. */
  async copyCategorie(codeDossier: string, idDuer: string, idBaseCategorie: string): Promise<string> {
    const { data } = await this.#client.send('POST', '/api/duer/categories/copie', createdShape, {
      body: { idDuer: Number(idDuer), idBaseCategorie: Number(idBaseCategorie) },
    });
    this.#forgetCategories(idDuer, codeDossier);
    return data.insertId;
  }

  /** DELETE /api/duer/categories/{id}: DeleteDuerCategorie. */
  async deleteCategorie(codeDossier: string, idDuer: string, idCategorie: string): Promise<void> {
    await this.#client.send('DELETE', `/api/duer/categories/${segment(idCategorie)}`, statusOkShape);
    this.#forgetCategories(idDuer, codeDossier);
  }
}
