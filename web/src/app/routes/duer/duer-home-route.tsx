import { useReadQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { DuerUnitForm } from '../../../features/duer/duer-unit-form.tsx';
import { DuerPrintActions } from '../../../features/duer-print/duer-print-actions.tsx';
import { DuerUnitTiles } from '../../../features/duer/duer-unit-tiles.tsx';
import { DuerRenameDialog } from '../../../features/duer/duer-rename-dialog.tsx';
import { useRenameDuerCategorieMutation } from '../../../features/duer/use-duer-structure-changes.ts';
import { graphql } from '../../../gql/index.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { Actions } from '../../../ui/actions.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Stack } from '../../../ui/stack.tsx';
import { DuerNotFound } from './duer-not-found.tsx';

const DuerHomeQuery = graphql(`
  query DuerHome($codeDossier: String, $legacyId: ID!) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        duer(legacyId: $legacyId) {
          id
          annee
          estFini
          peutAjouterCategorie
          droitCreation
          ...DuerUnitTiles_duer
          ...DuerUnitForm_duer
          ...DuerPrintActions_duer
        }
      }
    }
  }
`);

export function loader({ context, params }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, DuerHomeQuery, { legacyId: params.idDuer ?? '' });
}

export const Component = loadingScreen(DuerHome);

/** Spec 002 §2 (duer): the DUER's work units, the Pages and Annexes tiles, and adding a unit. */
function DuerHome() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<{ id: string; nom: string } | null>(null);
  const [rename] = useRenameDuerCategorieMutation();
  const duer = data?.viewer?.selectedDossier?.duer;
  const back = <Link to={paths.duer.href()}>Retour aux DUER</Link>;
  if (!duer)
    return <DuerNotFound title="Document unique" missing="DUER introuvable" error={error} action={back} />;
  return (
    <Stack>
      <PageTitle subtitle={duer.estFini ? 'DUER terminé' : undefined}>{`Duer ${duer.annee}`}</PageTitle>
      <p>{back}</p>
      <DuerUnitTiles duer={duer} onRename={duer.droitCreation ? setRenaming : undefined} />
      <DuerPrintActions duer={duer} />
      {duer.peutAjouterCategorie ? (
        <Actions>
          <Button onClick={() => setAdding(true)}>Ajouter une unité de travail</Button>
        </Actions>
      ) : null}
      <Dialog open={adding} title="Ajouter une unité de travail" onClose={() => setAdding(false)}>
        <DuerUnitForm duer={duer} onAdded={() => setAdding(false)} onCancel={() => setAdding(false)} />
      </Dialog>
      <DuerRenameDialog
        title="Renommer l'unité de travail"
        target={renaming}
        send={(id, nom) => rename({ input: { id, nom } })}
        onClose={() => setRenaming(null)}
      />
    </Stack>
  );
}
