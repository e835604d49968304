import { describe, expect, it } from 'vitest';
import {
  ANNEXE_LABEL_TAKEN,
  annexeActions,
  annexeAdding,
  movedAnnexe,
  newAnnexeIssue,
  renumberedAnnexes,
  sortedAnnexes,
} from './duer-annexes.ts';
import { FILE_TYPE_REFUSED, LABEL_AND_FILE_REQUIRED, PAGE_LABEL_TOO_LONG } from './duer-pages.ts';

const annexe = (id: string, numAnnexe: number) => ({ id, numAnnexe });
const ANNEXES = [annexe('7', 2), annexe('3', 1), annexe('9', 3)];
const ids = (list: readonly { id: string }[]) => list.map((a) => a.id);

describe('the annexes’ order', () => {
  it('lists the annexes by number, then by id when two share one', () => {
    expect(ids(sortedAnnexes([...ANNEXES, annexe('4', 2)]))).toEqual(['3', '4', '7', '9']);
  });

  it.each([
    ['7', -1, ['7', '3', '9']],
    ['7', 1, ['3', '9', '7']],
    ['3', -1, ['3', '7', '9']],
    ['9', 1, ['3', '7', '9']],
  ] as const)('moves %s by %i to %j, numbered from 1', (id, direction, order) => {
    const moved = movedAnnexe(ANNEXES, id, direction);
    expect(ids(moved)).toEqual(order);
    expect(moved.map((a) => a.numAnnexe)).toEqual([1, 2, 3]);
  });

  it('sends on save only the annexes whose number changed', () => {
    expect(ids(renumberedAnnexes(movedAnnexe(ANNEXES, '9', -1), ANNEXES))).toEqual(['9', '7']);
    expect(renumberedAnnexes(ANNEXES, ANNEXES)).toEqual([]);
  });
});

describe('a new annexe (§5)', () => {
  it.each([
    ['', 'a.pdf', LABEL_AND_FILE_REQUIRED],
    ['Plan', null, LABEL_AND_FILE_REQUIRED],
    ['x'.repeat(129), 'a.pdf', PAGE_LABEL_TOO_LONG],
    ['Plan', 'a.xlsx', FILE_TYPE_REFUSED],
    [' registre ', 'a.DOCX', ANNEXE_LABEL_TAKEN],
    ['Plan', 'a.doc', null],
  ])('label %j with file %j: %s', (nom, fileName, issue) => {
    expect(newAnnexeIssue(nom, fileName, ['Registre'])).toBe(issue);
  });
});

describe('who may do what with annexes (§2, §6)', () => {
  it('lets an adviser move and replace on an unfinished DUER only, and delete with the creation right', () => {
    expect(annexeActions({ estFini: false, droitCreation: true, collaborateur: true })).toEqual({
      move: true,
      replace: true,
      delete: true,
    });
    expect(annexeActions({ estFini: false, droitCreation: true, collaborateur: false })).toEqual({
      move: false,
      replace: false,
      delete: true,
    });
    expect(annexeActions({ estFini: true, droitCreation: true, collaborateur: true })).toEqual({
      move: false,
      replace: false,
      delete: false,
    });
  });

  it('lets anyone with the creation right add, and only an adviser create from scratch', () => {
    expect(annexeAdding({ droitCreation: true, collaborateur: false })).toEqual({ add: true, create: false });
    expect(annexeAdding({ droitCreation: true, collaborateur: true })).toEqual({ add: true, create: true });
    expect(annexeAdding({ droitCreation: false, collaborateur: true })).toEqual({
      add: false,
      create: false,
    });
  });
});
