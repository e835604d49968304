import type { LegacyCalls } from '../../../transport/legacy-calls.ts';
import { postDocumentForm, type DocumentFile } from '../duer-document-upload.ts';
import {
  duerBasePageListShape,
  duerPageListShape,
  insertedShape,
  type LegacyDuerBasePage,
  type LegacyDuerPage,
} from './duer-page-shapes.ts';
import { statusOkShape } from '../duer-shapes.ts';
import { segment } from '../../legacy-shapes.ts';

/** A page's order and place around the risk list, as UpdateDuerPages takes it. */
export interface PagePlace {
  id: string;
  ordre: number;
  estAvantRisques: boolean;
}

/** A DUER's pages (legacy-api/CONTRACT.md, DUER pages): fetches, order, uploads and the file's path. */
export class DuerPagesApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  #pagesPath = (idDuer: string) => `/api/duer/${segment(idDuer)}/pages`;

  #forget(idDuer: string): void {
    this.#client.forget(this.#pagesPath(idDuer));
    this.#client.forget(`${this.#pagesPath(idDuer)}/base`);
  }

  /** GET /api/duer/{id}/pages: DuerPagesFetch. */
  pages(idDuer: string): Promise<LegacyDuerPage[]> {
    return this.#client.get(this.#pagesPath(idDuer), duerPageListShape);
  }

  /** GET /api/duer/{id}/pages/base: DuerBasePagesFetch, the base pages the DUER does not use. */
  basePages(idDuer: string): Promise<LegacyDuerBasePage[]> {
    return this.#client.get(`${this.#pagesPath(idDuer)}/base`, duerBasePageListShape);
  }

  /** PUT /api/duer/{id}/pages: UpdateDuerPages. */
  async update(idDuer: string, toUpdate: readonly PagePlace[], toDelete: readonly string[]): Promise<void> {
    await this.#client.send('PUT', this.#pagesPath(idDuer), statusOkShape, {
      body: {
        toUpdate: toUpdate.map((p) => ({ ...p, id: Number(p.id), duer: { id: Number(idDuer) } })),
        toDelete: toDelete.map(Number),
      },
    });
    this.#forget(idDuer);
  }

  /** POST /api/duer/pages: InsertDuerPage, a base page placed in the DUER; answers the DUER page's id. */
  async insert(idDuer: string, idBasePage: string): Promise<string> {
    const { data } = await this.#client.send('POST', '/api/duer/pages', insertedShape, {
      body: { duerPage: { duerBasePage: { id: Number(idBasePage) }, duer: { id: Number(idDuer) } } },
    });
    this.#forget(idDuer);
    return data.insertId;
  }

  /** POST /api/duer/pages/base: InsertDuerBasePage with its file (multipart); answers the base page's id. */
  async insertBase(
    idDuer: string,
    fields: { nom: string; codeDossier: string; ordre: number },
    file: DocumentFile,
    signal: AbortSignal,
  ): Promise<string> {
    const answer = await postDocumentForm(
      this.#client,
      '/api/duer/pages/base',
      [
        ['idDuer', idDuer],
        ['codeDossierUtilisateur', fields.codeDossier],
        ['nom', fields.nom],
        ['estFixe', 'false'],
        ['estAvantRisques', 'false'],
        ['ordre', String(fields.ordre)],
        ['codeDossier', fields.codeDossier],
        ['nomFichier', file.name],
        ['typeFichier', 'PAGE'],
      ],
      file,
      signal,
      insertedShape,
    );
    this.#forget(idDuer);
    return answer.insertId;
  }

  /** POST /api/duer/pages/remplacer: ReplaceDuerPage, the file of the DUER page's base page replaced (multipart). */
  async replace(idDuer: string, idPage: string, file: DocumentFile, signal: AbortSignal): Promise<void> {
    await postDocumentForm(
      this.#client,
      '/api/duer/pages/remplacer',
      [
        ['idDuer', idDuer],
        ['duerPageId', idPage],
        ['nomFichier', file.name],
        ['typeFichier', 'PAGE'],
      ],
      file,
      signal,
      statusOkShape,
    );
    this.#forget(idDuer);
  }

  /** GET /api/duer/fichier/2/{id}/{duerId}/{estCollaborateur}/{asView}/{name}: a page's file (spec 002 §7). */
  filePath(idDuer: string, idPage: string, estCollaborateur: boolean, asView: boolean, name: string): string {
    return `/api/duer/fichier/2/${[idPage, idDuer, estCollaborateur ? '1' : '0', asView ? '1' : '0', name]
      .map(segment)
      .join('/')}`;
  }
}

declare module '../../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly duerPages: DuerPagesApi;
  }
}
