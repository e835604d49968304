import { describe, expect, it } from 'vitest';
import {
  coverPageIssues,
  fieldTooLong,
  GENERAL_INFO_FIELDS,
  generalInfoIssues,
  prefilledCoverPage,
  type CoverPage,
} from './duer-general-info.ts';

const page: CoverPage = {
  champ1: 'EARL',
  champ2: '',
  champ3: '',
  champ4: '',
  dateMiseAJour: '',
  ingenieurConseil: '',
};

describe('the general information and cover page rules (spec 002 §4, §5)', () => {
  it('has the nine general information fields in their three groups', () => {
    expect(GENERAL_INFO_FIELDS).toHaveLength(9);
  });

  it('accepts 128 characters in a general information field and refuses 129, naming the field', () => {
    expect(generalInfoIssues({ nombreSalaries: '9'.repeat(128) })).toEqual([]);
    expect(generalInfoIssues({ nombreSalaries: '9'.repeat(129) })).toEqual([
      { field: 'nombreSalaries', message: fieldTooLong('Nombre de salariés', 128) },
    ]);
  });

  it('limits the Rédacteur to 128 characters and leaves the other lines free', () => {
    expect(coverPageIssues({ ...page, champ1: 'x'.repeat(300) })).toEqual([]);
    expect(coverPageIssues({ ...page, ingenieurConseil: 'x'.repeat(129) })).toEqual([
      { field: 'ingenieurConseil', message: fieldTooLong('Rédacteur', 128) },
    ]);
  });

  it('prefills an empty Rédacteur with the default adviser', () => {
    expect(prefilledCoverPage(page, 'Thomas Lefèvre')).toEqual({
      ...page,
      ingenieurConseil: 'Thomas Lefèvre',
    });
  });

  it('keeps a Rédacteur already saved, and prefills nothing without a default adviser', () => {
    const written = { ...page, ingenieurConseil: 'Léa Roux' };
    expect(prefilledCoverPage(written, 'Thomas Lefèvre')).toBe(written);
    expect(prefilledCoverPage(page, null)).toBe(page);
  });
});
