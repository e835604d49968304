import { useReadQuery } from '@apollo/client/react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { DuerPagesEditor } from '../../../features/duer-document/duer-pages-editor.tsx';
import { graphql } from '../../../gql/index.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Stack } from '../../../ui/stack.tsx';
import { DuerNotFound } from './duer-not-found.tsx';

const DuerPagesQuery = graphql(`
  query DuerPages($codeDossier: String, $legacyId: ID!) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        duer(legacyId: $legacyId) {
          id
          legacyId
          annee
          ...DuerPagesEditor_duer
        }
      }
    }
  }
`);

export function loader({ context, params }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, DuerPagesQuery, { legacyId: params.idDuer ?? '' });
}

export const Component = loadingScreen(DuerPages);

/** Spec 002 §2 (Pages): the back arrow to the DUER, then its pages around the risk list. */
function DuerPages() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const duer = data?.viewer?.selectedDossier?.duer;
  if (!duer) return <DuerNotFound title="Pages" missing="DUER introuvable" error={error} />;
  return (
    <Stack>
      <PageTitle subtitle={`Duer ${duer.annee}`}>Pages</PageTitle>
      <p>
        <Link to={paths.duerHome.href(duer.legacyId)}>← Retour au DUER</Link>
      </p>
      <DuerPagesEditor duer={duer} />
    </Stack>
  );
}
