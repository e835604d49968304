import { labelIssue } from '@portal/schema/rules/duer';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { explainOffline } from '../../offline/use-offline-send.ts';

import { useFollowedDraft, useFormDraft } from '../../offline/use-form-draft.ts';
import { FormError } from '../../ui/actions.tsx';

import { SelectField, TextField } from '../../ui/text-field.tsx';
import { namedOptions, DuerFormActions } from './duer-form-parts.tsx';
import styles from './duer.module.css';
import { useAddDuerCategorieMutation } from './use-duer-changes.ts';

export const DuerUnitForm_duer = graphql(`
  fragment DuerUnitForm_duer on Duer {
    id
    categoriesDeBase {
      id
      nom
    }
  }
`);

interface Values {
  choix: 'nouvelle' | 'existante';
  nom: string;
  baseCategorieId: string;
}

/** Adding a work unit: a new one by its name, or « Ajouter une unité de travail existante » from the base units left. */
export function DuerUnitForm(props: {
  duer: FragmentType<typeof DuerUnitForm_duer>;
  onAdded: () => void;
  onCancel: () => void;
}) {
  const duer = getFragmentData(DuerUnitForm_duer, props.duer);
  const base = duer.categoriesDeBase ?? [];
  const [add] = useAddDuerCategorieMutation();
  const [formError, setFormError] = useState<string>();
  const draft = useFormDraft<Values>(`duer-unite:${duer.id}`);
  const form = useForm<Values>({
    defaultValues: draft.restore({ choix: 'nouvelle', nom: '', baseCategorieId: base[0]?.id ?? '' }),
  });
  useFollowedDraft(draft, form);
  const choix = useWatch({ control: form.control, name: 'choix' });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const nouvelle = values.choix === 'nouvelle';
    const issue = nouvelle ? labelIssue(values.nom) : null;
    if (issue) return form.setError('nom', { message: issue });
    const input = nouvelle
      ? { duerId: duer.id, nom: values.nom.trim() }
      : { duerId: duer.id, baseCategorieId: values.baseCategorieId };
    const failures = explainOffline(await add({ input }));
    if (failures.length === 0) {
      draft.discard();
      props.onAdded();
    }
    for (const failure of failures) {
      if (failure.field === 'input.nom') form.setError('nom', { message: failure.message });
      else setFormError(failure.message);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={styles.choices}>
        <legend>Unité de travail</legend>
        <label className={styles.choice}>
          <input type="radio" value="nouvelle" {...register('choix')} />
          Créer une unité de travail
        </label>
        {base.length > 0 ? (
          <label className={styles.choice}>
            <input type="radio" value="existante" {...register('choix')} />
            Ajouter une unité de travail existante
          </label>
        ) : null}
      </fieldset>
      {choix === 'existante' ? (
        <SelectField label="Unité de travail existante" {...register('baseCategorieId')}>
          {namedOptions(base)}
        </SelectField>
      ) : (
        <TextField
          label="Nom"
          maxLength={128}
          autoComplete="off"
          error={errors.nom?.message}
          {...register('nom')}
        />
      )}
      {formError ? <FormError>{formError}</FormError> : null}
      <DuerFormActions busy={isSubmitting} submit="Ajouter" onCancel={props.onCancel} />
    </form>
  );
}
