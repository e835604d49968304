import { REGISTRATION_SENT } from '@portal/schema/rules/registration';
import { Link, useParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { PublicBrand } from './public-brand.tsx';
import styles from './public-page.module.css';

/** Registration confirmation (spec 000 §2.3, §8): the mail to come, and the spam folder to look in. */
export function Component() {
  const { email = '' } = useParams();
  return (
    <main className={styles.page}>
      <PublicBrand />
      <PageTitle>Inscription transmise</PageTitle>
      <p role="status">{REGISTRATION_SENT}</p>
      <p>
        Un email de confirmation va vous être envoyé à <strong>{email}</strong>. Suivez le lien qu'il contient
        pour activer votre compte. Pensez à vérifier vos courriers indésirables (spams).
      </p>
      <Link to={paths.signIn.href()} className={styles.cta}>
        Se connecter
      </Link>
    </main>
  );
}
