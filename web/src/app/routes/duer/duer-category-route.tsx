import { useReadQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { DuerModuleList } from '../../../features/duer/duer-module-list.tsx';
import { DuerNameForm } from '../../../features/duer/duer-name-form.tsx';
import { useAddDuerModuleMutation } from '../../../features/duer/use-duer-changes.ts';
import { graphql } from '../../../gql/index.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { Actions } from '../../../ui/actions.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { loadingScreen, NotFound } from '../../../ui/loading-screen.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Stack } from '../../../ui/stack.tsx';

const DuerCategoryQuery = graphql(`
  query DuerCategory($codeDossier: String, $legacyId: ID!, $idCategorie: ID!) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        duer(legacyId: $legacyId) {
          id
          legacyId
          annee
          droitModifs
          droitCreation
          categorie(legacyId: $idCategorie) {
            id
            nom
            ...DuerModuleList_categorie
          }
        }
      }
    }
  }
`);

export function loader({ context, params }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, DuerCategoryQuery, {
    legacyId: params.idDuer ?? '',
    idCategorie: params.idCategorie ?? '',
  });
}

export const Component = loadingScreen(DuerCategory);

/** Spec 002 §2 (Category screen): the unit's modules, their forced validation, and a new module. */
function DuerCategory() {
  const { data } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const [adding, setAdding] = useState(false);
  const duer = data?.viewer?.selectedDossier?.duer;
  const categorie = duer?.categorie;
  const [add] = useAddDuerModuleMutation(categorie?.id ?? '');
  const back = duer ? (
    <Link to={paths.duerHome.href(duer.legacyId)}>Retour au DUER {duer.annee}</Link>
  ) : (
    <Link to={paths.duer.href()}>Retour aux DUER</Link>
  );
  if (!duer || !categorie)
    return <NotFound title="Document unique" message="Unité de travail introuvable" action={back} />;
  return (
    <Stack>
      <PageTitle>{`Duer ${duer.annee} - ${categorie.nom}`}</PageTitle>
      <p>{back}</p>
      <DuerModuleList categorie={categorie} idDuer={duer.legacyId} droitModifs={duer.droitModifs} />
      {duer.droitCreation ? (
        <Actions>
          <Button onClick={() => setAdding(true)}>Ajouter un module</Button>
        </Actions>
      ) : null}
      <Dialog open={adding} title="Ajouter un module" onClose={() => setAdding(false)}>
        <DuerNameForm
          draftName={`duer-module:${categorie.id}`}
          fields={[{ name: 'nom', label: 'Nom du module' }]}
          submit="Ajouter"
          send={(values) => add({ input: { categorieId: categorie.id, nom: (values.nom ?? '').trim() } })}
          onDone={() => setAdding(false)}
          onCancel={() => setAdding(false)}
        />
      </Dialog>
    </Stack>
  );
}
