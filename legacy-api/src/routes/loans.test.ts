import { LOAN_MESSAGES } from '@portal/schema/rules/loans';
import { describe, expect, it } from 'vitest';
import { useOwnerAndPartner } from '../test-support.ts';

const accounts = useOwnerAndPartner();

interface Loan {
  id: number;
  libelle: string;
  duree: number;
  nombrePeriodes: number;
  echeances: { annuite: number; interets: number; amortissement: number }[];
}

const LOAN = {
  libelle: 'Pulvérisateur',
  valeurEntree: 100_000,
  taux: 3,
  periodicite: 'Trimestrielle',
  modeRemboursement: 'AMC',
  duree: 40,
  exerciceDateDebut: '2026-07-01',
};

describe('the loan simulator', () => {
  it("lists a file's loans with their schedules", async () => {
    const loans = (await accounts.owner.get('/api/chiffres/emprunts/AGR001')).json<Loan[]>();
    expect(loans.map((l) => [l.id, l.libelle, l.echeances.length])).toEqual([
      [1, 'Tracteur', 11],
      [2, 'Hangar de stockage', 11],
    ]);
  });

  it('adds a loan as number of loans + 1, changes it, and deletes it', async () => {
    const added = (await accounts.owner.post('/api/chiffres/emprunts/ACS003', LOAN)).json<Loan>();
    expect(added).toMatchObject({ id: 1, duree: 120, nombrePeriodes: 40 });
    expect(added.echeances[0]).toEqual({ annuite: 12862.5, interets: 2862.5, amortissement: 10_000 });
    const changed = await accounts.owner.put(`/api/chiffres/emprunts/ACS003/${added.id}`, {
      ...LOAN,
      libelle: 'Semoir',
    });
    expect(changed.json<Loan>().libelle).toBe('Semoir');
    expect((await accounts.owner.delete(`/api/chiffres/emprunts/ACS003/${added.id}`)).statusCode).toBe(200);
    expect((await accounts.owner.get('/api/chiffres/emprunts/ACS003')).json()).toEqual([]);
  });

  it("refuses an empty form with the first alert, and another person's file", async () => {
    const refused = await accounts.owner.post('/api/chiffres/emprunts/AGR001', { ...LOAN, libelle: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: LOAN_MESSAGES.libelle, affichable: true });
    expect((await accounts.partner.get('/api/chiffres/emprunts/VIT002')).statusCode).toBe(403);
    expect((await accounts.owner.get('/api/chiffres/emprunts/AGR001')).json<Loan[]>()).toHaveLength(2);
  });
});
