import { Navigate, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { StatTiles } from '../../../features/figures/stat-tiles.tsx';
import { graphql } from '../../../gql/index.ts';
import { useLoadErrorsFlash } from '../../../lib/load-errors.ts';
import { LOAD_ERRORS } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Stack } from '../../../ui/stack.tsx';

const StatsQuery = graphql(`
  query Stats($codeDossier: String) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        opensFigures
        stats {
          id
          ...StatTiles_stat
        }
      }
    }
  }
`);

export function loader({ context }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, StatsQuery, {});
}

export const Component = loadingScreen(Stats);

/** Spec 001 §2 (stats): the favourite figures, then the others. */
function Stats() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  useLoadErrorsFlash(error, { stats: LOAD_ERRORS.stats });
  const dossier = data?.viewer?.selectedDossier;
  if (dossier && !dossier.opensFigures)
    return <Navigate to={paths.moduleForbidden.href(paths.figures.title)} replace />;
  return (
    <Stack>
      <PageTitle>Mes chiffres</PageTitle>
      {dossier?.stats ? <StatTiles stats={dossier.stats} /> : null}
    </Stack>
  );
}
