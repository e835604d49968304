import { describe, expect, it } from 'vitest';
import {
  canAddCategorie,
  canCreateCategorie,
  canCreateDuer,
  categoryTextSize,
  creationIssue,
  creationModes,
  duerRights,
  DUER_PALETTE,
  labelIssue,
  LABEL_REQUIRED,
  LABEL_TOO_LONG,
  nameTaken,
  NOT_ALLOWED,
  SOURCE_REQUIRED,
  tileColour,
  YEAR_INVALID,
  YEAR_TAKEN,
  type DuerCreation,
} from './duer.ts';

const ADHERENT = { collaborateur: false, functions: [] };
const CE = { collaborateur: true, functions: ['CE'] };
const SEC = { collaborateur: true, functions: ['SEC'] };

describe('duerRights', () => {
  it.each([
    // viewer, estFini, estLePlusAncien, droitModifs, droitCreation
    ['an adherent', ADHERENT, false, false, true, true],
    ['an adherent', ADHERENT, false, true, false, false],
    ['an adherent', ADHERENT, true, false, false, false],
    ['an adherent', ADHERENT, true, true, false, false],
    ['a CE collaborator', CE, false, false, true, true],
    ['a CE collaborator', CE, false, true, true, true],
    ['a CE collaborator', CE, true, false, true, true],
    ['a CE collaborator', CE, true, true, true, true],
    ['a SEC collaborator', SEC, false, false, true, false],
    ['a SEC collaborator', SEC, false, true, true, false],
    ['a SEC collaborator', SEC, true, false, true, false],
    ['a SEC collaborator', SEC, true, true, true, false],
  ])(
    '%s on a DUER finished %s and oldest %s may modify: %s, create: %s',
    (_who, viewer, estFini, estLePlusAncien, droitModifs, droitCreation) => {
      expect(duerRights(viewer, { estFini, estLePlusAncien })).toEqual({ droitModifs, droitCreation });
    },
  );
});

describe('canCreateDuer', () => {
  it.each([
    ['a CE collaborator on a file without DUER', CE, [], true],
    ['a SEC collaborator', SEC, [2024], false],
    ['an adherent without any DUER', ADHERENT, [], false],
    ['an adherent with last year only', ADHERENT, [2025], true],
    ['an adherent with this year', ADHERENT, [2025, 2026], false],
  ])('offers the "+" tile to %s: %s', (_who, viewer, years, expected) => {
    expect(canCreateDuer(viewer, years, 2026)).toBe(expected);
  });
});

describe('creationModes', () => {
  it('offers an adherent the model and a copy of an earlier year', () => {
    expect(creationModes(ADHERENT, 'AGRI', [2025])).toEqual(['modele', 'copie']);
  });

  it('does not offer the default model on an ACS file', () => {
    expect(creationModes(ADHERENT, 'ACS', [2025])).toEqual(['copie']);
  });

  it('offers staff an empty DUER and a copy from another file', () => {
    expect(creationModes(CE, 'VITI', [])).toEqual(['modele', 'vide', 'autreDossier']);
  });
});

describe('creationIssue', () => {
  const context = { viewer: ADHERENT, typeActivite: 'AGRI' as const, years: [2024, 2025], currentYear: 2026 };
  const copy = (annee: number, anneeSource: number | null): DuerCreation => ({
    mode: 'copie',
    annee,
    anneeSource,
    idDuerSource: null,
  });

  it.each([
    ['a copy of last year into this year', copy(2026, 2025), null],
    ['the last year allowed', copy(2036, 2025), null],
    ['the first year allowed', { ...copy(2000, null), mode: 'modele' as const }, null],
    ['a year before 2000', copy(1999, 2025), YEAR_INVALID],
    ['a year past ten years ahead', copy(2037, 2025), YEAR_INVALID],
    ['a year with a decimal', copy(2026.5, 2025), YEAR_INVALID],
    ['a year that exists', copy(2025, 2024), YEAR_TAKEN],
    ['no year to copy', copy(2026, null), SOURCE_REQUIRED],
    ['a year to copy the file does not have', copy(2026, 2019), SOURCE_REQUIRED],
    ['a later year to copy (spec: an earlier one)', copy(2023, 2025), SOURCE_REQUIRED],
    ['an empty DUER asked by an adherent', { ...copy(2026, null), mode: 'vide' as const }, NOT_ALLOWED],
  ])('answers %s with %s', (_what, creation, expected) => {
    expect(creationIssue(creation, context)).toBe(expected);
  });

  it.each([
    ['an adherent whose file has this year', ADHERENT, [2025, 2026]],
    ['an adherent whose file has no DUER', ADHERENT, []],
    ['a SEC collaborator', SEC, [2025]],
  ])('refuses any creation to %s', (_who, viewer, years) => {
    const creation = { mode: 'modele' as const, annee: 2030, anneeSource: null, idDuerSource: null };
    expect(creationIssue(creation, { ...context, viewer, years })).toBe(NOT_ALLOWED);
  });

  it('asks staff for the other file’s DUER to copy', () => {
    const creation: DuerCreation = {
      mode: 'autreDossier',
      annee: 2026,
      anneeSource: null,
      idDuerSource: null,
    };
    expect(creationIssue(creation, { ...context, viewer: CE })).toBe(SOURCE_REQUIRED);
    expect(creationIssue({ ...creation, idDuerSource: '12' }, { ...context, viewer: CE })).toBeNull();
  });
});

describe('work units', () => {
  it.each([
    [2, 2, true],
    [2, 3, false],
    [4, 3, true],
    [4, 4, false],
    [1, 40, true],
    [3, 40, true],
  ])('a DUER of base type %i holding %i units may create another: %s', (baseType, count, expected) => {
    expect(canCreateCategorie(baseType, count)).toBe(expected);
  });

  it('lets staff, ACS files or unused base units add a work unit', () => {
    expect(canAddCategorie(CE, 'AGRI', 0)).toBe(true);
    expect(canAddCategorie(ADHERENT, 'ACS', 0)).toBe(true);
    expect(canAddCategorie(ADHERENT, 'AGRI', 2)).toBe(true);
    expect(canAddCategorie(ADHERENT, 'AGRI', 0)).toBe(false);
  });
});

describe('labels', () => {
  it('finds a name already used whatever its case', () => {
    expect(nameTaken(' atelier ', ['Atelier', 'Chai'])).toBe(true);
    expect(nameTaken('Hangar', ['Atelier'])).toBe(false);
  });

  it('requires a label of at most 128 characters', () => {
    expect(labelIssue('  ')).toBe(LABEL_REQUIRED);
    expect(labelIssue('x'.repeat(128))).toBeNull();
    expect(labelIssue('x'.repeat(129))).toBe(LABEL_TOO_LONG);
  });
});

describe('tiles', () => {
  it('colours a year by its last digit', () => {
    expect(tileColour(2025)).toBe(DUER_PALETTE[5]);
    expect(tileColour(2030)).toBe(DUER_PALETTE[0]);
    expect(new Set(DUER_PALETTE).size).toBe(10);
  });

  it('sizes a work unit’s name from 0.6em to 0.4em between 8 and 15 characters', () => {
    expect(categoryTextSize('Chai')).toBe('0.6em');
    expect(categoryTextSize('x'.repeat(8))).toBe('0.6em');
    expect(categoryTextSize('x'.repeat(15))).toBe('0.4em');
    expect(categoryTextSize('x'.repeat(40))).toBe('0.4em');
    expect(categoryTextSize('x'.repeat(11))).toBe('0.514em');
  });
});
