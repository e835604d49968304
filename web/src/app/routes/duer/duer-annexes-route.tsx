import { useReadQuery } from '@apollo/client/react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { DuerAnnexesEditor } from '../../../features/duer-document/duer-annexes-editor.tsx';
import { graphql } from '../../../gql/index.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Stack } from '../../../ui/stack.tsx';
import { DuerNotFound } from './duer-not-found.tsx';

const DuerAnnexesQuery = graphql(`
  query DuerAnnexes($codeDossier: String, $legacyId: ID!) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        duer(legacyId: $legacyId) {
          id
          legacyId
          annee
          annexes {
            id
            ...DuerAnnexesEditor_annexes
          }
        }
      }
    }
  }
`);

export function loader({ context, params }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, DuerAnnexesQuery, { legacyId: params.idDuer ?? '' });
}

export const Component = loadingScreen(DuerAnnexes);

/** Spec 002 §2 (Annexes, at the DUER's level): the back arrow to the DUER, then its annexes. */
function DuerAnnexes() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const duer = data?.viewer?.selectedDossier?.duer;
  if (!duer) return <DuerNotFound title="Annexes" missing="DUER introuvable" error={error} />;
  return (
    <Stack>
      <PageTitle subtitle={`Duer ${duer.annee}`}>Annexes</PageTitle>
      <p>
        <Link to={paths.duerHome.href(duer.legacyId)}>← Retour au DUER</Link>
      </p>
      <DuerAnnexesEditor annexes={duer.annexes} />
    </Stack>
  );
}
