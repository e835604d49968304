import { describe, expect, it } from 'vitest';
import { opensInitialConseil, opensTutorials } from './tutorials.ts';

describe('who opens the tutorials and the creators programme', () => {
  it.each([
    [['page_tutoriels'], true],
    [['page_rdv'], false],
  ])('a file holding %j opens the tutorials: %s', (permissions, expected) => {
    expect(opensTutorials(permissions)).toBe(expected);
  });

  it.each([
    [['oic', 'canShowAnnuaireServices'], true],
    [['canShowAnnuaireServices'], false],
  ])('a person whose rights are %j opens the creators programme: %s', (rights, expected) => {
    expect(opensInitialConseil(rights)).toBe(expected);
  });
});
