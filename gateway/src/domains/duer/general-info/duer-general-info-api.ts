import {
  COVER_PAGE_FIELDS,
  GENERAL_INFO_FIELDS,
  type CoverPage,
  type GeneralInfo,
} from '@portal/schema/rules/duer-general-info';
import { z } from 'zod';
import type { LegacyCalls } from '../../../transport/legacy-calls.ts';
import { statusOkShape } from '../duer-shapes.ts';
import { segment } from '../../legacy-shapes.ts';

// A field never saved comes as null (or not at all): the forms read it as an empty text.
const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const formShape = <F extends string>(fields: readonly F[]) =>
  z.object(Object.fromEntries(fields.map((f) => [f, text])) as Record<F, typeof text>);

const generalInfoShape = formShape(GENERAL_INFO_FIELDS);
const coverPageShape = formShape(COVER_PAGE_FIELDS.map(([f]) => f));
const managersShape = z.array(z.object({ nom: z.string() }));
const adviserShape = z.object({ ingenieurConseil: z.string().nullish() });

/** A DUER's general information and cover page, and its file's managers and adviser (legacy-api/CONTRACT.md). */
export class DuerGeneralInfoApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  #path = (idDuer: string, form: string) => `/api/duer/${segment(idDuer)}/${form}`;

  /** GET /api/duer/{id}/informations-generales: DuerInformationsGeneralesFetch. */
  informationsGenerales(idDuer: string): Promise<GeneralInfo> {
    return this.#client.get(this.#path(idDuer, 'informations-generales'), generalInfoShape);
  }

  /** PUT /api/duer/{id}/informations-generales: DuerSaveInformationsGenerales. */
  async saveInformationsGenerales(idDuer: string, informationsGenerales: GeneralInfo): Promise<void> {
    const path = this.#path(idDuer, 'informations-generales');
    await this.#client.send('PUT', path, statusOkShape, { body: { informationsGenerales } });
    this.#client.forget(path);
  }

  /** GET /api/duer/{id}/page-de-garde: DuerPageDeGardeFetch. */
  pageDeGarde(idDuer: string): Promise<CoverPage> {
    return this.#client.get(this.#path(idDuer, 'page-de-garde'), coverPageShape);
  }

  /** PUT /api/duer/{id}/page-de-garde: DuerSavePageDeGarde (empty fields sent as empty texts, §5). */
  async savePageDeGarde(idDuer: string, pageDeGarde: CoverPage): Promise<void> {
    const path = this.#path(idDuer, 'page-de-garde');
    await this.#client.send('PUT', path, statusOkShape, { body: { pageDeGarde } });
    this.#client.forget(path);
  }

  /** GET /api/duer/dossier/{code}/gerants: DuerGerantsDossierFetch, the managers' names. */
  async gerants(codeDossier: string): Promise<string[]> {
    const managers = await this.#client.get(
      `/api/duer/dossier/${segment(codeDossier)}/gerants`,
      managersShape,
    );
    return managers.map((m) => m.nom);
  }

  /** GET /api/duer/dossier/{code}/ingenieur-conseil: DuerIngenieurConseilFetch, null when the file has none. */
  async ingenieurConseil(codeDossier: string): Promise<string | null> {
    const path = `/api/duer/dossier/${segment(codeDossier)}/ingenieur-conseil`;
    return (await this.#client.get(path, adviserShape)).ingenieurConseil ?? null;
  }
}

declare module '../../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly duerGeneralInfo: DuerGeneralInfoApi;
  }
}
