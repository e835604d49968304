import { useReadQuery } from '@apollo/client/react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { DuerGeneralInfoForm } from '../../../features/duer-document/duer-general-info-form.tsx';
import { graphql } from '../../../gql/index.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { DuerSpecialPageScreen } from './duer-special-page-screen.tsx';

const DuerGeneralInfoQuery = graphql(`
  query DuerGeneralInfo($codeDossier: String, $legacyId: ID!) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        duer(legacyId: $legacyId) {
          id
          legacyId
          annee
          ...DuerGeneralInfoForm_duer
        }
      }
    }
  }
`);

export function loader({ context, params }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, DuerGeneralInfoQuery, { legacyId: params.idDuer ?? '' });
}

export const Component = loadingScreen(DuerGeneralInfo);

/** Spec 002 §2 (duerinformationsgenerales): the DUER's general information, its special page 3. */
function DuerGeneralInfo() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const duer = data?.viewer?.selectedDossier?.duer;
  return (
    <DuerSpecialPageScreen title="Informations générales" duer={duer} error={error}>
      {duer ? <DuerGeneralInfoForm duer={duer} /> : null}
    </DuerSpecialPageScreen>
  );
}
