import { describe, expect, it } from 'vitest';
import { addChoices, groupeChoices, risqueChoices } from './duer-module.ts';

describe("the module screen's add dialog", () => {
  it('offers nothing without the create right', () => {
    expect(addChoices(false, 3)).toEqual([]);
  });

  it('offers a risk only once the module holds an operation', () => {
    expect(addChoices(true, 0)).toEqual(['groupe', 'groupeEtRisque']);
    expect(addChoices(true, 1)).toEqual(['groupe', 'risque', 'groupeEtRisque']);
  });

  it('offers an existing operation or risk only when one is left unused', () => {
    expect(groupeChoices(0)).toEqual(['vide']);
    expect(groupeChoices(2)).toEqual(['vide', 'base']);
    expect(risqueChoices(0)).toEqual(['nouveau']);
    expect(risqueChoices(1)).toEqual(['nouveau', 'base']);
  });

  it("offers another DUER's operation only when some are offered (advisers)", () => {
    expect(groupeChoices(0, 4)).toEqual(['vide', 'autreDuer']);
    expect(groupeChoices(1, 4)).toEqual(['vide', 'base', 'autreDuer']);
    expect(groupeChoices(1, 0)).toEqual(['vide', 'base']);
  });
});
