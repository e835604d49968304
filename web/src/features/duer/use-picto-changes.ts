import { isEmptyUpdate, pictosUpdate } from '@portal/schema/rules/duer-pictos';
import type { UserErrorLike } from '../../lib/use-user-error-mutation.ts';
import { useDraftedState } from '../../offline/use-form-draft.ts';
import { explainOffline } from '../../offline/use-offline-send.ts';
import type { PictoDraft } from './duer-risk-pictos.tsx';
import { useUpdateDuerRisquePictosMutation } from './use-duer-pictos-changes.ts';

// The pictograms are selected field by field, not by a fragment: a spread is one level more, and the module
// screen's query would pass the gateway's depth limit.
interface SavedRisk {
  id: string;
  legacyId: string;
  pictos: readonly {
    legacyId: string;
    description: string;
    basePictoId: string;
    nom: string;
    imageUrl: string;
  }[];
}

const draftsOf = (r: SavedRisk): PictoDraft[] => r.pictos.map((p) => ({ ...p, cle: p.legacyId }));

/**
 * The module's risks' pictograms as edited on the device (an offline draft, by risk), the risks whose pictograms
 * changed, and their save: ONE update per changed risk (spec 002 §7), a risk's edits dropped once its update went
 * through, so that a failure further on sends again only what is left.
 */
export function usePictoChanges(moduleId: string, groupes: readonly { risques: readonly SavedRisk[] }[]) {
  const edited = useDraftedState<Record<string, PictoDraft[]>>(`duer-pictos:${moduleId}`, () => ({}));
  const [update, { loading }] = useUpdateDuerRisquePictosMutation();
  const changed = groupes
    .flatMap((g) => g.risques)
    .flatMap((risque) => {
      const list = edited.value[risque.legacyId];
      const changes = list && pictosUpdate(risque.pictos, list);
      return changes && !isEmptyUpdate(changes) ? [{ risque, changes }] : [];
    });

  async function save(): Promise<UserErrorLike[]> {
    for (const { risque, changes } of changed) {
      const failures = explainOffline(await update({ input: { risqueId: risque.id, ...changes } }));
      if (failures.length > 0) return failures;
      edited.setValue((all) =>
        Object.fromEntries(Object.entries(all).filter(([id]) => id !== risque.legacyId)),
      );
    }
    if (changed.length > 0) edited.draft.discard();
    return [];
  }

  return {
    changed,
    saving: loading,
    save,
    of: (risque: SavedRisk) => edited.value[risque.legacyId] ?? draftsOf(risque),
    edit: (legacyId: string, list: PictoDraft[]) => edited.setValue((all) => ({ ...all, [legacyId]: list })),
    discard: () => edited.draft.discard(),
  };
}
