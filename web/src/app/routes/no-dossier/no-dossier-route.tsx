import { Link, Navigate, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql/index.ts';
import { INTERNAL_ERROR } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { dataContext } from '../../../lib/router-context.ts';
import { useCanOpen } from '../../../lib/session.ts';
import { Card } from '../../../ui/card.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import styles from './no-dossier.module.css';
import { loadingScreen } from '../../../ui/loading-screen.tsx';

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

export function loader({ context }: LoaderFunctionArgs) {
  return context.get(dataContext).preloadQuery(NoDossierQuery);
}

export const Component = loadingScreen(NoDossier, 'Aucun dossier');

function NoDossier() {
  const { data } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const { viewer, theme } = data;
  const canOpen = useCanOpen();
  if (!viewer?.dossiers) return <EmptyState>{INTERNAL_ERROR}</EmptyState>;
  if (viewer.dossiers.length > 0) return <Navigate to={paths.home.href()} replace />;
  const invitations = viewer.pendingInvitationCount;
  return (
    <Card className={styles.card}>
      <p className={styles.lead}>Vous n'avez accès à aucun dossier pour le moment.</p>
      {invitations > 0 ? (
        <p>
          Vous avez {invitations} invitation(s) en attente.
          {/* 'Mes accès' leads to the invitations once its screen exists; until then it would loop back here. */}
          {canOpen(paths.myAccess.href()) ? (
            <>
              {' '}
              <Link to={paths.myAccess.href()}>Voir mes accès</Link>
            </>
          ) : null}
        </p>
      ) : null}
      <p>
        Pour toute question, contactez le support au{' '}
        <a href={`tel:${theme.supportPhone.replace(/[^\d+]/g, '')}`}>{theme.supportPhone}</a>.
      </p>
    </Card>
  );
}
