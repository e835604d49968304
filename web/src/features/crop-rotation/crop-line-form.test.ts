import { CULTURE_REQUIRED, RENDEMENT_INVALID, SURFACE_REQUIRED } from '@portal/schema/rules/crop-rotation';
import { describe, expect, it } from 'vitest';
import { checkedCropLine, decimalText, type CropFormValues } from './crop-line-form.ts';

const cultures = [
  { idtCultureTypeTRAME: 1040, intitule: "Colza d'hiver", rendementMax: 6, estIntituleModifiable: false },
  { idtCultureTypeTRAME: 1900, intitule: 'Autre culture', rendementMax: null, estIntituleModifiable: true },
];
const values = (extra: Partial<CropFormValues>): CropFormValues => ({
  search: '',
  culture: '1040',
  libellePerso: '',
  surface: '12.5',
  rendement: '',
  estDerobee: false,
  ...extra,
});

describe('the crop form', () => {
  it('keeps digits and a dot as the person types, a comma becoming the dot', () => {
    expect(decimalText('12,5')).toBe('12.5');
    expect(decimalText('1a2-3 ')).toBe('123');
  });

  it('sends numbers, and a libellePerso only for a culture whose name may change', () => {
    expect(checkedCropLine(values({ rendement: '3.8', libellePerso: 'x' }), cultures)).toEqual({
      line: { culture: 1040, surface: 12.5, rendement: 3.8, libellePerso: null },
    });
    expect(checkedCropLine(values({ culture: '1900', libellePerso: ' Ail ' }), cultures)).toEqual({
      line: { culture: 1900, surface: 12.5, rendement: null, libellePerso: 'Ail' },
    });
  });

  it.each([
    ['an empty form', { culture: '', surface: '' }, [CULTURE_REQUIRED, SURFACE_REQUIRED]],
    ['a lone dot as the surface', { surface: '.' }, [SURFACE_REQUIRED]],
    ['a lone dot as the yield', { rendement: '.' }, [RENDEMENT_INVALID]],
    ['a yield above the culture’s ceiling', { rendement: '6.1' }, [RENDEMENT_INVALID]],
  ])('refuses %s with the spec’s messages', (_name, extra, messages) => {
    const checked = checkedCropLine(values(extra), cultures);
    expect('issues' in checked ? checked.issues.map((i) => i.message) : []).toEqual(messages);
  });
});
