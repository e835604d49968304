import { zodResolver } from '@hookform/resolvers/zod';
import {
  CODE_SENT_MAIL,
  CODE_SENT_SMS,
  MAIL_CHANGE_FAILED,
  mailChangeInput,
  type CodeMode,
  type MailChangeInput,
} from '@portal/schema/rules/account';
import { REGISTRATION_MIN_LENGTH } from '@portal/schema/rules/passwords';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { graphql } from '../../gql/index.ts';
import type { ChangeMailMutation } from '../../gql/graphql.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';
import { Button } from '../../ui/button.tsx';
import { SendButton } from '../../offline/send-button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { NewPasswordFields } from '../../ui/new-password-fields.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from './account.module.css';
import { useSendMailChangeCode } from './use-confirmation-code.ts';

const ChangeMailDocument = graphql(`
  mutation ChangeMail($input: ChangeMailInput!) {
    changeMail(input: $input) {
      sent
      errors {
        field
        message
      }
    }
  }
`);

type Props = {
  /** An account of the external sign-in provider also sets a password (spec 000 §5). */
  external: boolean;
  /** True once an external account is linked: the mail and password fields are gone (spec 000 §4). */
  linked: boolean;
  /** The association of an external account (its button, or the linked account and its removal). */
  externalSignIn: ReactNode;
  /** The change went through: the route shows the success modal. */
  onSent: () => void;
};

/**
 * Change of e-mail (spec 000 §2.3, §4, §5, §8): a code asked by mail or SMS, the new address twice, the code, and
 * for an external account a password twice; or, once an external account is linked, the code alone.
 */
export function MailChangeForm({ external, linked, externalSignIn, onSent }: Props) {
  const sendCode = useSendMailChangeCode();
  const [mode, setMode] = useState<CodeMode>('mail');
  const [notice, setNotice] = useState<string | null>(null);
  const [send] = useUserErrorMutation(ChangeMailDocument, {
    errorsOf: (data: ChangeMailMutation) => data.changeMail.errors,
    fallback: MAIL_CHANGE_FAILED,
  });
  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<MailChangeInput>({
    resolver: zodResolver(mailChangeInput),
    defaultValues: {
      mail: '',
      mailConfirmation: '',
      securecode: '',
      external,
      linked: false,
      pwd: '',
      confirmation: '',
    },
  });
  const password = useWatch({ control, name: 'pwd' });
  useEffect(() => setValue('linked', linked), [setValue, linked]);
  const requestCode = async () => {
    const refused = await sendCode(mode);
    setNotice(
      refused[0] ? refused.map((e) => e.message).join(' ') : mode === 'sms' ? CODE_SENT_SMS : CODE_SENT_MAIL,
    );
  };
  const submit = handleSubmit(async (input) => {
    const refused = await send({
      input: {
        mail: input.mail,
        mailConfirmation: input.mailConfirmation,
        securecode: input.securecode,
        password: input.pwd,
        passwordConfirmation: input.confirmation,
        external: input.linked,
      },
    });
    // Spec 000 §8: the server's message as returned.
    if (refused[0]) setError('root.server', { message: refused.map((e) => e.message).join(' ') });
    else onSent();
  });

  return (
    <>
      <fieldset className={styles.codeRequest}>
        <legend>Recevoir un code de confirmation</legend>
        <label className={styles.choice}>
          <input type="radio" name="mode" checked={mode === 'mail'} onChange={() => setMode('mail')} />
          Par mail
        </label>
        <label className={styles.choice}>
          <input type="radio" name="mode" checked={mode === 'sms'} onChange={() => setMode('sms')} />
          Par SMS
        </label>
        <Button variant="secondary" onClick={() => void requestCode()}>
          Envoyer le code
        </Button>
        {notice ? <p role="status">{notice}</p> : null}
      </fieldset>
      <form onSubmit={(event) => void submit(event)} noValidate className={styles.fields}>
        <FormAlert message={errors.root?.server?.message} />
        {linked ? null : (
          <>
            <TextField
              label="Nouvelle adresse mail"
              type="email"
              autoComplete="email"
              error={errors.mail?.message}
              {...register('mail')}
            />
            <TextField
              label="Confirmation de la nouvelle adresse mail"
              type="email"
              autoComplete="email"
              error={errors.mailConfirmation?.message}
              {...register('mailConfirmation')}
            />
          </>
        )}
        {externalSignIn}
        <TextField
          label="Code de confirmation"
          inputMode="numeric"
          autoComplete="one-time-code"
          error={errors.securecode?.message}
          {...register('securecode')}
        />
        {external && !linked ? (
          <NewPasswordFields
            label="Nouveau mot de passe"
            minLength={REGISTRATION_MIN_LENGTH}
            password={password}
            pwd={register('pwd')}
            confirmation={register('confirmation')}
            errors={{ pwd: errors.pwd?.message, confirmation: errors.confirmation?.message }}
          />
        ) : null}
        <SendButton busy={isSubmitting}>Changer mon adresse mail</SendButton>
      </form>
    </>
  );
}
