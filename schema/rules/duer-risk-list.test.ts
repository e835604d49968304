import { describe, expect, it } from 'vitest';
import { actionPlan, type StoredRisk } from './duer-risk-list.ts';

const risk = (
  risque: string,
  rating: [number | null, number | null, number | null],
  mesureAFaire: string | null = `Agir sur ${risque}`,
  estActif = true,
): StoredRisk => ({
  uniteTravail: 'Atelier',
  module: 'Soudure',
  operation: 'Découpe',
  risque,
  estActif,
  rating: { gravite: rating[0], frequence: rating[1], maitrise: rating[2] },
  mesureExistante: null,
  mesureAFaire,
  mesureQui: 'Le gérant',
  mesureDelai: '2027',
});

describe('the action plan', () => {
  it('lists the active risks with a measure to do, the most serious first, uninitialised ones last', () => {
    const plan = actionPlan('new', [
      risk('Bruit', [1, 2, null]),
      risk('Chute', [5, 5, null]),
      risk('Coupure', [null, null, null]),
      risk('Brûlure', [2, 2, null]),
      risk('Poussière', [3, 4, null]),
    ]);
    expect(plan.map((r) => [r.risque, r.niveau, r.valeur])).toEqual([
      ['Chute', 'Préoccupant', 25],
      ['Poussière', 'Important', 12],
      ['Brûlure', 'À surveiller', 4],
      ['Bruit', 'Faible', 2],
      ['Coupure', null, null],
    ]);
  });

  it('leaves out inactive risks and risks with nothing to do', () => {
    const plan = actionPlan('new', [
      risk('Bruit', [1, 2, null], '  '),
      risk('Chute', [5, 5, null], 'Garde-corps', false),
      risk('Coupure', [2, 1, null], null),
      risk('Brûlure', [2, 2, null]),
    ]);
    expect(plan.map((r) => r.risque)).toEqual(['Brûlure']);
  });

  it('keeps the DUER order between risks of equal value', () => {
    const plan = actionPlan('new', [risk('B', [2, 3, null]), risk('A', [3, 2, null])]);
    expect(plan.map((r) => r.risque)).toEqual(['B', 'A']);
  });

  it('rates an old-scale risk from its stored values', () => {
    const [only] = actionPlan('old', [risk('Chute', [10, 4, 1.5])]);
    expect([only?.valeur, only?.niveau]).toEqual([60, 'Préoccupant']);
  });
});
