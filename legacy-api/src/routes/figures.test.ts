import { describe, expect, it } from 'vitest';
import { useOwnerAndPartner } from '../test-support.ts';

const accounts = useOwnerAndPartner();

interface Stat {
  slug: string;
  favorite: boolean;
}
interface FinancialYear {
  dateDebut: string;
  clos: boolean;
  typeDossier: string;
  recettes: (number | null)[];
  endettementAGRI: number | null;
  endettementBIC: number | null;
}

describe('figures catalogue and favourites', () => {
  it("lists the figures with the account's stars (the owner's seed stars recettes)", async () => {
    const stats = (await accounts.owner.get('/api/chiffres')).json<Stat[]>();
    expect(stats.map((s) => s.slug)).toEqual([
      'recettes',
      'depenses',
      'endettement',
      'investissement',
      'capacite-remboursement',
    ]);
    expect(stats.filter((s) => s.favorite).map((s) => s.slug)).toEqual(['recettes']);
  });

  it('stars and unstars a figure for the account only', async () => {
    expect(
      (await accounts.partner.post('/api/chiffres/favorite/add', { slug: 'endettement' })).statusCode,
    ).toBe(200);
    const starred = (await accounts.partner.get('/api/chiffres')).json<Stat[]>();
    expect(starred.find((s) => s.slug === 'endettement')?.favorite).toBe(true);
    expect(
      (await accounts.owner.get('/api/chiffres')).json<Stat[]>().find((s) => s.slug === 'endettement')
        ?.favorite,
    ).toBe(false);
    await accounts.partner.post('/api/chiffres/favorite/remove', { slug: 'endettement' });
    const after = (await accounts.partner.get('/api/chiffres')).json<Stat[]>();
    expect(after.some((s) => s.favorite)).toBe(false);
  });

  it('refuses an unknown figure in French and stars nothing', async () => {
    const answer = await accounts.partner.post('/api/chiffres/favorite/add', { slug: 'inconnu' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: 'Ce chiffre est inconnu.', affichable: true });
  });
});

describe('financial years', () => {
  it("answers an agricultural file's years, oldest first, closing in June, the current one open", async () => {
    const years = (await accounts.owner.get('/api/chiffres/compta/AGR001')).json<FinancialYear[]>();
    expect(years).toHaveLength(5);
    expect(years.map((y) => y.clos)).toEqual([true, true, true, true, false]);
    expect(years.every((y) => y.dateDebut.endsWith('-07-01') && y.typeDossier === 'AGRI')).toBe(true);
    expect(years[0]!.endettementAGRI).toBeGreaterThan(0);
    expect(years[0]!.endettementBIC).toBeNull();
    // TEST_NOW is in November: July to October of the open year are booked, the rest not yet.
    expect(years[4]!.recettes.map((v) => v !== null)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('answers a calendar year month by month with running totals that stop at the first month not booked', async () => {
    const months = (await accounts.owner.get('/api/chiffres/comptaCivil/2026/ACS003')).json<
      { recettes: number | null; recettesCumul: number | null }[]
    >();
    expect(months).toHaveLength(12);
    expect(months[0]!.recettesCumul).toBe(months[0]!.recettes);
    expect(months[9]!.recettesCumul).toBeCloseTo(
      months.slice(0, 10).reduce((sum, m) => sum + m.recettes!, 0),
      2,
    );
    expect(months[10]!.recettes).toBeNull();
    expect(months[11]!.recettesCumul).toBeNull();
  });

  it("refuses another person's file", async () => {
    expect((await accounts.partner.get('/api/chiffres/compta/ACS003')).statusCode).toBe(403);
  });
});
