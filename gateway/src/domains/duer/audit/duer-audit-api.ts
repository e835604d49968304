import { z } from 'zod';
import type { LegacyCalls } from '../../../transport/legacy-calls.ts';
import { createdShape, statusOkShape } from '../duer-shapes.ts';
import { segment } from '../../legacy-shapes.ts';

const id = z.number().int().transform(String);
const rowsShape = z.array(
  z.object({
    q_id: id,
    q_ordre: z.number().int(),
    q_reponse: z.boolean(),
    q_nonApplicable: z.boolean(),
    q_remarque: z.string(),
    bq_nom: z.string(),
    bca_id: id,
    bca_nom: z.string(),
  }),
);
export type LegacyAuditRow = z.infer<typeof rowsShape>[number];
const leftShape = z.array(z.object({ id, nom: z.string() }));

/** What SaveDuer takes of a question. */
export interface AuditSave {
  id: string;
  ordre: number;
  reponse: boolean;
  nonApplicable: boolean;
  remarque: string;
}

/** A DUER's prior audit (legacy-api/CONTRACT.md, DUER prior audit). */
export class DuerAuditApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  #path = (idDuer: string) => `/api/duer/${segment(idDuer)}/audit`;

  #forget(idDuer: string): void {
    this.#client.forget(`${this.#path(idDuer)}/questions`);
    this.#client.forget(`${this.#path(idDuer)}/categories-restantes`);
  }

  /** GET /api/duer/{id}/audit/questions: DuerQuestionsFetch. */
  questions(idDuer: string): Promise<LegacyAuditRow[]> {
    return this.#client.get(`${this.#path(idDuer)}/questions`, rowsShape);
  }

  /** GET /api/duer/{id}/audit/categories-restantes: DuerCategoriesLeftFetch. */
  categoriesLeft(idDuer: string): Promise<{ id: string; nom: string }[]> {
    return this.#client.get(`${this.#path(idDuer)}/categories-restantes`, leftShape);
  }

  /** PUT /api/duer/{id}/audit: SaveDuer. */
  async save(idDuer: string, questions: readonly AuditSave[]): Promise<void> {
    const listQuestions = questions.map((q) => ({
      q_id: Number(q.id),
      q_ordre: q.ordre,
      q_reponse: q.reponse,
      q_nonApplicable: q.nonApplicable,
      q_remarque: q.remarque,
    }));
    await this.#client.send('PUT', this.#path(idDuer), statusOkShape, { body: { listQuestions } });
    this.#forget(idDuer);
  }

  /** POST /api/duer/{id}/audit/questions: InsertDuerQuestion, a new question (idQuestion 0). */
  async addQuestion(idDuer: string, idBaseCategorie: string, nom: string): Promise<void> {
    await this.#client.send('POST', `${this.#path(idDuer)}/questions`, createdShape, {
      body: { nom, idBaseCategorie: Number(idBaseCategorie), idQuestion: 0 },
    });
    this.#forget(idDuer);
  }

  /** DELETE /api/duer/{id}/audit/questions/{idQuestion}: DeleteDuerQuestion. */
  async deleteQuestion(idDuer: string, idQuestion: string): Promise<void> {
    await this.#client.send(
      'DELETE',
      `${this.#path(idDuer)}/questions/${segment(idQuestion)}`,
      statusOkShape,
    );
    this.#forget(idDuer);
  }

  /** POST /api/duer/{id}/audit/categories: InsertDuerCategorieAudit (base type 99). */
  async addCategorie(idDuer: string, nom: string, nouvelleQuestion: string): Promise<void> {
    await this.#client.send('POST', `${this.#path(idDuer)}/categories`, createdShape, {
      body: { nom, idBaseType: 99, nouvelleQuestion },
    });
    this.#forget(idDuer);
  }
}

declare module '../../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly duerAudit: DuerAuditApi;
  }
}
