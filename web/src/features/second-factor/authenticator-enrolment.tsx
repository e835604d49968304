import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { secondFactorCodeInput, secondFactorNameInput } from '@portal/schema/rules/second-factor';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { SendButton } from '../../offline/send-button.tsx';
import { INTERNAL_ERROR } from '../../lib/messages.ts';
import { Actions, FormError } from '../../ui/actions.tsx';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from './second-factor.module.css';
import {
  StartAuthenticatorEnrolmentDocument,
  useConfirmAuthenticatorMutation,
} from './use-second-factor-mutations.ts';

const formSchema = z.object({
  name: secondFactorNameInput.shape.name,
  code: secondFactorCodeInput.shape.code,
});
type Values = z.input<typeof formSchema>;

interface Enrolment {
  enrolmentKey: string;
  secret: string;
  qrCodeSvg: string;
}

/**
 * Adding an authenticator app: its QR code (and its secret, for an app that cannot scan), then its name and first
 * code; the first app comes with ten recovery codes, shown here once.
 */
export function AuthenticatorEnrolment({ viewerId }: { viewerId: string }) {
  const [start, { loading: starting }] = useMutation(StartAuthenticatorEnrolmentDocument);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [confirm] = useConfirmAuthenticatorMutation(viewerId, (codes) => {
    setEnrolment(null);
    setRecoveryCodes(codes.length > 0 ? codes : null);
  });
  const form = useForm<Values, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', code: '' },
  });

  const begin = async () => {
    setStartError(null);
    setRecoveryCodes(null);
    const { data } = await start().catch(() => ({ data: null }));
    const started = data?.startAuthenticatorEnrolment.enrolment;
    if (started) {
      form.reset({ name: '', code: '' });
      setEnrolment(started);
    } else setStartError(INTERNAL_ERROR);
  };

  const submit = form.handleSubmit(async ({ name, code }) => {
    if (!enrolment) return;
    const errors = await confirm({ input: { enrolmentKey: enrolment.enrolmentKey, name, code } });
    for (const error of errors) {
      const field = error.field?.split('.').pop();
      form.setError(field === 'name' || field === 'code' ? field : 'root.server', { message: error.message });
    }
  });

  if (recoveryCodes) {
    return (
      <section className={styles.panel} aria-label="Codes de secours">
        <h3>Vos codes de secours</h3>
        <p role="status">
          Votre application est bien ajoutée. Notez ou imprimez ces dix codes et gardez-les en lieu sûr :
          chacun permet une seule fois de vous connecter sans votre téléphone. Ils ne seront plus affichés.
        </p>
        <ol className={styles.codes} data-testid="codes-de-secours">
          {recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <Actions>
          <Button onClick={() => setRecoveryCodes(null)}>J’ai noté mes codes</Button>
        </Actions>
      </section>
    );
  }

  if (!enrolment) {
    return (
      <>
        {startError ? <FormError>{startError}</FormError> : null}
        <Actions>
          <Button onClick={() => void begin()} disabled={starting}>
            Ajouter une application d’authentification
          </Button>
        </Actions>
      </>
    );
  }

  const serverError = form.formState.errors.root?.server?.message;
  return (
    <section className={styles.panel} aria-label="Nouvelle application d’authentification">
      <p>
        Ouvrez votre application d’authentification (Google Authenticator, Microsoft Authenticator, FreeOTP…)
        et scannez ce QR code.
      </p>
      <img
        className={styles.qr}
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrCodeSvg)}`}
        alt="QR code à scanner avec votre application d’authentification"
      />
      <p>
        Impossible de scanner ? Saisissez cette clé dans l’application :{' '}
        <code className={styles.secret} data-testid="cle-secrete">
          {enrolment.secret}
        </code>
      </p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {serverError ? <FormError>{serverError}</FormError> : null}
        <TextField
          label="Nom de l’appareil"
          hint="Pour le reconnaître, par exemple « Téléphone de Marie »"
          autoComplete="off"
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="Code à 6 chiffres affiché par l’application"
          inputMode="numeric"
          autoComplete="one-time-code"
          error={form.formState.errors.code?.message}
          {...form.register('code')}
        />
        <Actions>
          <SendButton busy={form.formState.isSubmitting}>Valider</SendButton>
          <Button variant="secondary" onClick={() => setEnrolment(null)}>
            Annuler
          </Button>
        </Actions>
      </form>
    </section>
  );
}
