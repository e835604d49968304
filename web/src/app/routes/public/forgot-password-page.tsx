import { RESET_LINK_SENT } from '@portal/schema/rules/password-reset';
import { useState } from 'react';
import { Link } from 'react-router';
import { ForgotPasswordForm } from '../../../features/password-reset/forgot-password-form.tsx';
import { useRequestAccountRecoveryMutation } from '../../../features/password-reset/use-request-account-recovery-mutation.ts';
import { paths } from '../../../lib/paths.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import styles from './public-page.module.css';
import { PublicBrand } from './public-brand.tsx';

/** Forgot password (spec 000 §2.3): e-mail and captcha, then the success text of §8. */
export function Component() {
  const [send] = useRequestAccountRecoveryMutation();
  const [sent, setSent] = useState(false);

  return (
    <main className={styles.page}>
      <PublicBrand />
      <PageTitle>Mot de passe oublié</PageTitle>
      {sent ? (
        <p role="status">{RESET_LINK_SENT}</p>
      ) : (
        <ForgotPasswordForm
          onSubmit={async ({ email, captcha }) => {
            const errors = await send({ input: { email, captcha } });
            if (errors.length === 0) setSent(true);
            return errors;
          }}
        />
      )}
      <Link to={paths.signIn.href()}>Retour à la connexion</Link>
    </main>
  );
}
