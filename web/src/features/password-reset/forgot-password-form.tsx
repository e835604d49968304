import 'altcha';
import 'altcha/i18n/fr-fr';
import type {} from 'altcha/types/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordInput, type ForgotPasswordInput } from '@portal/schema/rules/password-reset';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../ui/form-alert.tsx';
import { SendButton } from '../../offline/send-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import type { UserErrorLike } from '../../lib/use-user-error-mutation.ts';

/** Where the gateway hands out the captcha's challenges (gateway/src/app.ts). */
const CHALLENGE_URL = '/captcha/challenge';
/** The widget's hidden input that holds its payload once solved. */
const CAPTCHA_FIELD = 'altcha';

type Props = {
  /** Resolves to the server's errors; none means the link was sent. */
  onSubmit: (input: ForgotPasswordInput) => Promise<readonly UserErrorLike[]>;
};

/** E-mail and the Altcha proof of work (spec 000 §2.3), checked by the gateway's rules before sending. */
export function ForgotPasswordForm({ onSubmit }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInput),
    defaultValues: { email: '', captcha: '' },
  });

  // The widget writes its payload into its own input: it is read at the moment of sending.
  const readCaptcha = () => {
    const payload = form.current ? new FormData(form.current).get(CAPTCHA_FIELD) : null;
    setValue('captcha', typeof payload === 'string' ? payload : '');
  };
  const submit = handleSubmit(async (input) => {
    const refused = await onSubmit(input);
    for (const error of refused) {
      setError(error.field === 'input.captcha' ? 'captcha' : 'root.server', { message: error.message });
    }
  });

  return (
    <form
      ref={form}
      onSubmit={(event) => {
        readCaptcha();
        void submit(event);
      }}
      noValidate
    >
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <altcha-widget challenge={CHALLENGE_URL} name={CAPTCHA_FIELD} language="fr-fr" />
      <FormAlert message={errors.captcha?.message} />
      <SendButton busy={isSubmitting}>Envoyer</SendButton>
    </form>
  );
}
