import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { LinkedExternalAccount } from '../../../features/external-sign-in/linked-external-account.tsx';
import { useLinkedExternalAccount } from '../../../features/external-sign-in/use-linked-external-account.ts';
import { RegistrationForm } from '../../../features/registration/registration-form.tsx';
import { useBreachCheck } from '../../../features/registration/use-breach-check.ts';
import { useRegisterMutation } from '../../../features/registration/use-register-mutation.ts';
import { paths, registrationLinkOf } from '../../../lib/paths.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { PublicBrand } from './public-brand.tsx';
import styles from './public-page.module.css';

/** Registration (spec 000 §2.3) from the link of the firm's mail: e-mail and link code prefilled from the path. */
export function Component() {
  const { email, codeliaison } = registrationLinkOf(useParams()['*'] ?? '');
  const navigate = useNavigate();
  const checkBreach = useBreachCheck();
  const [send] = useRegisterMutation();
  const { pathname } = useLocation();
  const linked = useLinkedExternalAccount();

  return (
    <main className={styles.page}>
      <PublicBrand />
      <PageTitle>Inscription</PageTitle>
      <RegistrationForm
        email={email}
        codeliaison={codeliaison}
        checkBreach={checkBreach}
        external={linked.account !== null}
        externalSignIn={
          <LinkedExternalAccount
            account={linked.account}
            retour={pathname}
            onRemove={linked.forget}
            removing={linked.forgetting}
          />
        }
        onSubmit={async (input) => {
          const errors = await send({
            input: {
              email: input.email,
              password: input.pwd,
              passwordConfirmation: input.confirmation,
              codeliaison: input.codeliaison,
              codedossier: input.codedossier,
              cgu: input.cgu,
              external: input.external,
            },
          });
          if (errors.length === 0) await navigate(paths.registrationSent.href(input.email.trim()));
          return errors;
        }}
      />
      <Link to={paths.signIn.href()}>Déjà inscrit ? Se connecter</Link>
    </main>
  );
}
