import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../ui/page-title.tsx';
import styles from './public-page.module.css';

/** Spec 000 §2.2: refused module access names the page that needed it. */
export function Component() {
  const { page = '' } = useParams();
  return (
    <main className={styles.page}>
      <PageTitle>{page}</PageTitle>
      <p>Ce module n'est pas disponible pour ce dossier.</p>
      <Link to="/accueil" className={styles.cta}>
        Retour à l'accueil
      </Link>
    </main>
  );
}
