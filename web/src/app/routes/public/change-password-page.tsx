import { RESET_REDIRECT_SECONDS } from '@portal/schema/rules/password-reset';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ChangePasswordForm } from '../../../features/password-reset/change-password-form.tsx';
import { useRecoverAccountMutation } from '../../../features/password-reset/use-recover-account-mutation.ts';
import { paths } from '../../../lib/paths.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import styles from './public-page.module.css';
import { PublicBrand } from './public-brand.tsx';

/** Change password from the reset mail's link (spec 000 §2.3): uid from the query. */
export function Component() {
  const [params] = useSearchParams();
  const [send] = useRecoverAccountMutation();
  const navigate = useNavigate();
  const { left, start } = useCountdown(() => void navigate(paths.signIn.href(), { replace: true }));

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
            if (errors.length === 0) start(RESET_REDIRECT_SECONDS);
            return errors;
          }}
        />
      )}
      <Link to={paths.signIn.href()}>Retour à la connexion</Link>
    </main>
  );
}
