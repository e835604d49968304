import { describe, expect, it } from 'vitest';
import {
  isEmptyUpdate,
  legacyPictosUpdate,
  PICTO_DESCRIPTION_TOO_LONG,
  PICTO_NAMED_TWICE,
  pictoDescriptionIssue,
  pictosUpdate,
  pictosUpdateIssue,
} from './duer-pictos.ts';

const saved = [
  { legacyId: '11', description: 'Gants' },
  { legacyId: '12', description: 'Lunettes' },
];

describe('the pictograms update of a risk (spec 002 §7)', () => {
  it('is empty when the edited pictograms are the saved ones', () => {
    const edited = saved.map((p) => ({ ...p, basePictoId: '1' }));
    expect(isEmptyUpdate(pictosUpdate(saved, edited))).toBe(true);
  });

  it('adds the new ones, removes the missing ones and edits the changed descriptions in one update', () => {
    const update = pictosUpdate(saved, [
      { legacyId: '12', basePictoId: '2', description: 'Lunettes de protection' },
      { legacyId: null, basePictoId: '4', description: 'Produit toxique' },
    ]);
    expect(update).toEqual({
      ajouts: [{ basePictoId: '4', description: 'Produit toxique' }],
      suppressions: ['11'],
      modifications: [{ legacyId: '12', description: 'Lunettes de protection' }],
    });
    expect(isEmptyUpdate(update)).toBe(false);
    expect(legacyPictosUpdate('7', update)).toEqual({
      idDuerRisque: 7,
      ajouts: [{ description: 'Produit toxique', duerBasePicto: { id: 4 } }],
      suppressions: [{ id: 11 }],
      modifications: [{ id: 12, description: 'Lunettes de protection' }],
    });
  });

  it('accepts a description of 255 characters and refuses 256', () => {
    expect(pictoDescriptionIssue('x'.repeat(255))).toBeNull();
    expect(pictoDescriptionIssue('x'.repeat(256))).toBe(PICTO_DESCRIPTION_TOO_LONG);
  });

  it('refuses an update with a description too long, added or edited', () => {
    const long = 'x'.repeat(256);
    const none = { ajouts: [], suppressions: [], modifications: [] };
    expect(pictosUpdateIssue(none)).toBeNull();
    expect(pictosUpdateIssue({ ...none, ajouts: [{ description: long, duerBasePicto: { id: 1 } }] })).toBe(
      PICTO_DESCRIPTION_TOO_LONG,
    );
    expect(pictosUpdateIssue({ ...none, modifications: [{ id: 3, description: long }] })).toBe(
      PICTO_DESCRIPTION_TOO_LONG,
    );
  });

  it('refuses a pictogram removed and edited in the same update', () => {
    expect(
      pictosUpdateIssue({
        ajouts: [],
        suppressions: [{ id: 3 }],
        modifications: [{ id: 3, description: 'a' }],
      }),
    ).toBe(PICTO_NAMED_TWICE);
  });
});
