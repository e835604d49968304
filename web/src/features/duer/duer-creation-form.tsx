import { copySourceYears, YEAR_INVALID } from '@portal/schema/rules/duer';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import type { DuerCreationMode } from '../../gql/graphql.ts';
import { explainOffline } from '../../offline/use-offline-send.ts';

import { useFollowedDraft, useFormDraft } from '../../offline/use-form-draft.ts';
import { FormError } from '../../ui/actions.tsx';

import { SelectField, TextField } from '../../ui/text-field.tsx';
import { DuerFormActions } from './duer-form-parts.tsx';
import styles from './duer.module.css';
import { useCreateDuerMutation } from './use-duer-changes.ts';

export const DuerCreationForm_dossier = graphql(`
  fragment DuerCreationForm_dossier on Dossier {
    id
    duers {
      id
      annee
    }
    duerCreation {
      modes
      anneeMin
      anneeMax
    }
    duersAutresDossiers {
      id
      codeDossier
      raisonSociale
      annee
    }
  }
`);

/** Spec 002 §2 (DUER creation): the choices as the form words them. */
const MODE_LABELS: Record<DuerCreationMode, string> = {
  modele: 'Créer à partir du modèle par défaut',
  copie: "Copier le DUER d'une année précédente",
  vide: 'Créer un DUER vide',
  autreDossier: "Copier le DUER d'un autre dossier",
};

interface Values {
  mode: DuerCreationMode | '';
  annee: string;
  anneeSource: string;
  duerSourceId: string;
}

/** The creation form of the index: the way, the year, and the year or the other file's DUER copied. */
export function DuerCreationForm(props: {
  dossier: FragmentType<typeof DuerCreationForm_dossier>;
  onCreated: (legacyId: string) => void;
  onCancel: () => void;
}) {
  const dossier = getFragmentData(DuerCreationForm_dossier, props.dossier);
  const { modes, anneeMin, anneeMax } = dossier.duerCreation;
  const years = (dossier.duers ?? []).map((d) => d.annee);
  const thisYear = new Date().getFullYear();
  const [create] = useCreateDuerMutation(props.onCreated);
  const [formError, setFormError] = useState<string>();
  const draft = useFormDraft<Values>('duer-creation');
  const form = useForm<Values>({
    defaultValues: draft.restore({
      mode: modes[0] ?? '',
      annee: String(thisYear),
      anneeSource: String(copySourceYears(years, thisYear)[0] ?? ''),
      duerSourceId: '',
    }),
  });
  useFollowedDraft(draft, form);
  const mode = useWatch({ control: form.control, name: 'mode' });
  // A copy is made from an earlier year (spec 002 §5): the list follows the year typed, and the year copied
  // becomes the latest earlier one when the typed year leaves it out.
  const typed = useWatch({ control: form.control, name: 'annee' }).trim();
  const sources = copySourceYears(years, /^\d{4}$/.test(typed) ? Number(typed) : Number.POSITIVE_INFINITY);
  useEffect(() => {
    if (!sources.map(String).includes(form.getValues('anneeSource')))
      form.setValue('anneeSource', String(sources[0] ?? ''));
  }, [form, sources]);
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const annee = Number(values.annee);
    if (!/^\d{4}$/.test(values.annee.trim()) || annee < anneeMin || annee > anneeMax)
      return form.setError('annee', { message: YEAR_INVALID });
    if (values.mode === '') return;
    const input = {
      codeDossier: dossier.id,
      mode: values.mode,
      annee,
      anneeSource: values.mode === 'copie' && values.anneeSource ? Number(values.anneeSource) : null,
      duerSourceId: values.mode === 'autreDossier' && values.duerSourceId ? values.duerSourceId : null,
    };
    const failures = explainOffline(await create({ input }));
    if (failures.length === 0) draft.discard();
    for (const failure of failures) {
      if (failure.field === 'input.annee') form.setError('annee', { message: failure.message });
      else setFormError(failure.message);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={styles.choices}>
        <legend>Type de création</legend>
        {modes.map((m) => (
          <label key={m} className={styles.choice}>
            <input type="radio" value={m} {...register('mode')} />
            {MODE_LABELS[m]}
          </label>
        ))}
      </fieldset>
      <TextField
        label="Année"
        inputMode="numeric"
        autoComplete="off"
        hint={`De ${anneeMin} à ${anneeMax}`}
        error={errors.annee?.message}
        {...register('annee')}
      />
      {mode === 'copie' ? (
        <SelectField label="Année copiée" {...register('anneeSource')}>
          {sources.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </SelectField>
      ) : null}
      {mode === 'autreDossier' ? (
        <SelectField label="DUER copié" {...register('duerSourceId')}>
          <option value="">Choisir un DUER</option>
          {(dossier.duersAutresDossiers ?? []).map((o) => (
            <option key={o.id} value={o.id}>
              {`${o.codeDossier} - ${o.annee} | ${o.raisonSociale}`}
            </option>
          ))}
        </SelectField>
      ) : null}
      {formError ? <FormError>{formError}</FormError> : null}
      <DuerFormActions busy={isSubmitting} submit="Créer" onCancel={props.onCancel} />
    </form>
  );
}
