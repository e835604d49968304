import { useNavigate, useParams } from 'react-router';
import { Link } from 'react-router';
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

  return (
    <main className={styles.page}>
      <PublicBrand />
      <PageTitle>Inscription</PageTitle>
      <RegistrationForm
        email={email}
        codeliaison={codeliaison}
        checkBreach={checkBreach}
        onSubmit={async (input) => {
          const errors = await send({
            input: {
              email: input.email,
              password: input.pwd,
              passwordConfirmation: input.confirmation,
              codeliaison: input.codeliaison,
              codedossier: input.codedossier,
              cgu: input.cgu,
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
