import type { LoanTerms } from '@portal/schema/rules/loans';
import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import { loanListShape, loanShape, type LegacyLoan } from './loans-shapes.ts';
import { okShape, segment } from '../legacy-shapes.ts';

const loansPath = (codeDossier: string) => `/api/chiffres/emprunts/${segment(codeDossier)}`;

/** A file's simulated loans (legacy-api/CONTRACT.md, /api/chiffres/emprunts). */
export class LoansApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  /** GET /api/chiffres/emprunts/{code} (EmpruntsFetch). */
  list(codeDossier: string): Promise<LegacyLoan[]> {
    return this.#client.get(loansPath(codeDossier), loanListShape);
  }

  /** POST (AddEmprunt), or PUT with an id (EditEmprunt). */
  async save(codeDossier: string, id: number | null, terms: LoanTerms): Promise<LegacyLoan> {
    const path = id === null ? loansPath(codeDossier) : `${loansPath(codeDossier)}/${id}`;
    const { data } = await this.#client.send(id === null ? 'POST' : 'PUT', path, loanShape, { body: terms });
    this.#client.forget(loansPath(codeDossier));
    return data;
  }

  /** DELETE /api/chiffres/emprunts/{code}/{id} (DelEmprunt). */
  async remove(codeDossier: string, id: number): Promise<void> {
    await this.#client.send('DELETE', `${loansPath(codeDossier)}/${id}`, okShape);
    this.#client.forget(loansPath(codeDossier));
  }
}

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly loans: LoansApi;
  }
}
