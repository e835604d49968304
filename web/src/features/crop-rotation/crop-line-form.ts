import {
  cropLineIssues,
  decimalOf,
  RENDEMENT_INVALID,
  SURFACE_REQUIRED,
  type CropLineIssue,
  type CultureInfo,
} from '@portal/schema/rules/crop-rotation';

/** The crop form's fields as typed: the numbers stay text until they are sent. */
export interface CropFormValues {
  search: string;
  culture: string;
  libellePerso: string;
  surface: string;
  rendement: string;
  estDerobee: boolean;
}

/** Spec 001 §5: numeric fields keep digits and a dot only; a comma (a French keyboard's) becomes the dot. */
export const decimalText = (text: string): string => text.replace(/,/g, '.').replace(/[^\d.]/g, '');

/** What the form sends, or the §5 issues that keep it from being sent. */
export function checkedCropLine(
  values: CropFormValues,
  cultures: readonly CultureInfo[],
):
  | { issues: CropLineIssue[] }
  | { line: { culture: number; surface: number; rendement: number | null; libellePerso: string | null } } {
  const culture = values.culture === '' ? null : Number(values.culture);
  const info = cultures.find((c) => c.idtCultureTypeTRAME === culture) ?? null;
  const surface = decimalOf(values.surface);
  const rendement = decimalOf(values.rendement);
  const issues = cropLineIssues({ culture, surface, rendement }, info);
  // A text that is not a number ('.') is no value: for the surface the rule already asks for one.
  if (rendement === null && values.rendement.trim() !== '')
    issues.push({ field: 'rendement', message: RENDEMENT_INVALID });
  if (issues.length > 0 || culture === null || surface === null)
    return { issues: issues.length > 0 ? issues : [{ field: 'surface', message: SURFACE_REQUIRED }] };
  return {
    line: {
      culture,
      surface,
      rendement,
      libellePerso: info?.estIntituleModifiable ? values.libellePerso.trim() || null : null,
    },
  };
}
