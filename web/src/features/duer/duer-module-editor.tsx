import { scaleOf } from '@portal/schema/rules/duer-rating';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useBlocker, useNavigate } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { explainOffline } from '../../offline/use-offline-send.ts';
import { SendButton } from '../../offline/send-button.tsx';
import { useFollowedDraft, useFormDraft } from '../../offline/use-form-draft.ts';
import { FormError } from '../../ui/actions.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog, Dialog } from '../../ui/dialog.tsx';
import { DuerNameForm } from './duer-name-form.tsx';
import { DuerRiskCard } from './duer-risk-card.tsx';
import styles from './duer-module.module.css';
import { changedRisks, riskKey, valuesOf, type RiskValues } from './risk-values.ts';
import { useAddDuerGroupeEtRisqueMutation, useSaveDuerRisquesMutation } from './use-duer-changes.ts';

export const DuerModuleEditor_module = graphql(`
  fragment DuerModuleEditor_module on DuerModule {
    id
    etape
    totalEtapes
    suivant {
      id
      legacyId
      nom
      etape
    }
    groupes {
      id
      nom
      risques {
        id
        legacyId
        nom
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
      }
    }
  }
`);

export const UNSAVED = "Des modifications n'ont pas été enregistrées";
export const LEAVE_QUESTION = 'Voulez-vous quitter la page sans enregistrer les modifications ?';

/**
 * Spec 002 §2 and §4 (Module screen): the operations and their risks, rated on the DUER's scale. Changes stay on
 * the device (an offline draft) until saved; only changed risks are sent. Leaving with unsaved changes asks first;
 * the next module's button saves before going.
 */
export function DuerModuleEditor(props: {
  module: FragmentType<typeof DuerModuleEditor_module>;
  versionCalculRisque: number;
  droitModifs: boolean;
  droitCreation: boolean;
  nextHref: (legacyId: string) => string;
}) {
  const module = getFragmentData(DuerModuleEditor_module, props.module);
  const scale = scaleOf(props.versionCalculRisque);
  const loaded = useMemo(
    () =>
      Object.fromEntries(
        (module.groupes ?? []).flatMap((g) =>
          g.risques.map((r) => [riskKey(r.legacyId), valuesOf(scale, r)]),
        ),
      ) as Record<string, RiskValues>,
    [module.groupes, scale],
  );
  const draft = useFormDraft<Record<string, RiskValues>>(`duer-module:${module.id}`);
  const form = useForm<Record<string, RiskValues>>({ defaultValues: draft.restore(loaded) });
  useFollowedDraft(draft, form);
  const edited = useWatch({ control: form.control }) as Record<string, RiskValues>;
  const navigate = useNavigate();
  const [save, { loading: saving }] = useSaveDuerRisquesMutation();
  const [addGroupe] = useAddDuerGroupeEtRisqueMutation();
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const dirty = changedRisks(scale, loaded, edited).length > 0;
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

  /** Saves the changed risks; answers whether the module has nothing left unsaved. */
  async function saveChanges(): Promise<boolean> {
    const risques = changedRisks(scale, loaded, form.getValues());
    if (risques.length === 0) return true;
    const failures = explainOffline(await save({ input: { moduleId: module.id, risques } }));
    setError(failures[0]?.message ?? null);
    if (failures.length > 0) return false;
    draft.discard();
    return true;
  }

  async function goNext(legacyId: string) {
    if (await saveChanges()) {
      saved.current = true;
      void navigate(props.nextHref(legacyId));
    }
  }

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void saveChanges();
        }}
        noValidate
      >
        {(module.groupes ?? []).map((groupe) => (
          <details key={groupe.id} className={styles.groupe} open>
            <summary>{groupe.nom}</summary>
            <div className={styles.risks}>
              {groupe.risques.map((risque) => (
                <DuerRiskCard
                  key={risque.id}
                  fieldKey={riskKey(risque.legacyId)}
                  nom={risque.nom}
                  scale={scale}
                  editable={props.droitModifs}
                  historique={risque.historique}
                />
              ))}
            </div>
          </details>
        ))}
        {error ? <FormError>{error}</FormError> : null}
        <div className={styles.floating}>
          {dirty ? <p className={styles.unsaved}>{UNSAVED}</p> : null}
          {dirty ? (
            <SendButton busy={saving} kept>
              Enregistrer
            </SendButton>
          ) : null}
          {props.droitCreation ? (
            <Button
              variant="secondary"
              onClick={() => setAdding(true)}
              aria-label="Ajouter une opération et un risque"
            >
              +
            </Button>
          ) : null}
          {module.suivant ? (
            <Button
              variant="secondary"
              disabled={saving}
              onClick={() => void goNext(module.suivant?.legacyId ?? '')}
            >
              {`Aller à : Etape ${module.suivant.etape}/${module.totalEtapes} - ${module.suivant.nom}`}
            </Button>
          ) : null}
        </div>
      </form>
      <Dialog open={adding} title="Ajouter une opération et un risque" onClose={() => setAdding(false)}>
        <DuerNameForm
          draftName={`duer-groupe:${module.id}`}
          fields={[
            { name: 'nomGroupe', label: "Libellé de l'opération" },
            { name: 'nomRisque', label: 'Libellé du risque' },
          ]}
          submit="Ajouter"
          send={async (values) => {
            // §4: unsaved changes are saved before any structural operation.
            if (!(await saveChanges())) return [{ field: null, message: error ?? '' }];
            return addGroupe({
              input: {
                moduleId: module.id,
                nomGroupe: values.nomGroupe ?? '',
                nomRisque: values.nomRisque ?? '',
              },
            });
          }}
          onDone={() => setAdding(false)}
          onCancel={() => setAdding(false)}
        />
      </Dialog>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Modifications non enregistrées"
        question={LEAVE_QUESTION}
        yes="Confirmer"
        no="Annuler"
        onYes={() => {
          draft.discard();
          blocker.proceed?.();
        }}
        onNo={() => blocker.reset?.()}
      />
    </FormProvider>
  );
}
