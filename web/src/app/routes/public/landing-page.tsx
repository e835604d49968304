import { Link, redirect, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../../gql/index.ts';
import { SIGNED_OUT_EXPECTED } from '../../../lib/apollo.ts';
import { paths } from '../../../lib/paths.ts';
import { useArrivalFlash } from '../../../lib/use-arrival-flash.ts';
import { dataContext } from '../../../lib/router-context.ts';
import { PublicBrand } from './public-brand.tsx';
import styles from './public-page.module.css';

// The gateway reads the viewer from the session cookie: no legacy call, so the landing stays as quick as it was.
const LandingViewerDocument = graphql(`
  query LandingViewer {
    viewer {
      id
    }
  }
`);

// Spec 000 §2.1: the public landing page lists what the portal offers.
const FEATURES = [
  'Espace documentaire',
  'Calendrier des rendez-vous et des réunions',
  'Demande de rendez-vous',
  'Simulateur',
  'Dépôt de documents',
];

/** Signed-in people go home (issue 10); anyone else, or a check that fails, gets the landing page. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { client } = context.get(dataContext);
  const signedIn = await client
    .query({
      query: LandingViewerDocument,
      fetchPolicy: 'network-only',
      context: { [SIGNED_OUT_EXPECTED]: true },
    })
    .then(({ data }) => Boolean(data?.viewer))
    .catch(() => false);
  // React Router's way out of a loader: a thrown redirect Response, not an Error.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (signedIn) throw redirect(paths.home.href());
  return null;
}

export function Component() {
  // An invitation that can no longer be accepted comes back here with its warning (spec 000 §4).
  useArrivalFlash();
  return (
    <main className={styles.page}>
      <PublicBrand />
      <h1 className={styles.title}>Votre espace client</h1>
      <ul className={styles.features}>
        {FEATURES.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Link to={paths.signIn.href()} className={styles.cta}>
          Se connecter
        </Link>
        <Link to={paths.registration.href('')} className={`${styles.cta} ${styles.secondary}`}>
          S'inscrire
        </Link>
      </div>
    </main>
  );
}
