import { Link, Navigate, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { FavoriteStar } from '../../../features/figures/favorite-star.tsx';
import { StatChart } from '../../../features/figures/stat-chart.tsx';
import { graphql } from '../../../gql/index.ts';
import { formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { loadingScreen, NotFound } from '../../../ui/loading-screen.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Stack } from '../../../ui/stack.tsx';

const StatDetailQuery = graphql(`
  query StatDetail($codeDossier: String, $slug: String!) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        opensFigures
        stat(slug: $slug) {
          id
          name
          updatedAt
          ...FavoriteStar_stat
          ...StatChart_stat
        }
      }
    }
  }
`);

export function loader({ context, params }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, StatDetailQuery, { slug: params.slug ?? '' });
}

export const Component = loadingScreen(StatDetail);

const INFO =
  "Les chiffres de l'exercice en cours sont donnés à titre indicatif : seuls les comptes de clôture font foi.";

/** Spec 001 §2 (stat): the figure's star, update date, information and chart. */
function StatDetail() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const [info, setInfo] = useState(false);
  useEffect(() => {
    // Spec 001 §8: a failed detail fetch is told by a plain alert.
    if (error) window.alert('fetch fail');
  }, [error]);
  const dossier = data?.viewer?.selectedDossier;
  const stat = dossier?.stat;
  const back = <Link to={paths.figures.href()}>Retour à Mes chiffres</Link>;
  if (dossier && !dossier.opensFigures)
    return <Navigate to={paths.moduleForbidden.href(paths.figures.title)} replace />;
  if (!stat) return <NotFound title="Mes chiffres" message="Chiffre introuvable" action={back} />;
  return (
    <Stack>
      <p>{back}</p>
      <PageTitle subtitle={stat.updatedAt ? `Mis à jour le ${formatDate(stat.updatedAt)}` : undefined}>
        {stat.name}
      </PageTitle>
      <div>
        <FavoriteStar stat={stat} />
        <Button variant="secondary" onClick={() => setInfo(true)}>
          Informations
        </Button>
      </div>
      <StatChart stat={stat} />
      <Dialog
        open={info}
        title="Informations"
        onClose={() => setInfo(false)}
        actions={<Button onClick={() => setInfo(false)}>Fermer</Button>}
      >
        <p>{INFO}</p>
      </Dialog>
    </Stack>
  );
}
