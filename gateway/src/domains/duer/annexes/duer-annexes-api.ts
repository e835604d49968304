import type { LegacyCalls } from '../../../transport/legacy-calls.ts';
import {
  baseAnnexeInsertedShape,
  duerAnnexeListShape,
  duerBaseAnnexeListShape,
  type LegacyDuerAnnexe,
  type LegacyDuerBaseAnnexe,
} from './duer-annexe-shapes.ts';
import { postDocumentForm, type DocumentFile } from '../duer-document-upload.ts';
import { insertedShape } from '../pages/duer-page-shapes.ts';
import { statusOkShape } from '../duer-shapes.ts';
import { segment } from '../../legacy-shapes.ts';

/** Whose annexes: a DUER's own (idModule null) or one of its modules'. */
export interface AnnexeHolder {
  idDuer: string;
  idModule: string | null;
}

/** A DUER's and its modules' annexes (legacy-api/CONTRACT.md, DUER annexes). */
export class DuerAnnexesApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  #path = ({ idDuer, idModule }: AnnexeHolder) =>
    idModule === null
      ? `/api/duer/${segment(idDuer)}/annexes`
      : `/api/duer/${segment(idDuer)}/modules/${segment(idModule)}/annexes`;

  #forget(holder: AnnexeHolder): void {
    this.#client.forget(this.#path(holder));
    this.#client.forget(`${this.#path(holder)}/base`);
  }

  /** Fetch DUER annexes, or module annexes. */
  annexes(holder: AnnexeHolder): Promise<LegacyDuerAnnexe[]> {
    return this.#client.get(this.#path(holder), duerAnnexeListShape);
  }

  /** Fetch base annexes, or base module annexes: those the holder does not hold. */
  baseAnnexes(holder: AnnexeHolder): Promise<LegacyDuerBaseAnnexe[]> {
    return this.#client.get(`${this.#path(holder)}/base`, duerBaseAnnexeListShape);
  }

  /** PUT /api/duer/{id}/annexes/base: Update multiple base annexes, their new numbers. */
  async renumber(holder: AnnexeHolder, numbers: readonly { id: string; numAnnexe: number }[]): Promise<void> {
    await this.#client.send('PUT', `/api/duer/${segment(holder.idDuer)}/annexes/base`, statusOkShape, {
      body: { duerBaseAnnexes: numbers.map((n) => ({ id: Number(n.id), numAnnexe: n.numAnnexe })) },
    });
    this.#forget(holder);
  }

  /** DELETE: Delete multiple annexes, or multiple module annexes (the links' ids). */
  async remove(holder: AnnexeHolder, ids: readonly string[]): Promise<void> {
    await this.#client.send('DELETE', this.#path(holder), statusOkShape, { body: { ids: ids.map(Number) } });
    this.#forget(holder);
  }

  /** InsertDuerAnnexe or InsertDuerAnnexeModule: a base annexe attached to the holder. */
  async attach(holder: AnnexeHolder, idBase: string): Promise<string> {
    const duerBaseAnnexe = { id: Number(idBase) };
    const { data } = await this.#client.send(
      'POST',
      holder.idModule === null ? '/api/duer/annexes' : '/api/duer/modules/annexes',
      insertedShape,
      {
        body: {
          duerAnnexe:
            holder.idModule === null
              ? { duerBaseAnnexe, duer: { id: Number(holder.idDuer) } }
              : { duerBaseAnnexe, duerModule: { id: Number(holder.idModule) } },
        },
      },
    );
    this.#forget(holder);
    return data.insertId;
  }

  /** POST /api/duer/annexes/base: InsertDuerBaseAnnexe with its file; answers whether the label was taken. */
  insertBase(
    holder: AnnexeHolder & { idBaseModule: string | null },
    fields: { nom: string; numAnnexe: number },
    file: DocumentFile,
    signal: AbortSignal,
  ) {
    return postDocumentForm(
      this.#client,
      '/api/duer/annexes/base',
      [
        ['idDuer', holder.idDuer],
        ['idBaseModule', holder.idBaseModule ?? '0'],
        ['nom', fields.nom],
        ['estObligatoire', 'false'],
        ['numAnnexe', String(fields.numAnnexe)],
        ['nomFichier', file.name],
        ['typeFichier', 'ANNEXE'],
      ],
      file,
      signal,
      baseAnnexeInsertedShape,
    );
  }

  /**
   * POST /api/duer/annexes/remplacer: Replace annexe file, in every DUER holding the base annexe; its label and
   * number stay the base annexe's, so only its id is sent.
   */
  async replace(
    holder: AnnexeHolder,
    idBase: string,
    file: DocumentFile,
    signal: AbortSignal,
  ): Promise<void> {
    await postDocumentForm(
      this.#client,
      '/api/duer/annexes/remplacer',
      [
        ['idDuer', holder.idDuer],
        ['id', idBase],
        ['nomFichier', file.name],
        ['typeFichier', 'ANNEXE'],
      ],
      file,
      signal,
      statusOkShape,
    );
    this.#forget(holder);
  }

  /** GET /api/duer/fichier/1/{idAnnexe}/{idDuer}/{estCollaborateur}/{pdfFlag}/{name}: an annexe's file (§7). */
  filePath(idDuer: string, idBase: string, estCollaborateur: boolean, view: boolean, name: string): string {
    return `/api/duer/fichier/1/${[idBase, idDuer, estCollaborateur ? '1' : '0', view ? '1' : '0', name]
      .map(segment)
      .join('/')}`;
  }
}

declare module '../../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly duerAnnexes: DuerAnnexesApi;
  }
}
