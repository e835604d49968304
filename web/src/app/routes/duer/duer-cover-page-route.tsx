import { useReadQuery } from '@apollo/client/react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { DuerCoverPageForm } from '../../../features/duer-document/duer-cover-page-form.tsx';
import { graphql } from '../../../gql/index.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { DuerSpecialPageScreen } from './duer-special-page-screen.tsx';

const DuerCoverPageQuery = graphql(`
  query DuerCoverPage($codeDossier: String, $legacyId: ID!) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        duer(legacyId: $legacyId) {
          id
          legacyId
          annee
          ...DuerCoverPageForm_duer
        }
      }
    }
  }
`);

export function loader({ context, params }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, DuerCoverPageQuery, { legacyId: params.idDuer ?? '' });
}

export const Component = loadingScreen(DuerCoverPage);

/** Spec 002 §2 (duerpagedegarde): the DUER's cover page, its special page 1. */
function DuerCoverPage() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const duer = data?.viewer?.selectedDossier?.duer;
  return (
    <DuerSpecialPageScreen title="Page de garde" duer={duer} error={error}>
      {duer ? <DuerCoverPageForm duer={duer} /> : null}
    </DuerSpecialPageScreen>
  );
}
