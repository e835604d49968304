import { useReadQuery } from '@apollo/client/react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { DuerPreambleEditor } from '../../../features/duer-document/duer-preamble-editor.tsx';
import { graphql } from '../../../gql/index.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { DuerSpecialPageScreen } from './duer-special-page-screen.tsx';

const DuerPreambleQuery = graphql(`
  query DuerPreamble($codeDossier: String, $legacyId: ID!) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        duer(legacyId: $legacyId) {
          id
          legacyId
          annee
          ...DuerPreambleEditor_duer
        }
      }
    }
  }
`);

export function loader({ context, params }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, DuerPreambleQuery, { legacyId: params.idDuer ?? '' });
}

export const Component = loadingScreen(DuerPreamble);

/** Spec 002 §2 (duerpreambule): the DUER's preamble, its special page 4. */
function DuerPreamble() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const duer = data?.viewer?.selectedDossier?.duer;
  return (
    <DuerSpecialPageScreen title="Préambule" duer={duer} error={error}>
      {duer ? <DuerPreambleEditor duer={duer} /> : null}
    </DuerSpecialPageScreen>
  );
}
