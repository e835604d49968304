import { describe, expect, it } from 'vitest';
import { fieldTooLong } from './duer-general-info.ts';
import {
  PREAMBLE_CONTENT_MAX,
  PREAMBLE_TITLE_MAX,
  preambleDirty,
  preambleIssues,
  preambleToSave,
  TITLE_EMPTY_ON_ADD,
  TITLE_EMPTY_ON_EDIT,
  titleIssue,
  type PreambleValues,
} from './duer-preamble.ts';

const stored: PreambleValues = {
  descriptifExploitation: 'Élevage',
  ressourcesHumaines: '',
  prestationsServices: '',
  categories: [
    { id: 'a', contenu: 'Visites' },
    { id: 'b', contenu: '' },
  ],
};

describe('a preamble category title', () => {
  it('refuses an empty title with the edit message, and with the add message when adding', () => {
    expect(titleIssue('  ', 'edit')).toBe(TITLE_EMPTY_ON_EDIT);
    expect(titleIssue('', 'add')).toBe(TITLE_EMPTY_ON_ADD);
  });

  it('takes 255 characters and refuses 256', () => {
    expect(titleIssue('é'.repeat(PREAMBLE_TITLE_MAX), 'edit')).toBeNull();
    expect(titleIssue('é'.repeat(PREAMBLE_TITLE_MAX + 1), 'add')).toBe(
      fieldTooLong('Titre', PREAMBLE_TITLE_MAX),
    );
  });
});

describe('the preamble’s limits', () => {
  it('takes 65535 characters in each text and content, and names the one over it', () => {
    const full = 'x'.repeat(PREAMBLE_CONTENT_MAX);
    expect(preambleIssues({ ...stored, ressourcesHumaines: full })).toEqual([]);
    expect(
      preambleIssues(
        { ...stored, ressourcesHumaines: `${full}x`, categories: [{ id: 'a', contenu: `${full}x` }] },
        { a: 'Méthodologie' },
      ),
    ).toEqual([
      { field: 'ressourcesHumaines', message: fieldTooLong('Ressources humaines', PREAMBLE_CONTENT_MAX) },
      { field: 'categories.a', message: fieldTooLong('Méthodologie', PREAMBLE_CONTENT_MAX) },
    ]);
  });

  it('saves an empty descriptive text as a single space and keeps the others', () => {
    expect(preambleToSave(stored)).toEqual({ ...stored, ressourcesHumaines: ' ', prestationsServices: ' ' });
  });
});

describe('the preamble’s unsaved flag', () => {
  it('is clear while the texts and contents are as stored', () => {
    expect(preambleDirty(stored, { ...stored, categories: [...stored.categories] })).toBe(false);
  });

  it('is set by a text or a category’s content typed', () => {
    expect(preambleDirty(stored, { ...stored, prestationsServices: 'Taille' })).toBe(true);
    expect(
      preambleDirty(stored, {
        ...stored,
        categories: [
          { id: 'a', contenu: 'Visites' },
          { id: 'b', contenu: 'Nouveau' },
        ],
      }),
    ).toBe(true);
  });

  it('ignores a content typed for a category deleted since', () => {
    expect(preambleDirty({ ...stored, categories: [] }, stored)).toBe(false);
  });
});
