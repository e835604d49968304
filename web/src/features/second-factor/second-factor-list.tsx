import { zodResolver } from '@hookform/resolvers/zod';
import { secondFactorNameInput } from '@portal/schema/rules/second-factor';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import type { SecondFactorKind } from '../../gql/graphql.ts';
import { useFlash } from '../../lib/flash.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { SendButton } from '../../offline/send-button.tsx';
import { Actions, FormError } from '../../ui/actions.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useConfirmedAction } from '../../ui/use-confirmed-action.ts';
import styles from './second-factor.module.css';
import {
  useRemoveSecondFactorMutation,
  useRenameSecondFactorMutation,
} from './use-second-factor-mutations.ts';

export const SecondFactorList_secondFactor = graphql(`
  fragment SecondFactorList_secondFactor on SecondFactor {
    id
    kind
    name
    createdAt
    lastUsedAt
  }
`);

/** What each list says of its factors: the apps and the passkeys are listed apart, with their own words. */
const WORDS = {
  AUTHENTICATOR_APP: {
    list: 'Mes applications d’authentification',
    none: 'Aucune application d’authentification.',
    removed: 'L’application a bien été retirée.',
    renamed: 'L’application a bien été renommée.',
    removeTitle: 'Retirer l’application',
    removeQuestion:
      'Voulez-vous vraiment retirer cette application ? Elle ne pourra plus servir à vous connecter.',
  },
  PASSKEY: {
    list: 'Mes clés d’accès',
    none: 'Aucune clé d’accès.',
    removed: 'La clé d’accès a bien été retirée.',
    renamed: 'La clé d’accès a bien été renommée.',
    removeTitle: 'Retirer la clé d’accès',
    removeQuestion:
      'Voulez-vous vraiment retirer cette clé d’accès ? Elle ne pourra plus servir à vous connecter.',
  },
} as const satisfies Record<SecondFactorKind, Record<string, string>>;

type Words = (typeof WORDS)[SecondFactorKind];
type Factor = { id: string; name: string };

/**
 * The person's factors of one kind with when each was added and last used; 'Renommer' and 'Retirer' beside each.
 * The person's last factor, whatever its kind, goes only with the password typed again.
 */
export function SecondFactorList(props: {
  viewerId: string;
  kind: SecondFactorKind;
  secondFactors: readonly FragmentType<typeof SecondFactorList_secondFactor>[];
}) {
  const all = getFragmentData(SecondFactorList_secondFactor, props.secondFactors);
  const factors = all.filter((factor) => factor.kind === props.kind);
  const words = WORDS[props.kind];
  const [remove] = useRemoveSecondFactorMutation(props.viewerId);
  const removal = useConfirmedAction(
    (secondFactorId: string) => remove({ input: { secondFactorId } }),
    words.removed,
  );
  const [renaming, setRenaming] = useState<string | null>(null);
  const [removingLast, setRemovingLast] = useState<string | null>(null);
  if (factors.length === 0) return <EmptyState>{words.none}</EmptyState>;
  return (
    <>
      <ul className={styles.list} aria-label={words.list}>
        {factors.map((factor) => (
          <li key={factor.id} className={styles.item}>
            <strong>{factor.name}</strong>
            <span className={styles.dates}>
              Ajoutée le {formatDate(factor.createdAt)} · Dernière connexion :{' '}
              {factor.lastUsedAt ? formatDateTime(factor.lastUsedAt) : 'jamais'}
            </span>
            {renaming === factor.id ? (
              <RenameForm factor={factor} words={words} onDone={() => setRenaming(null)} />
            ) : removingLast === factor.id ? (
              <RemoveLastForm
                factor={factor}
                words={words}
                viewerId={props.viewerId}
                onDone={() => setRemovingLast(null)}
              />
            ) : (
              <Actions>
                <Button
                  variant="secondary"
                  onClick={() => setRenaming(factor.id)}
                  aria-label={`Renommer ${factor.name}`}
                >
                  Renommer
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => (all.length === 1 ? setRemovingLast(factor.id) : removal.ask(factor.id))}
                  aria-label={`Retirer ${factor.name}`}
                >
                  Retirer
                </Button>
              </Actions>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        {...removal.dialog}
        title={words.removeTitle}
        question={words.removeQuestion}
        yes="Oui, retirer"
      />
    </>
  );
}

function RenameForm({ factor, words, onDone }: { factor: Factor; words: Words; onDone: () => void }) {
  const [rename] = useRenameSecondFactorMutation();
  const flash = useFlash();
  const form = useForm<
    z.input<typeof secondFactorNameInput>,
    unknown,
    z.output<typeof secondFactorNameInput>
  >({
    resolver: zodResolver(secondFactorNameInput),
    defaultValues: { name: factor.name },
  });
  const submit = form.handleSubmit(async ({ name }) => {
    const [error] = await rename({ input: { secondFactorId: factor.id, name } });
    if (error) form.setError('name', { message: error.message });
    else {
      flash.show('success', words.renamed);
      onDone();
    }
  });
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label="Nouveau nom"
        autoComplete="off"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <Actions>
        <SendButton busy={form.formState.isSubmitting}>Enregistrer</SendButton>
        <Button variant="secondary" onClick={onDone}>
          Annuler
        </Button>
      </Actions>
    </form>
  );
}

const passwordSchema = z.object({ password: z.string().min(1, 'Veuillez saisir votre mot de passe.') });

/** The last factor goes with the password, which the firm's login service checks again. */
function RemoveLastForm({
  factor,
  words,
  viewerId,
  onDone,
}: {
  factor: Factor;
  words: Words;
  viewerId: string;
  onDone: () => void;
}) {
  const [remove] = useRemoveSecondFactorMutation(viewerId);
  const flash = useFlash();
  const form = useForm<z.input<typeof passwordSchema>>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { password: '' },
  });
  const submit = form.handleSubmit(async ({ password }) => {
    const [error] = await remove({ input: { secondFactorId: factor.id, password } });
    if (error) form.setError('root.server', { message: error.message });
    else {
      flash.show('success', words.removed);
      onDone();
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p>
        C’est votre dernière protection : sans elle, votre connexion ne demandera plus que votre mot de passe.
        Saisissez-le pour confirmer.
      </p>
      {serverError ? <FormError>{serverError}</FormError> : null}
      <PasswordField
        label="Mot de passe"
        autoComplete="current-password"
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <Actions>
        <SendButton busy={form.formState.isSubmitting}>Retirer</SendButton>
        <Button variant="secondary" onClick={onDone}>
          Annuler
        </Button>
      </Actions>
    </form>
  );
}
