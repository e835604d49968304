import { PICTO_DESCRIPTION_MAX } from './duer.ts';

/**
 * Spec 002 §3, §5, §7: a risk's pictograms, kept on the device while edited and sent in ONE update per risk
 * ({idDuerRisque, ajouts, suppressions, modifications}), by the web app; the emulator and the gateway refuse the
 * same descriptions.
 */

/** Ours: the spec gives the limit (255) but not the refusal's text. */
export const PICTO_DESCRIPTION_TOO_LONG = `La description du pictogramme ne doit pas dépasser ${PICTO_DESCRIPTION_MAX} caractères.`;
/** Ours: only a risk whose base risk has estAvecPicto carries pictograms. */
export const PICTOS_NOT_OFFERED = 'Ce risque ne porte pas de pictogrammes.';
/** Ours: a pictogram named twice in one update (removed and edited, or edited twice). */
export const PICTO_NAMED_TWICE =
  'Un pictogramme ne peut être modifié ou supprimé qu’une fois par mise à jour.';

/** A pictogram as the risk holds it once saved. */
export interface PlacedPicto {
  legacyId: string;
  description: string;
}

/** A pictogram as the screen edits it: a saved one keeps its legacy id, an added one has none yet. */
export interface EditedPicto {
  legacyId: string | null;
  basePictoId: string;
  description: string;
}

/** §7: the one update of a risk's pictograms. */
export interface PictosUpdate {
  ajouts: { basePictoId: string; description: string }[];
  suppressions: string[];
  modifications: { legacyId: string; description: string }[];
}

/**
 * The update that takes a risk's saved pictograms to the edited ones: the added ones, the saved ones no longer
 * there, and the saved ones whose description changed.
 */
export function pictosUpdate(saved: readonly PlacedPicto[], edited: readonly EditedPicto[]): PictosUpdate {
  const kept = new Map(edited.flatMap((p) => (p.legacyId === null ? [] : [[p.legacyId, p] as const])));
  return {
    ajouts: edited
      .filter((p) => p.legacyId === null)
      .map((p) => ({ basePictoId: p.basePictoId, description: p.description })),
    suppressions: saved.filter((p) => !kept.has(p.legacyId)).map((p) => p.legacyId),
    modifications: saved.flatMap((p) => {
      const now = kept.get(p.legacyId);
      return now && now.description !== p.description
        ? [{ legacyId: p.legacyId, description: now.description }]
        : [];
    }),
  };
}

export const isEmptyUpdate = (u: PictosUpdate): boolean =>
  u.ajouts.length + u.suppressions.length + u.modifications.length === 0;

/** The refusal of a description (§5: at most 255 characters), or null. */
export const pictoDescriptionIssue = (description: string): string | null =>
  description.length > PICTO_DESCRIPTION_MAX ? PICTO_DESCRIPTION_TOO_LONG : null;

/** §7: the update as the legacy takes it. */
export interface LegacyPictosUpdate {
  idDuerRisque: number;
  ajouts: { description: string; duerBasePicto: { id: number } }[];
  suppressions: { id: number }[];
  modifications: { id: number; description: string }[];
}

/** The update of `idDuerRisque` as the legacy takes it. */
export const legacyPictosUpdate = (idDuerRisque: string, u: PictosUpdate): LegacyPictosUpdate => ({
  idDuerRisque: Number(idDuerRisque),
  ajouts: u.ajouts.map((a) => ({ description: a.description, duerBasePicto: { id: Number(a.basePictoId) } })),
  suppressions: u.suppressions.map((id) => ({ id: Number(id) })),
  modifications: u.modifications.map((m) => ({ id: Number(m.legacyId), description: m.description })),
});

/**
 * The first refusal of an update, or null: a description too long, or a saved pictogram both removed and edited
 * (or named twice), which no single update can mean.
 */
export function pictosUpdateIssue(u: Omit<LegacyPictosUpdate, 'idDuerRisque'>): string | null {
  for (const p of [...u.ajouts, ...u.modifications]) {
    const issue = pictoDescriptionIssue(p.description);
    if (issue) return issue;
  }
  const named = [...u.suppressions, ...u.modifications].map((p) => p.id);
  return new Set(named).size < named.length ? PICTO_NAMED_TWICE : null;
}
