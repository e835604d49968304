import { useMutation } from '@apollo/client/react';
import { PASSKEY_REFUSED } from '@portal/schema/rules/second-factor';
import { startAuthentication } from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import { graphql } from '../../gql/index.ts';
import { INTERNAL_ERROR } from '../../lib/messages.ts';
import { Actions } from '../../ui/actions.tsx';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { SecondStepForm } from './second-step-form.tsx';

const StartSecondStepDocument = graphql(`
  mutation StartSecondStep {
    startSecondStep {
      passkeyOptions
      codeAccepted
      errors {
        field
        message
      }
    }
  }
`);

type Choices = { passkeyOptions: string | null; codeAccepted: boolean };

type Props = {
  /** Each resolves to the server's French messages; an empty list means signed in. */
  onCode: (code: string, rememberDevice: boolean) => Promise<string[]>;
  onPasskey: (response: string, rememberDevice: boolean) => Promise<string[]>;
  /** The sign-in is over (expired, store unavailable): the password is asked again, with the message. */
  onEnded: (message: string) => void;
};

/**
 * The sign-in's second step: the passkey offered first when the person has one, and a code of their app or a
 * recovery code when they can give one.
 */
export function SecondStep({ onCode, onPasskey, onEnded }: Props) {
  const [start] = useMutation(StartSecondStepDocument);
  const [choices, setChoices] = useState<Choices | null>(null);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [remember, setRemember] = useState(false);

  useEffect(() => {
    let current = true;
    void start()
      .then(({ data }) => {
        if (!current) return;
        const answer = data?.startSecondStep;
        const [error] = answer?.errors ?? [];
        if (answer && !error) setChoices(answer);
        else onEnded(error?.message ?? INTERNAL_ERROR);
      })
      .catch(() => current && onEnded(INTERNAL_ERROR));
    return () => {
      current = false;
    };
  }, [start, onEnded]);

  async function signInWithPasskey(options: string) {
    setPasskeyError(null);
    setBusy(true);
    try {
      // A prompt the person closed, or a phone out of reach, gets the same advice as a refused key.
      const response = await startAuthentication({ optionsJSON: JSON.parse(options) as never }).catch(
        () => null,
      );
      const messages = response ? await onPasskey(JSON.stringify(response), remember) : [PASSKEY_REFUSED];
      if (messages.length > 0) setPasskeyError(messages.join(' '));
    } finally {
      setBusy(false);
    }
  }

  if (!choices) return <Spinner />;
  const { passkeyOptions, codeAccepted } = choices;
  return (
    <>
      <PageTitle>{passkeyOptions ? 'Confirmer votre connexion' : 'Code de vérification'}</PageTitle>
      {passkeyOptions ? (
        <>
          <p>
            Votre mot de passe est accepté. Pour terminer la connexion, utilisez votre clé d’accès : votre
            téléphone ou votre ordinateur vous demandera votre empreinte, votre visage ou votre code.
          </p>
          <FormAlert message={passkeyError ?? undefined} />
          <Actions>
            <Button onClick={() => void signInWithPasskey(passkeyOptions)} disabled={busy}>
              Utiliser ma clé d’accès
            </Button>
          </Actions>
          {codeAccepted ? (
            <p>Ou saisissez un code de votre application, ou l’un de vos codes de secours.</p>
          ) : null}
        </>
      ) : (
        <p>
          Votre mot de passe est accepté. Pour terminer la connexion, saisissez le code de votre téléphone.
        </p>
      )}
      <CheckboxField
        label="Se souvenir de cet appareil pendant 30 jours"
        checked={remember}
        onChange={(event) => setRemember(event.target.checked)}
      />
      {codeAccepted ? (
        <SecondStepForm onSubmit={(code) => onCode(code, remember)} autoFocus={!passkeyOptions} />
      ) : null}
    </>
  );
}
