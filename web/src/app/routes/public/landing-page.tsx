import { Link } from 'react-router';
import { PublicBrand } from './public-brand.tsx';
import styles from './public-page.module.css';

// Spec 000 §2.1: the public landing page lists what the portal offers.
const FEATURES = [
  'Espace documentaire',
  'Calendrier des rendez-vous et des réunions',
  'Demande de rendez-vous',
  'Simulateur',
  'Dépôt de documents',
];

export function Component() {
  return (
    <main className={styles.page}>
      <PublicBrand />
      <h1 className={styles.title}>Votre espace client</h1>
      <ul className={styles.features}>
        {FEATURES.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <Link to="/app" className={styles.cta}>
        Se connecter
      </Link>
    </main>
  );
}
