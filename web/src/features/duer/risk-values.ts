import { indexesOf, storedOf, type DuerScale } from '@portal/schema/rules/duer-rating';

/** A risk as the module form edits it: the sliders' indexes (converted once on load, spec 002 §4) and the texts. */
export interface RiskValues {
  estActif: boolean;
  gravite: number | null;
  frequence: number | null;
  maitrise: number | null;
  mesureExistante: string;
  mesureAFaire: string;
  mesureQui: string;
  mesureDelai: string;
}

export interface LoadedRisk {
  legacyId: string;
  estActif: boolean;
  gravite?: number | null;
  frequence?: number | null;
  maitrise?: number | null;
  mesureExistante?: string | null;
  mesureAFaire?: string | null;
  mesureQui?: string | null;
  mesureDelai?: string | null;
}

/** The form's key of a risk: a name react-hook-form does not read as an array index. */
export const riskKey = (legacyId: string): string => `r${legacyId}`;

export function valuesOf(scale: DuerScale, risk: LoadedRisk): RiskValues {
  const indexes = indexesOf(scale, {
    gravite: risk.gravite ?? null,
    frequence: risk.frequence ?? null,
    maitrise: risk.maitrise ?? null,
  });
  return {
    estActif: risk.estActif,
    ...indexes,
    mesureExistante: risk.mesureExistante ?? '',
    mesureAFaire: risk.mesureAFaire ?? '',
    mesureQui: risk.mesureQui ?? '',
    mesureDelai: risk.mesureDelai ?? '',
  };
}

const same = (a: RiskValues, b: RiskValues) =>
  (Object.keys(a) as (keyof RiskValues)[]).every((k) => a[k] === b[k]);

/**
 * Spec 002 §4: only the risks changed since load are sent, their indexes converted back to stored values (the old
 * scale's table values) and empty measures as null.
 */
export function changedRisks(
  scale: DuerScale,
  loaded: Readonly<Record<string, RiskValues>>,
  edited: Readonly<Record<string, RiskValues>>,
) {
  return Object.entries(edited)
    .filter(([key, values]) => loaded[key] && !same(loaded[key], values))
    .map(([key, v]) => ({
      legacyId: key.slice(1),
      estActif: v.estActif,
      ...storedOf(scale, { gravite: v.gravite, frequence: v.frequence, maitrise: v.maitrise }),
      mesureExistante: v.mesureExistante || null,
      mesureAFaire: v.mesureAFaire || null,
      mesureQui: v.mesureQui || null,
      mesureDelai: v.mesureDelai || null,
    }));
}
