import {
  GROUP_AND_RISK_REQUIRED,
  LABEL_MAX,
  labelIssue,
  NO_OPERATION_CHOSEN,
} from '@portal/schema/rules/duer';
import type { OtherDuerElement } from '@portal/schema/rules/duer-additions';
import {
  ADD_CHOICES,
  addChoices,
  GROUPE_CHOICES,
  groupeChoices,
  RISQUE_CHOICES,
  risqueChoices,
  type AddChoice,
  type GroupeChoice,
  type RisqueChoice,
} from '@portal/schema/rules/duer-module';
import { useState } from 'react';
import { useWatch, type UseFormRegister } from 'react-hook-form';
import type { UserErrorLike } from '../../lib/use-user-error-mutation.ts';
import { explainOffline } from '../../offline/use-offline-send.ts';

import { useDraftedForm } from '../../offline/use-form-draft.ts';
import { FormError } from '../../ui/actions.tsx';

import { SelectField, TextField } from '../../ui/text-field.tsx';
import { namedOptions, DuerFormActions } from './duer-form-parts.tsx';
import styles from './duer.module.css';
import { useAddDuerGroupeEtRisqueMutation } from './use-duer-changes.ts';
import { useAddDuerGroupeMutation, useAddDuerRisqueMutation } from './use-duer-groupe-changes.ts';
import { useAddDuerGroupeAutreDuerMutation } from './use-duer-additions.ts';
import { DuerOtherDuerPicker } from './duer-other-duer-picker.tsx';

interface Base {
  id: string;
  nom: string;
}

interface Values {
  choix: AddChoice;
  groupe: GroupeChoice;
  risque: RisqueChoice;
  nom: string;
  nomRisque: string;
  baseGroupeId: string;
  groupeId: string;
  baseRisqueId: string;
  groupeAutreDuerId: string;
}

/** The id chosen in a select when it is one of its options, else its first option's (what the select shows). */
const among = (options: readonly Base[], id: string): string | undefined =>
  options.some((o) => o.id === id) ? id : options[0]?.id;

