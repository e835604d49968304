import { scaleOf } from '@portal/schema/rules/duer-rating';
import { addChoices } from '@portal/schema/rules/duer-module';
import { LEAVE_QUESTION, UNSAVED } from '@portal/schema/rules/duer';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useBlocker, useNavigate } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { explainOffline } from '../../offline/use-offline-send.ts';
import { SendButton } from '../../offline/send-button.tsx';
import { useDraftedState, useFollowedDraft, useFormDraft } from '../../offline/use-form-draft.ts';
import { FormError } from '../../ui/actions.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog, Dialog } from '../../ui/dialog.tsx';
import type { UserErrorLike } from '../../lib/use-user-error-mutation.ts';
import { DuerAddForm } from './duer-add-form.tsx';
import { DuerElementActions } from './duer-element-actions.tsx';
import { DuerNameForm } from './duer-name-form.tsx';
import { DuerRiskCard } from './duer-risk-card.tsx';
import styles from './duer-module.module.css';
import { changedRisks, riskKey, valuesOf, type RiskValues } from './risk-values.ts';
import { useSaveDuerRisquesMutation } from './use-duer-changes.ts';
import { DuerRiskPictos, type PictoImage } from './duer-risk-pictos.tsx';
import { usePictoChanges } from './use-picto-changes.ts';
import {
  useDeleteDuerGroupeMutation,
  useDeleteDuerRisqueMutation,
  useRenameDuerGroupeMutation,
  useRenameDuerRisqueMutation,
} from './use-duer-groupe-changes.ts';
import { useModuleOrders } from './use-module-orders.ts';
import { useScrollRoom } from './use-scroll-room.ts';
import { DuerModuleRemark, remarkOf, sentRemark } from './duer-module-remark.tsx';
import {
  useRenameDuerModuleMutation,
  useSaveDuerModuleRemarqueMutation,
} from './use-duer-structure-changes.ts';

export const DuerModuleEditor_module = graphql(`
  fragment DuerModuleEditor_module on DuerModule {
    id
    nom
    remarque
    etape
    totalEtapes
    suivant {
      id
      legacyId
      nom
      etape
    }
    groupesDeBase {
      id
      nom
    }
    groupesAutresDuers {
      id
      nom
      codeDossier
      annee
    }
    groupes {
      id
      legacyId
      nom
      ordre
      risquesDeBase {
        id
        nom
      }
      risques {
        id
        legacyId
        nom
        ordre
        estActif
        gravite
        frequence
        maitrise
        mesureExistante
        mesureAFaire
        mesureQui
        mesureDelai
        historique {
          dateModification
          parAdherent
          dateCollaborateur
        }
        avecPictos
        pictos {
          id
          legacyId
          description
          basePictoId
          nom
          imageUrl
        }
      }
    }
  }
`);

/** The up and down buttons of the n-th of `count` items: hidden without the edit right, disabled at either end. */
const moves = (allowed: boolean, n: number, count: number, move: (direction: -1 | 1) => void) =>
  allowed ? { onUp: n > 0 ? () => move(-1) : null, onDown: n < count - 1 ? () => move(1) : null } : {};

interface Renaming {
  kind: 'groupe' | 'risque' | 'module';
  id: string;
  nom: string;
}

const RENAMING_TITLES = {
  groupe: "Renommer l'opération",
  risque: 'Renommer le risque',
  module: 'Renommer le module',
} as const;

/**
 * Spec 002 §2 and §4 (Module screen): the operations and their risks, rated on the DUER's scale, renamed, deleted
 * and moved as the viewer's rights allow; the module's own pen renames it (droitCreation). Changes stay on the
 * device (an offline draft) until saved; only changed risks and changed orders are sent. Unsaved changes are saved
 * before any structural change and before the next module; leaving with unsaved changes asks first.
 */
