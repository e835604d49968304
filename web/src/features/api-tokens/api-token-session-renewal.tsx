import {
  API_TOKEN_SESSION_ENDED_NOTICE,
  API_TOKEN_SESSION_RENEWED,
  apiTokenPassword,
} from '@portal/schema/rules/api-tokens';
import { useState, type FormEvent } from 'react';
import { useFlash } from '../../lib/flash.ts';
import { explainOffline } from '../../offline/use-offline-send.ts';
import { Actions, FormError } from '../../ui/actions.tsx';
import { Button } from '../../ui/button.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { useRenewApiTokenSessionMutation } from './use-api-token-mutations.ts';
import styles from './api-tokens.module.css';

/**
 * Shown while the person's tokens share a session that ended (the legacy ended it, or a password change): one step,
 * the password, opens a new one; the tokens keep their texts, so the scripts need no change.
 */
export function ApiTokenSessionRenewal({ viewerId }: { viewerId: string }) {
  const [renew, { loading }] = useRenewApiTokenSessionMutation(viewerId);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const flash = useFlash();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const confirmed = apiTokenPassword.safeParse(password);
    setError(confirmed.error?.issues[0]?.message);
    setFormError(undefined);
    if (!confirmed.success) return;
    const failures = explainOffline(await renew({ password: confirmed.data }));
    const onPassword = failures.find((failure) => failure.field === 'password');
    setError(onPassword?.message);
    setFormError(failures.find((failure) => failure !== onPassword)?.message);
    if (failures.length === 0) {
      setPassword('');
      flash.show('success', API_TOKEN_SESSION_RENEWED);
    }
  };
  return (
    <section className={styles.renewal} aria-label="Session des jetons">
      <p>{API_TOKEN_SESSION_ENDED_NOTICE}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {formError ? <FormError>{formError}</FormError> : null}
        <PasswordField
          label="Votre mot de passe"
          autoComplete="current-password"
          value={password}
          error={error}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Actions>
          <Button type="submit" disabled={loading}>
            Renouveler la session
          </Button>
        </Actions>
      </form>
    </section>
  );
}
