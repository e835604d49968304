import { useReadQuery } from '@apollo/client/react';
import { Link, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { DuerAnnexesEditor } from '../../../features/duer-document/duer-annexes-editor.tsx';
import { graphql } from '../../../gql/index.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Stack } from '../../../ui/stack.tsx';
import { DuerNotFound } from './duer-not-found.tsx';

const DuerModuleAnnexesQuery = graphql(`
  query DuerModuleAnnexes($codeDossier: String, $legacyId: ID!, $idCategorie: ID!, $idModule: ID!) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        duer(legacyId: $legacyId) {
          id
          legacyId
          annee
          categorie(legacyId: $idCategorie) {
            id
            legacyId
            module(legacyId: $idModule) {
              id
              legacyId
              nom
              baseModuleLegacyId
              annexes {
                id
                ...DuerAnnexesEditor_annexes
              }
            }
          }
        }
      }
    }
  }
`);

export function loader({ context, params, request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  return preloadScreenQuery(context, DuerModuleAnnexesQuery, {
    legacyId: query.get('duer') ?? '',
    idCategorie: query.get('categorie') ?? '',
    idModule: params.idModule ?? '',
  });
}

export const Component = loadingScreen(DuerModuleAnnexes);

/**
 * Spec 002 §2 (Annexes, at a module's level): the back arrow to the module, then its annexes. The module's base
 * module must be the one the path names.
 */
function DuerModuleAnnexes() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const duer = data?.viewer?.selectedDossier?.duer;
  const categorie = duer?.categorie;
  const module = categorie?.module;
  const { idBaseModule } = useParams();
  if (!duer || !categorie || !module || module.baseModuleLegacyId !== idBaseModule)
    return <DuerNotFound title="Annexes" missing="Module introuvable" error={error} />;
  return (
    <Stack>
      <PageTitle subtitle={`Duer ${duer.annee} - ${module.nom}`}>Annexes</PageTitle>
      <p>
        <Link to={paths.duerModule.href(duer.legacyId, categorie.legacyId, module.legacyId)}>
          ← Retour au module
        </Link>
      </p>
      <DuerAnnexesEditor annexes={module.annexes} />
    </Stack>
  );
}