/** Radio buttons of one of the dialog's choices, each labelled with the spec's text. */
function Choices<K extends string>(props: {
  legend: string;
  name: 'choix' | 'groupe' | 'risque';
  offered: readonly K[];
  labels: Record<K, string>;
  register: UseFormRegister<Values>;
}) {
  return (
    <fieldset className={styles.choices}>
      <legend>{props.legend}</legend>
      {props.offered.map((choice) => (
        <label key={choice} className={styles.choice}>
          <input type="radio" value={choice} {...props.register(props.name)} />
          {props.labels[choice]}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Spec 002 §2 (Module screen): the floating '+' dialog: an operation (empty, an unused base one, or for advisers
 * another DUER's from the filtered copy list), a risk (in a chosen operation: new, or one its base proposes), or an
 * operation with a risk. Unsaved changes are saved first (`beforeChange`, §4); the labels follow §5.
 */
export function DuerAddForm(props: {
  moduleId: string;
  groupes: readonly (Base & { risquesDeBase: readonly Base[] })[];
  groupesDeBase: readonly Base[];
  /** Advisers only: other DUERs' operations the module may copy (§2); empty for an adherent. */
  groupesAutresDuers: readonly OtherDuerElement[];
  beforeChange: () => Promise<UserErrorLike[]>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { groupes, groupesDeBase, groupesAutresDuers } = props;
  const { form, draft } = useDraftedForm<Values>(`duer-ajout:${props.moduleId}`, {
    defaultValues: {
      choix: 'groupe',
      groupe: 'vide',
      risque: 'nouveau',
      nom: '',
      nomRisque: '',
      baseGroupeId: groupesDeBase[0]?.id ?? '',
      groupeId: groupes[0]?.id ?? '',
      baseRisqueId: '',
      groupeAutreDuerId: '',
    },
  });
  const [formError, setFormError] = useState<string>();
  const [addGroupe] = useAddDuerGroupeMutation(false);
  const [addBaseGroupe] = useAddDuerGroupeMutation(true);
  const [addRisque] = useAddDuerRisqueMutation();
  const [addOther] = useAddDuerGroupeAutreDuerMutation();
  const [addBoth] = useAddDuerGroupeEtRisqueMutation();
  const { register, control } = form;
  const { errors, isSubmitting } = form.formState;
  const [choix, groupe, risque, groupeId] = useWatch({
    control,
    name: ['choix', 'groupe', 'risque', 'groupeId'],
  });
  const chosen = groupes.find((g) => g.id === groupeId) ?? groupes[0];
  const proposed = chosen?.risquesDeBase ?? [];

  /** The §5 refusal of a label, set on its field; whether it passed. */
  const checked = (field: 'nom' | 'nomRisque', value: string): boolean => {
    const issue = labelIssue(value);
    if (issue) form.setError(field, { message: issue });
    return issue === null;
  };

  async function send(v: Values): Promise<UserErrorLike[] | null> {
    if (v.choix === 'groupeEtRisque') {
      if (v.nom.trim() === '' || v.nomRisque.trim() === '') return [{ message: GROUP_AND_RISK_REQUIRED }];
      if (!checked('nom', v.nom) || !checked('nomRisque', v.nomRisque)) return null;
      const unsaved = await props.beforeChange();
      if (unsaved.length > 0) return unsaved;
      return addBoth({
        input: { moduleId: props.moduleId, nomGroupe: v.nom.trim(), nomRisque: v.nomRisque.trim() },
      });
    }
    if (v.choix === 'groupe' && v.groupe === 'autreDuer') {
      if (!groupesAutresDuers.some((o) => o.id === v.groupeAutreDuerId))
        return [{ message: NO_OPERATION_CHOSEN }];
      const unsaved = await props.beforeChange();
      if (unsaved.length > 0) return unsaved;
      return addOther({ input: { moduleId: props.moduleId, groupeAutreDuerId: v.groupeAutreDuerId } });
    }
    if (v.choix === 'groupe') {
      if (v.groupe === 'vide' && !checked('nom', v.nom)) return null;
      const unsaved = await props.beforeChange();
      if (unsaved.length > 0) return unsaved;
      return v.groupe === 'vide'
        ? addGroupe({ input: { moduleId: props.moduleId, nom: v.nom.trim() } })
        : addBaseGroupe({
            input: { moduleId: props.moduleId, baseGroupeId: among(groupesDeBase, v.baseGroupeId) },
          });
    }
    const groupeChosen = chosen?.id ?? '';
    if (v.risque === 'nouveau' && !checked('nomRisque', v.nomRisque)) return null;
    const unsaved = await props.beforeChange();
    if (unsaved.length > 0) return unsaved;
    return v.risque === 'nouveau'
      ? addRisque({ input: { groupeId: groupeChosen, nom: v.nomRisque.trim() } })
      : addRisque({ input: { groupeId: groupeChosen, baseRisqueId: among(proposed, v.baseRisqueId) } });
  }

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const answer = await send(values);
    if (answer === null) return;
    const failures = explainOffline(answer);
    if (failures.length === 0) {
      draft.discard();
      props.onDone();
    }
    setFormError(failures[0]?.message);
  });

  const groupeLabel = (
    <TextField
      label="Libellé de l'opération"
      maxLength={LABEL_MAX}
      autoComplete="off"
      error={errors.nom?.message}
      {...register('nom')}
    />
  );
  const risqueLabel = (
    <TextField
      label="Libellé du risque"
      maxLength={LABEL_MAX}
      autoComplete="off"
      error={errors.nomRisque?.message}
      {...register('nomRisque')}
    />
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Choices
        legend="Que voulez-vous ajouter ?"
        name="choix"
        offered={addChoices(true, groupes.length)}
        labels={ADD_CHOICES}
        register={register}
      />
      {choix === 'groupe' ? (
        <>
          <Choices
            legend="Opération"
            name="groupe"
            offered={groupeChoices(groupesDeBase.length, groupesAutresDuers.length)}
            labels={GROUPE_CHOICES}
            register={register}
          />
          {groupe === 'base' && groupesDeBase.length > 0 ? (
            <SelectField label="Opération existante" {...register('baseGroupeId')}>
              {namedOptions(groupesDeBase)}
            </SelectField>
          ) : groupe === 'autreDuer' && groupesAutresDuers.length > 0 ? (
            <DuerOtherDuerPicker
              legend="Opérations des autres DUER"
              items={groupesAutresDuers}
              field={register('groupeAutreDuerId')}
            />
          ) : (
            groupeLabel
          )}
        </>
      ) : null}
      {choix === 'risque' ? (
        <>
          <SelectField label="Opération du risque" {...register('groupeId')}>
            {namedOptions(groupes)}
          </SelectField>
          <Choices
            legend="Risque"
            name="risque"
            offered={risqueChoices(proposed.length)}
            labels={RISQUE_CHOICES}
            register={register}
          />
          {risque === 'base' && proposed.length > 0 ? (
            <SelectField label="Risque existant" {...register('baseRisqueId')}>
              {namedOptions(proposed)}
            </SelectField>
          ) : (
            risqueLabel
          )}
        </>
      ) : null}
      {choix === 'groupeEtRisque' ? (
        <>
          {groupeLabel}
          {risqueLabel}
        </>
      ) : null}
      {formError ? <FormError>{formError}</FormError> : null}
      <DuerFormActions busy={isSubmitting} submit="Ajouter" onCancel={props.onCancel} />
    </form>
  );
}
