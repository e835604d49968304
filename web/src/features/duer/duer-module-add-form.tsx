import { labelIssue, LABEL_MAX, NO_MODULE_CHOSEN } from '@portal/schema/rules/duer';
import { MODULE_CHOICES, moduleChoices, type ModuleChoice } from '@portal/schema/rules/duer-additions';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import type { UserErrorLike } from '../../lib/use-user-error-mutation.ts';
import { explainOffline } from '../../offline/use-offline-send.ts';
import { useDraftedForm } from '../../offline/use-form-draft.ts';
import { FormError } from '../../ui/actions.tsx';
import { SelectField, TextField } from '../../ui/text-field.tsx';
import { DuerFormActions, namedOptions } from './duer-form-parts.tsx';
import { DuerOtherDuerPicker } from './duer-other-duer-picker.tsx';
import styles from './duer.module.css';
import { useAddDuerModuleMutation } from './use-duer-changes.ts';
import { useAddDuerModuleExistantMutation } from './use-duer-additions.ts';

export const DuerModuleAddForm_categorie = graphql(`
  fragment DuerModuleAddForm_categorie on DuerCategorie {
    id
    modulesDeBase {
      id
      nom
    }
    modulesAutresDuers {
      id
      nom
      codeDossier
      annee
    }
  }
`);

interface Values {
  choix: ModuleChoice;
  nom: string;
  baseModuleId: string;
  moduleAutreDuerId: string;
}

/**
 * Spec 002 §2 (Category screen): a new module by its name (§5), a base module the unit does not use (« Ajouter un
 * module existant »), or for advisers another DUER's module from the filtered copy list.
 */
export function DuerModuleAddForm(props: {
  categorie: FragmentType<typeof DuerModuleAddForm_categorie>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const categorie = getFragmentData(DuerModuleAddForm_categorie, props.categorie);
  const base = categorie.modulesDeBase ?? [];
  const others = categorie.modulesAutresDuers ?? [];
  const { form, draft } = useDraftedForm<Values>(`duer-ajout-module:${categorie.id}`, {
    defaultValues: { choix: 'nouveau', nom: '', baseModuleId: base[0]?.id ?? '', moduleAutreDuerId: '' },
  });
  const [formError, setFormError] = useState<string>();
  const [addNew] = useAddDuerModuleMutation(categorie.id);
  const [addExisting] = useAddDuerModuleExistantMutation(categorie.id);
  const { register, control } = form;
  const { errors, isSubmitting } = form.formState;
  const choix = useWatch({ control, name: 'choix' });

  async function send(v: Values): Promise<UserErrorLike[] | null> {
    const categorieId = categorie.id;
    if (v.choix === 'nouveau') {
      const issue = labelIssue(v.nom);
      if (issue) {
        form.setError('nom', { message: issue });
        return null;
      }
      return addNew({ input: { categorieId, nom: v.nom.trim() } });
    }
    if (v.choix === 'base') {
      const baseModuleId = base.some((b) => b.id === v.baseModuleId) ? v.baseModuleId : base[0]?.id;
      return addExisting({ input: { categorieId, baseModuleId } });
    }
    if (!others.some((o) => o.id === v.moduleAutreDuerId)) return [{ message: NO_MODULE_CHOSEN }];
    return addExisting({ input: { categorieId, moduleAutreDuerId: v.moduleAutreDuerId } });
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
    for (const failure of failures)
      if (failure.field === 'input.nom') form.setError('nom', { message: failure.message });
      else setFormError(failure.message);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={styles.choices}>
        <legend>Module</legend>
        {moduleChoices(base.length, others.length).map((c) => (
          <label key={c} className={styles.choice}>
            <input type="radio" value={c} {...register('choix')} />
            {MODULE_CHOICES[c]}
          </label>
        ))}
      </fieldset>
      {choix === 'base' && base.length > 0 ? (
        <SelectField label="Module existant" {...register('baseModuleId')}>
          {namedOptions(base)}
        </SelectField>
      ) : null}
      {choix === 'autreDuer' && others.length > 0 ? (
        <DuerOtherDuerPicker
          legend="Modules des autres DUER"
          items={others}
          field={register('moduleAutreDuerId')}
        />
      ) : null}
      {choix === 'nouveau' ? (
        <TextField
          label="Nom du module"
          maxLength={LABEL_MAX}
          autoComplete="off"
          error={errors.nom?.message}
          {...register('nom')}
        />
      ) : null}
      {formError ? <FormError>{formError}</FormError> : null}
      <DuerFormActions busy={isSubmitting} submit="Ajouter" onCancel={props.onCancel} />
    </form>
  );
}
