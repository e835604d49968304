import { Suspense } from 'react';
import { Link, Navigate, useLoaderData } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../gql/index.ts';
import { preloadQuery } from '../../lib/apollo.ts';
import { Card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import styles from './no-dossier.module.css';

const NoDossierQuery = graphql(`
  query NoDossier {
    viewer {
      id
      dossiers {
        id
      }
      pendingInvitationCount
    }
    theme {
      code
      supportPhone
    }
  }
`);

export function loader() {
  return preloadQuery(NoDossierQuery);
}

export function Component() {
  return (
    <>
      <PageTitle>Aucun dossier</PageTitle>
      <Suspense fallback={<Spinner />}>
        <NoDossier />
      </Suspense>
    </>
  );
}

function NoDossier() {
  const { data } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const { viewer, theme } = data;
  if (!viewer?.dossiers) return <EmptyState>Une erreur interne s'est produite</EmptyState>;
  if (viewer.dossiers.length > 0) return <Navigate to="/accueil" replace />;
  const invitations = viewer.pendingInvitationCount;
  return (
    <Card className={styles.card}>
      <p className={styles.lead}>Vous n'avez accès à aucun dossier pour le moment.</p>
      {invitations > 0 ? (
        <p>
          Vous avez {invitations} invitation(s) en attente.{' '}
          <Link to="/mon-compte/mes-droits">Voir mes accès</Link>
        </p>
      ) : null}
      <p>
        Pour toute question, contactez le support au{' '}
        <a href={`tel:${theme.supportPhone.replace(/[^\d+]/g, '')}`}>{theme.supportPhone}</a>.
      </p>
    </Card>
  );
}
