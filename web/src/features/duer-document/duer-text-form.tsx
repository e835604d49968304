import type { FieldIssue } from '@portal/schema/rules/duer-general-info';
import type { ReactNode } from 'react';
import { useFlash } from '../../lib/flash.ts';
import type { UserErrorLike } from '../../lib/use-user-error-mutation.ts';
import { useDraftedForm } from '../../offline/use-form-draft.ts';
import { TextField } from '../../ui/text-field.tsx';
import { LeaveGuard, UnsavedNotice } from './unsaved-changes.tsx';
import styles from './duer-text-form.module.css';

export interface TextGroup {
  titre: string | null;
  champs: readonly (readonly [name: string, label: string])[];
}

interface DuerTextFormProps {
  /** The draft's name: one per DUER and form. */
  name: string;
  groups: readonly TextGroup[];
  /** The form's values as stored (other keys ignored). */
  stored: Readonly<Record<string, unknown>>;
  /** The values the form opens with, from the stored ones (prefilled on the cover page, §4). */
  prefill?: (saved: Record<string, string>) => Record<string, string>;
  /** Without the edit right, the fields are read only (§6). */
  editable: boolean;
  issues: (values: Record<string, string>) => FieldIssue[];
  save: (values: Record<string, string>) => Promise<UserErrorLike[]>;
  children?: ReactNode;
}

/**
 * Spec 002 §2 (Informations générales, Page de garde): groups of text fields saved whole. What differs from the
 * stored values is unsaved (§4): the notice and the save button show, and leaving asks first. The §5 limits are
 * checked before sending, each under its field; a failed save shows the §8 message and keeps what was typed.
 */
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

export function DuerTextForm(props: DuerTextFormProps) {
  const saved = Object.fromEntries(
    props.groups.flatMap((g) => g.champs).map(([field]) => [field, textOf(props.stored[field])]),
  );
  // The stored values name the form: saved again, it opens afresh with them.
  return <TextForm key={JSON.stringify(saved)} {...props} saved={saved} />;
}

function TextForm({
  name,
  groups,
  saved,
  prefill,
  editable,
  issues,
  save,
  children,
}: DuerTextFormProps & { saved: Record<string, string> }) {
  const flash = useFlash();
  const { form, draft } = useDraftedForm<Record<string, string>>(name, {
    defaultValues: prefill ? prefill(saved) : saved,
  });
  const values = form.watch();
  const dirty = Object.keys(saved).some((field) => (values[field] ?? '') !== saved[field]);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (typed) => {
    const refused = issues(typed);
    for (const issue of refused) form.setError(issue.field, { message: issue.message });
    if (refused.length > 0) return;
    const failures = draft.settle(await save(typed));
    const [first] = failures;
    if (!first) return form.reset(typed);
    const field = first.field?.split('.').pop();
    if (field && field in saved) form.setError(field, { message: first.message });
    else flash.show('error', first.message);
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {children}
      {groups.map((group) => (
        <fieldset key={group.titre ?? group.champs[0]?.[0]} className={styles.group} disabled={!editable}>
          {group.titre ? <legend>{group.titre}</legend> : null}
          {group.champs.map(([field, label]) => (
            <TextField key={field} label={label} error={errors[field]?.message} {...form.register(field)} />
          ))}
        </fieldset>
      ))}
      {dirty ? (
        <div className={styles.unsaved}>
          <UnsavedNotice busy={form.formState.isSubmitting} />
        </div>
      ) : null}
      <LeaveGuard dirty={dirty} />
    </form>
  );
}
