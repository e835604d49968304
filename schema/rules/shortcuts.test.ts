import { describe, expect, it } from 'vitest';
import {
  SHORTCUT_LIBELLE_REQUIRED,
  SHORTCUT_URL_REQUIRED,
  SHORTCUT_URL_SCHEME,
  shortcutInput,
  shortcutUrl,
} from './shortcuts.ts';

describe('a shortcut’s address (spec 001 §5)', () => {
  it.each([
    ['www.msa.fr', 'http://www.msa.fr'],
    ['  meteofrance.com/agri ', 'http://meteofrance.com/agri'],
    ['https://www.impots.gouv.fr', 'https://www.impots.gouv.fr'],
    ['http://intranet', 'http://intranet'],
    ['ftp://serveur', 'ftp://serveur'],
  ])('reads %j as %j', (typed, saved) => {
    expect(shortcutUrl(typed)).toBe(saved);
  });
});

describe('a shortcut as saved', () => {
  const messages = (input: { libelle: string; url: string }) =>
    shortcutInput.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it('needs a label and an address, with the form’s messages', () => {
    expect(messages({ libelle: ' ', url: '' })).toEqual([
      ['libelle', SHORTCUT_LIBELLE_REQUIRED],
      ['url', SHORTCUT_URL_REQUIRED],
    ]);
  });

  it('keeps a web address, completed with http:// when it has no //', () => {
    expect(shortcutInput.parse({ libelle: ' MSA ', url: 'www.msa.fr' })).toEqual({
      libelle: 'MSA',
      url: 'http://www.msa.fr',
    });
  });

  it('refuses an address that would run script or leave the web', () => {
    expect(messages({ libelle: 'x', url: 'javascript://%0aalert(1)' })).toEqual([
      ['url', SHORTCUT_URL_SCHEME],
    ]);
    expect(messages({ libelle: 'x', url: 'ftp://serveur' })).toEqual([['url', SHORTCUT_URL_SCHEME]]);
  });
});
