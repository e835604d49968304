import { useReadQuery } from '@apollo/client/react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { DuerModuleEditor } from '../../../features/duer/duer-module-editor.tsx';
import { graphql } from '../../../gql/index.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Stack } from '../../../ui/stack.tsx';
import styles from './duer-annexes-route.module.css';
import { DuerNotFound } from './duer-not-found.tsx';

const DuerModuleQuery = graphql(`
  query DuerModule($codeDossier: String, $legacyId: ID!, $idCategorie: ID!, $idModule: ID!) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        duer(legacyId: $legacyId) {
          id
          legacyId
          annee
          versionCalculRisque
          droitModifs
          droitCreation
          pictosDeBase {
            id
            nom
            description
            imageUrl
          }
          categorie(legacyId: $idCategorie) {
            id
            legacyId
            nom
            module(legacyId: $idModule) {
              id
              legacyId
              nom
              baseModuleLegacyId
              ...DuerModuleEditor_module
            }
          }
        }
      }
    }
  }
`);

export function loader({ context, params }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, DuerModuleQuery, {
    legacyId: params.idDuer ?? '',
    idCategorie: params.idCategorie ?? '',
    idModule: params.idModule ?? '',
  });
}

export const Component = loadingScreen(DuerModule);

/** Spec 002 §2 (Module screen): title and module subtitle, then the module's operations and risks. */
function DuerModule() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const duer = data?.viewer?.selectedDossier?.duer;
  const categorie = duer?.categorie;
  const module = categorie?.module;
  const back =
    duer && categorie ? (
      <Link to={paths.duerCategory.href(duer.legacyId, categorie.legacyId)}>Retour à {categorie.nom}</Link>
    ) : (
      <Link to={paths.duer.href()}>Retour aux DUER</Link>
    );
  if (!duer || !categorie || !module)
    return <DuerNotFound title="Document unique" missing="Module introuvable" error={error} action={back} />;
  return (
    <Stack>
      <PageTitle subtitle={module.nom}>{`Duer ${duer.annee} - ${categorie.nom}`}</PageTitle>
      <p className={styles.links}>
        {back}
        <Link
          to={paths.duerModuleAnnexes.href({
            idDuer: duer.legacyId,
            idCategorie: categorie.legacyId,
            idModule: module.legacyId,
            idBaseModule: module.baseModuleLegacyId,
          })}
        >
          Annexes du module
        </Link>
      </p>
      <DuerModuleEditor
        key={module.id}
        module={module}
        versionCalculRisque={duer.versionCalculRisque}
        droitModifs={duer.droitModifs}
        droitCreation={duer.droitCreation}
        pictosDeBase={duer.pictosDeBase}
        nextHref={(idModule) => paths.duerModule.href(duer.legacyId, categorie.legacyId, idModule)}
      />
    </Stack>
  );
}