export function DuerModuleEditor(props: {
  module: FragmentType<typeof DuerModuleEditor_module>;
  versionCalculRisque: number;
  droitModifs: boolean;
  droitCreation: boolean;
  nextHref: (legacyId: string) => string;
  /** The pictogram catalogue offered to the file's risks (null when it failed to load: nothing to add). */
  pictosDeBase?: readonly PictoImage[] | null;
}) {
  const module = getFragmentData(DuerModuleEditor_module, props.module);
  const scale = scaleOf(props.versionCalculRisque);
  const groupes = useMemo(() => module.groupes ?? [], [module.groupes]);
  const loaded = useMemo(
    () =>
      Object.fromEntries(
        groupes.flatMap((g) => g.risques.map((r) => [riskKey(r.legacyId), valuesOf(scale, r)])),
      ) as Record<string, RiskValues>,
    [groupes, scale],
  );
  const draft = useFormDraft<Record<string, RiskValues>>(`duer-module:${module.id}`);
  const form = useForm<Record<string, RiskValues>>({ defaultValues: draft.restore(loaded) });
  useFollowedDraft(draft, form);
  const edited = useWatch({ control: form.control }) as Record<string, RiskValues>;
  const orders = useModuleOrders(groupes);
  const navigate = useNavigate();
  const [save, { loading: saving }] = useSaveDuerRisquesMutation();
  const [deleteGroupe] = useDeleteDuerGroupeMutation();
  const [deleteRisque] = useDeleteDuerRisqueMutation();
  const [renameGroupe] = useRenameDuerGroupeMutation();
  const [renameRisque] = useRenameDuerRisqueMutation();
  const [renameModule] = useRenameDuerModuleMutation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<Renaming | null>(null);
  const room = useScrollRoom();
  const { ordresGroupes, ordresRisques } = orders.changed;
  // §4: the remark is sent with a module update only when it changed since the load.
  const remark = useDraftedState(`duer-remarque:${module.id}`, () => remarkOf(module.remarque));
  const [saveRemark, { loading: savingRemark }] = useSaveDuerModuleRemarqueMutation();
  const remarkChanged = sentRemark(remark.value) !== (module.remarque ?? '');
  const pictos = usePictoChanges(module.id, groupes);
  const dirty =
    remarkChanged ||
    pictos.changed.length > 0 ||
    changedRisks(scale, loaded, edited).length > 0 ||
    ordresGroupes.length > 0 ||
    ordresRisques.length > 0;
  // Going to the next module once saved leaves nothing unsaved, whatever this render still shows.
  const saved = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saved.current && currentLocation.pathname !== nextLocation.pathname,
  );

  // An operation added brings risks the form does not hold yet: they join it as loaded.
  useEffect(() => {
    const current = form.getValues();
    for (const [key, values] of Object.entries(loaded)) if (!(key in current)) form.setValue(key, values);
  }, [loaded, form]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  /** Saves the changed risks and orders; answers the failures (none: nothing is left unsaved). */
  async function saveChanges(): Promise<UserErrorLike[]> {
    if (remarkChanged) {
      const failures = explainOffline(
        await saveRemark({ input: { moduleId: module.id, remarque: sentRemark(remark.value) } }),
      );
      setError(failures[0]?.message ?? null);
      if (failures.length > 0) return failures;
      remark.draft.discard();
    }
    const unsentPictos = await pictos.save();
    setError(unsentPictos[0]?.message ?? null);
    if (unsentPictos.length > 0) return unsentPictos;
    const risques = changedRisks(scale, loaded, form.getValues());
    if (risques.length === 0 && ordresGroupes.length === 0 && ordresRisques.length === 0) return [];
    const input = { moduleId: module.id, risques, ordresGroupes, ordresRisques };
    const failures = explainOffline(await save({ input }));
    setError(failures[0]?.message ?? null);
    if (failures.length === 0) {
      draft.discard();
      orders.reset();
    }
    return failures;
  }

  /** §4: a structural change (delete) after the unsaved changes are saved; its failure shows above the bar. */
  async function structural(change: () => Promise<UserErrorLike[]>) {
    setBusy(true);
    const unsaved = await saveChanges();
    const failures = unsaved.length > 0 ? unsaved : explainOffline(await change());
    setError(failures[0]?.message ?? null);
    setBusy(false);
  }

  async function goNext(legacyId: string) {
    if ((await saveChanges()).length === 0) {
      saved.current = true;
      void navigate(props.nextHref(legacyId));
    }
  }

  const byId = new Map(groupes.map((g) => [g.legacyId, g]));
  return (
    <FormProvider {...form}>
      {dirty ? (
        <p className={styles.unsaved} role="status">
          {UNSAVED}
        </p>
      ) : null}
      <form
        className={styles.editor}
        onSubmit={(event) => {
          event.preventDefault();
          void saveChanges();
        }}
        noValidate
      >
        {props.droitCreation ? (
          <DuerElementActions
            name={module.nom}
            busy={busy || saving}
            onRename={() => setRenaming({ kind: 'module', id: module.id, nom: module.nom })}
          />
        ) : null}
        <DuerModuleRemark value={remark.value} editable={props.droitModifs} onChange={remark.setValue} />
        {orders.groupeIds.map((gid, n, all) => {
          const groupe = byId.get(gid);
          if (!groupe) return null;
          const risqueIds = orders.risqueIds(gid);
          const risques = new Map(groupe.risques.map((r) => [r.legacyId, r]));
          return (
            <details key={groupe.id} className={styles.groupe} open>
              <summary>{groupe.nom}</summary>
              <DuerElementActions
                name={groupe.nom}
                busy={busy || saving}
                {...moves(props.droitModifs, n, all.length, (d) => orders.moveGroupe(gid, d))}
                onRename={
                  props.droitCreation
                    ? () => setRenaming({ kind: 'groupe', id: groupe.id, nom: groupe.nom })
                    : undefined
                }
                onDelete={
                  props.droitCreation
                    ? () => void structural(() => deleteGroupe({ id: groupe.id }))
                    : undefined
                }
              />
              <div className={styles.risks}>
                {risqueIds.map((rid, k) => {
                  const risque = risques.get(rid);
                  // A risk just added joins the form after this render (the effect above): shown from the next.
                  if (!risque || !(riskKey(rid) in edited)) return null;
                  return (
                    <DuerRiskCard
                      key={risque.id}
                      fieldKey={riskKey(risque.legacyId)}
                      nom={risque.nom}
                      scale={scale}
                      editable={props.droitModifs}
                      historique={risque.historique}
                      actions={
                        <DuerElementActions
                          name={risque.nom}
                          busy={busy || saving}
                          {...moves(props.droitModifs, k, risqueIds.length, (d) =>
                            orders.moveRisque(gid, rid, d),
                          )}
                          onRename={
                            props.droitModifs
                              ? () => setRenaming({ kind: 'risque', id: risque.id, nom: risque.nom })
                              : undefined
                          }
                          onDelete={
                            props.droitCreation
                              ? () => void structural(() => deleteRisque({ id: risque.id }))
                              : undefined
                          }
                        />
                      }
                    >
                      {risque.avecPictos ? (
                        <DuerRiskPictos
                          nomRisque={risque.nom}
                          pictos={pictos.of(risque)}
                          catalogue={props.pictosDeBase ?? []}
                          editable={props.droitModifs}
                          onChange={(list) => pictos.edit(risque.legacyId, list)}
                        />
                      ) : null}
                    </DuerRiskCard>
                  );
                })}
              </div>
            </details>
          );
        })}
        {module.suivant ? (
          <Button
            variant="secondary"
            disabled={saving || busy}
            onClick={() => void goNext(module.suivant?.legacyId ?? '')}
          >
            {`Aller à : Etape ${module.suivant.etape}/${module.totalEtapes} - ${module.suivant.nom}`}
          </Button>
        ) : null}
        {error ? <FormError>{error}</FormError> : null}
        <div className={styles.floating}>
          {room.above ? (
            <button
              type="button"
              className={styles.fab}
              aria-label="Haut de page"
              onClick={() => window.scrollTo({ top: 0 })}
            >
              ⇡
            </button>
          ) : null}
          {room.below ? (
            <button
              type="button"
              className={styles.fab}
              aria-label="Bas de page"
              onClick={() => window.scrollTo({ top: document.documentElement.scrollHeight })}
            >
              ⇣
            </button>
          ) : null}
          {addChoices(props.droitCreation, groupes.length).length > 0 ? (
            <button
              type="button"
              className={styles.fab}
              aria-label="Ajouter"
              disabled={busy}
              onClick={() => setAdding(true)}
            >
              +
            </button>
          ) : null}
          {dirty ? (
            <SendButton busy={saving || savingRemark || pictos.saving} kept>
              Enregistrer
            </SendButton>
          ) : null}
        </div>
      </form>
      <Dialog open={adding} title="Ajouter" onClose={() => setAdding(false)}>
        {adding ? (
          <DuerAddForm
            moduleId={module.id}
            groupes={orders.groupeIds.flatMap((gid) => byId.get(gid) ?? [])}
            groupesDeBase={module.groupesDeBase ?? []}
            groupesAutresDuers={module.groupesAutresDuers ?? []}
            beforeChange={saveChanges}
            onDone={() => setAdding(false)}
            onCancel={() => setAdding(false)}
          />
        ) : null}
      </Dialog>
      <Dialog
        open={renaming !== null}
        title={RENAMING_TITLES[renaming?.kind ?? 'risque']}
        onClose={() => setRenaming(null)}
      >
        {renaming ? (
          <DuerNameForm
            key={renaming.id}
            draftName={`duer-nom:${renaming.id}`}
            fields={[{ name: 'nom', label: 'Libellé' }]}
            initial={{ nom: renaming.nom }}
            submit="Renommer"
            send={async (values) => {
              const unsaved = await saveChanges();
              if (unsaved.length > 0) return unsaved;
              const rename = { groupe: renameGroupe, risque: renameRisque, module: renameModule }[
                renaming.kind
              ];
              return rename({ input: { id: renaming.id, nom: (values.nom ?? '').trim() } });
            }}
            onDone={() => setRenaming(null)}
            onCancel={() => setRenaming(null)}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Modifications non enregistrées"
        question={LEAVE_QUESTION}
        yes="Confirmer"
        no="Annuler"
        onYes={() => {
          draft.discard();
          remark.draft.discard();
          pictos.discard();
          blocker.proceed?.();
        }}
        onNo={() => blocker.reset?.()}
      />
    </FormProvider>
  );
}
