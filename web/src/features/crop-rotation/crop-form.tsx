import { offeredCultures } from '@portal/schema/rules/crop-rotation';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import type { UserErrorLike } from '../../lib/use-user-error-mutation.ts';
import { SendButton } from '../../offline/send-button.tsx';
import { useDraftedForm } from '../../offline/use-form-draft.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { SelectField, TextField } from '../../ui/text-field.tsx';
import { checkedCropLine, decimalText, type CropFormValues } from './crop-line-form.ts';
import styles from './crop-rotation.module.css';
import {
  useAddAssolementCultureMutation,
  useUpdateAssolementCultureMutation,
} from './use-assolement-changes.ts';

export const CropForm_culture = graphql(`
  fragment CropForm_culture on Culture {
    id
    idtCultureTypeTRAME
    intitule
    rendementMax
    estIntituleModifiable
  }
`);

export const CropForm_line = graphql(`
  fragment CropForm_line on AssolementCulture {
    id
    libellePerso
    surface
    rendement
    estDerobee
    culture {
      id
      idtCultureTypeTRAME
    }
  }
`);

interface Props {
  assolementId: string;
  cultures: readonly FragmentType<typeof CropForm_culture>[];
  /** The cultures the year already declares: not offered again (spec 001 §5). */
  usedCultures: readonly number[];
  /** The line being changed; none to add one. */
  line?: FragmentType<typeof CropForm_line> | null;
  onSaved: () => void;
  cancel: ReactNode;
}

const FIELDS = ['culture', 'surface', 'rendement', 'libellePerso'] as const;

/** Keeps digits and a dot in a numeric field as the person types (spec 001 §5). */
function decimalField(field: UseFormRegisterReturn) {
  return {
    ...field,
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = decimalText(event.target.value);
      return field.onChange(event);
    },
  };
}

/** The crop form (assolementedition): a culture found by search, its surface, its yield, the dérobée flag. */
export function CropForm({
  assolementId,
  cultures: maskedCultures,
  usedCultures,
  line: maskedLine,
  onSaved,
  cancel,
}: Props) {
  const cultures = maskedCultures.map((c) => getFragmentData(CropForm_culture, c));
  const line = maskedLine ? getFragmentData(CropForm_line, maskedLine) : null;
  const [add, adding] = useAddAssolementCultureMutation();
  const [update, updating] = useUpdateAssolementCultureMutation();
  const [formError, setFormError] = useState<string>();
  // Issue 23: a crop line typed in the field stays on this device until saved.
  const { form, draft } = useDraftedForm<CropFormValues>(`culture:${line?.id ?? assolementId}`, {
    defaultValues: {
      search: '',
      culture: line ? String(line.culture.idtCultureTypeTRAME) : '',
      libellePerso: line?.libellePerso ?? '',
      surface: line ? String(line.surface) : '',
      rendement: line?.rendement == null ? '' : String(line.rendement),
      estDerobee: line?.estDerobee ?? false,
    },
  });
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = form;
  const selected = useWatch({ control, name: 'culture' });
  const search = useWatch({ control, name: 'search' });
  const offered = offeredCultures(cultures, usedCultures, search, selected === '' ? null : Number(selected));
  const selectedCulture = cultures.find((c) => String(c.idtCultureTypeTRAME) === selected);

  function showIssues(issues: readonly UserErrorLike[]) {
    setFormError(undefined);
    for (const issue of issues) {
      const field = FIELDS.find((name) => issue.field === name || issue.field === `input.${name}`);
      if (field) setError(field, { message: issue.message });
      else setFormError(issue.message);
    }
  }

  const submit = handleSubmit(async (values) => {
    const checked = checkedCropLine(values, cultures);
    if ('issues' in checked) return showIssues(checked.issues);
    const common = { ...checked.line, estDerobee: values.estDerobee };
    const issues = draft.settle(
      line
        ? await update({ input: { id: line.id, ...common } })
        : await add({ input: { assolementId, ...common } }),
    );
    if (issues.length > 0) showIssues(issues);
    else onSaved();
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label="Rechercher une culture"
        type="search"
        autoComplete="off"
        hint="Une partie du nom suffit, en majuscules ou minuscules."
        {...register('search')}
      />
      <SelectField label="Culture" error={errors.culture?.message} {...register('culture')}>
        <option value="">Choisir une culture ({offered.length})</option>
        {offered.map((c) => (
          <option key={c.id} value={c.idtCultureTypeTRAME}>
            {c.intitule}
          </option>
        ))}
      </SelectField>
      {selectedCulture?.estIntituleModifiable ? (
        <TextField
          label="Libellé personnalisé"
          maxLength={255}
          autoComplete="off"
          error={errors.libellePerso?.message}
          {...register('libellePerso')}
        />
      ) : null}
      <TextField
        label="Surface (ha)"
        hint="De 1 à 999999 ha, au dixième près (ex. 12.5)."
        error={errors.surface?.message}
        {...decimalField(register('surface'))}
      />
      <TextField
        label="Rendement (t/ha)"
        hint={
          selectedCulture?.rendementMax != null
            ? `Facultatif, au plus ${String(selectedCulture.rendementMax).replace('.', ',')} t/ha pour cette culture.`
            : 'Facultatif.'
        }
        error={errors.rendement?.message}
        {...decimalField(register('rendement'))}
      />
      <label className={styles.checkbox}>
        <input type="checkbox" {...register('estDerobee')} />
        Culture dérobée
      </label>
      <FormAlert message={formError} />
      <div className={styles.toolbar}>
        <SendButton busy={adding.loading || updating.loading} kept>
          Enregistrer
        </SendButton>
        {cancel}
      </div>
    </form>
  );
}
