import { useState } from 'react';
import { FormError } from '../../ui/actions.tsx';
import { SelectField } from '../../ui/text-field.tsx';
import type { UserErrorLike } from '../../lib/use-user-error-mutation.ts';
import { explainOffline } from '../../offline/use-offline-send.ts';
import { DuerFormActions, namedOptions } from './duer-form-parts.tsx';

/** Copying a module into another work unit of the DUER (spec 002 §2, Category screen): the unit chosen. */
export function DuerModuleCopyForm(props: {
  units: readonly { id: string; nom: string }[];
  send: (categorieId: string) => Promise<UserErrorLike[]>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [cible, setCible] = useState(props.units[0]?.id ?? '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        void props.send(cible).then((errors) => {
          const failures = explainOffline(errors);
          setBusy(false);
          setError(failures[0]?.message);
          if (failures.length === 0) props.onDone();
        });
      }}
    >
      <SelectField
        label="Unité de travail"
        value={cible}
        onChange={(event) => setCible(event.currentTarget.value)}
      >
        {namedOptions(props.units)}
      </SelectField>
      {error ? <FormError>{error}</FormError> : null}
      <DuerFormActions busy={busy} submit="Copier" onCancel={props.onCancel} />
    </form>
  );
}
