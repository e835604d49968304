import { describe, expect, it } from 'vitest';
import { INDIVIDUAL_CLIENT_ENTITY } from './dossiers.ts';
import { showsKeyFigures } from './key-figures.ts';

describe('key figures (spec 000 §6)', () => {
  it.each([
    ['a company holding mod_chiffres', '0001', ['mod_chiffres'], true],
    ['a company without mod_chiffres', '0001', ['page_chiffres'], false],
    ['an individual client, even with mod_chiffres', INDIVIDUAL_CLIENT_ENTITY, ['mod_chiffres'], false],
  ])('shows them for %s: %s', (_case, codeEntite, permissions, expected) => {
    expect(showsKeyFigures({ codeEntite }, permissions)).toBe(expected);
  });
});
