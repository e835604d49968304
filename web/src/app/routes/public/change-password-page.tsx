import { RESET_REDIRECT_SECONDS } from '@portal/schema/rules/password-reset';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ChangePasswordForm } from '../../../features/password-reset/change-password-form.tsx';
import { useRecoverAccountMutation } from '../../../features/password-reset/use-recover-account-mutation.ts';
import { paths } from '../../../lib/paths.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import styles from './public-page.module.css';
import { PublicBrand } from './public-brand.tsx';

/** Counts down from `start()` to the sign-in page (spec 000 §4); the seconds left, null before it starts. */
function useCountdownToSignIn(): { left: number | null; start: () => void } {
  const navigate = useNavigate();
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (left === null) return;
    if (left === 0) {
      void navigate(paths.signIn.href(), { replace: true });
      return;
    }
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, navigate]);
  return { left, start: () => setLeft(RESET_REDIRECT_SECONDS) };
}

/** Change password from the reset mail's link (spec 000 §2.3): uid from the query. */
export function Component() {
  const [params] = useSearchParams();
  const [send] = useRecoverAccountMutation();
  const { left, start } = useCountdownToSignIn();

  return (
    <main className={styles.page}>
      <PublicBrand />
      <PageTitle>Changer le mot de passe</PageTitle>
      {left !== null ? (
        <p role="status">
          Le mot de passe a bien été changé. Redirection vers la connexion dans{' '}
          {left ?? RESET_REDIRECT_SECONDS} s.
        </p>
      ) : (
        <ChangePasswordForm
          uid={params.get('uid') ?? ''}
          onSubmit={async ({ pwd, confirmation, codedossier, uid }) => {
            const errors = await send({
              input: { password: pwd, passwordConfirmation: confirmation, codedossier, uid },
            });
            if (errors.length === 0) start();
            return errors;
          }}
        />
      )}
      <Link to={paths.signIn.href()}>Retour à la connexion</Link>
    </main>
  );
}
