/** Entity code of a private individual's file: no key figures, contacts instead of documents. */
export const INDIVIDUAL_CLIENT_ENTITY = '0016';

/** Role of a file's owner (write rights, sharing, shared credentials). */
export const OWNER_ROLE = 1;

export type DossierStatut = 'Bon' | 'PasInscrit' | 'Demissionne';

interface Selectable {
  codeDossier: string;
  estFavoris: boolean;
}

/**
 * The file to act on (spec 000 §4 "Selected file"): the wanted one when the person may act on it,
 * else the favourite, else the first.
 */
export function selectDossier<T extends Selectable>(
  dossiers: readonly T[],
  wanted?: string | null,
): T | null {
  return (
    dossiers.find((d) => d.codeDossier === wanted) ??
    dossiers.find((d) => d.estFavoris) ??
    dossiers[0] ??
    null
  );
}

// Made at the first comparison, not when the module loads: creating a French collator loads ICU's data, a
// long task on a slow phone, which the many pages that never sort files should not pay (docs/decisions/016).
let frenchCollator: Intl.Collator | null = null;

/** Orders files by company name, French and case-insensitive, as the header's selector lists them. */
export function byRaisonSociale(a: { raisonSociale: string }, b: { raisonSociale: string }): number {
  frenchCollator ??= new Intl.Collator('fr', { sensitivity: 'base' });
  return frenchCollator.compare(a.raisonSociale, b.raisonSociale);
}

/** Splits a person's files into 'Mes dossiers' (owner) and 'Partagés avec moi' (other roles), each sorted. */
export function groupDossiers<T extends { raisonSociale: string; idRole: number | null | undefined }>(
  dossiers: readonly T[],
): { mine: T[]; shared: T[] } {
  const sorted = [...dossiers].sort(byRaisonSociale);
  return {
    mine: sorted.filter((d) => d.idRole === OWNER_ROLE),
    shared: sorted.filter((d) => d.idRole !== OWNER_ROLE),
  };
}

/** Portfolio selection (spec 000 §2.3): Bon, or PasInscrit with an id, may be opened; Demissionne never. */
export function isSelectable(statut: DossierStatut, legacyId: string | null | undefined): boolean {
  return statut === 'Bon' || (statut === 'PasInscrit' && Boolean(legacyId));
}

/** Only Bon files can go to the map. */
export function canGoToMap(statut: DossierStatut): boolean {
  return statut === 'Bon';
}
