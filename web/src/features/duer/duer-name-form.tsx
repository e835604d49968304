import { labelIssue, LABEL_MAX } from '@portal/schema/rules/duer';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DuerFormActions } from './duer-form-parts.tsx';
import type { UserErrorLike } from '../../lib/use-user-error-mutation.ts';
import { explainOffline } from '../../offline/use-offline-send.ts';

import { useFollowedDraft, useFormDraft } from '../../offline/use-form-draft.ts';
import { FormError } from '../../ui/actions.tsx';

import { TextField } from '../../ui/text-field.tsx';

type Values = Record<string, string>;

/**
 * A form of one or more labels (at most 128 characters each, §5) kept as an offline draft until sent: a new
 * module's name, a new operation and its risk. `send` answers the refusals to show.
 */
export function DuerNameForm(props: {
  draftName: string;
  fields: readonly { name: string; label: string }[];
  submit: string;
  send: (values: Values) => Promise<UserErrorLike[]>;
  onDone: () => void;
  onCancel: () => void;
  /** The fields' first values (a name being changed); empty otherwise. */
  initial?: Values;
}) {
  const [formError, setFormError] = useState<string>();
  const draft = useFormDraft<Values>(props.draftName);
  const form = useForm<Values>({
    defaultValues: draft.restore({
      ...Object.fromEntries(props.fields.map((f) => [f.name, ''])),
      ...props.initial,
    }),
  });
  useFollowedDraft(draft, form);
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    for (const field of props.fields) {
      const issue = labelIssue(values[field.name] ?? '');
      if (issue) return form.setError(field.name, { message: issue });
    }
    const failures = explainOffline(await props.send(values));
    if (failures.length === 0) {
      draft.discard();
      props.onDone();
    }
    setFormError(failures[0]?.message);
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      {props.fields.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          maxLength={LABEL_MAX}
          autoComplete="off"
          error={errors[field.name]?.message}
          {...register(field.name)}
        />
      ))}
      {formError ? <FormError>{formError}</FormError> : null}
      <DuerFormActions busy={isSubmitting} submit={props.submit} onCancel={props.onCancel} />
    </form>
  );
}
