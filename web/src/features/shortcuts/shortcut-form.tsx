import { zodResolver } from '@hookform/resolvers/zod';
import { shortcutInput, type ShortcutInput } from '@portal/schema/rules/shortcuts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { paths } from '../../lib/paths.ts';
import { Actions, FormError } from '../../ui/actions.tsx';
import { Button } from '../../ui/button.tsx';
import { SendButton } from '../../offline/send-button.tsx';
import { useDraftedForm } from '../../offline/use-form-draft.ts';
import { ConfirmDialog } from '../../ui/dialog.tsx';
import { SchemaFields, type FieldSpecs } from '../../ui/schema-fields.tsx';
import { useDeleteShortcutMutation, useSaveShortcutMutation } from './use-shortcut-mutations.ts';
import styles from './shortcuts.module.css';

export const ShortcutForm_shortcut = graphql(`
  fragment ShortcutForm_shortcut on Shortcut {
    id
    libelle
    url
  }
`);

const FIELDS: FieldSpecs<ShortcutInput> = {
  libelle: { label: 'Libellé' },
  url: { label: 'Adresse (URL)', autoComplete: 'url' },
};

const fieldOf = (path: string | null | undefined): keyof ShortcutInput | null => {
  const name = path?.split('.').pop();
  return name && Object.hasOwn(FIELDS, name) ? (name as keyof ShortcutInput) : null;
};

/**
 * Spec 001 §2 (shortcutedition): libelle and url, checked by the shared rule (an address without '//' gets
 * 'http://'); 'Supprimer' when editing. Back to the list once saved or deleted.
 */
export function ShortcutForm(props: { shortcut?: FragmentType<typeof ShortcutForm_shortcut> | null }) {
  const shortcut = getFragmentData(ShortcutForm_shortcut, props.shortcut) ?? null;
  const navigate = useNavigate();
  const [save] = useSaveShortcutMutation();
  const [remove, { loading: removing }] = useDeleteShortcutMutation();
  const [confirming, setConfirming] = useState(false);
  // Issue 23: an address typed away from the office stays on this device until saved.
  const { form, draft } = useDraftedForm<ShortcutInput>(`raccourci:${shortcut?.id ?? 'nouveau'}`, {
    resolver: zodResolver(shortcutInput),
    defaultValues: { libelle: shortcut?.libelle ?? '', url: shortcut?.url ?? '' },
    reValidateMode: 'onChange',
  });
  const toList = () => void navigate(paths.shortcuts.href());
  const report = (sent: { field?: string | null; message: string }[]) => {
    const failures = draft.settle(sent);
    for (const failure of failures)
      form.setError(fieldOf(failure.field) ?? 'root.server', { message: failure.message });
    if (failures.length === 0) toList();
  };
  const submit = form.handleSubmit(async (values) =>
    report(await save({ input: { shortcutId: shortcut?.id ?? null, ...values } })),
  );
  async function onDelete() {
    setConfirming(false);
    if (shortcut) report(await remove({ shortcutId: shortcut.id }));
  }
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {serverError ? <FormError>{serverError}</FormError> : null}
      <SchemaFields
        schema={shortcutInput}
        fields={FIELDS}
        register={form.register}
        errors={form.formState.errors}
      />
      <Actions>
        <SendButton busy={form.formState.isSubmitting} kept>
          Enregistrer
        </SendButton>
        {shortcut ? (
          <Button variant="secondary" onClick={() => setConfirming(true)} disabled={removing}>
            Supprimer
          </Button>
        ) : null}
      </Actions>
      <ConfirmDialog
        open={confirming}
        title="Supprimer le raccourci"
        question={`Voulez-vous vraiment supprimer le raccourci ${shortcut?.libelle ?? ''} ?`}
        yes="Oui, supprimer"
        onYes={() => void onDelete()}
        onNo={() => setConfirming(false)}
      />
    </form>
  );
}
