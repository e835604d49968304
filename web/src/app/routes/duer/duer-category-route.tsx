import { useReadQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { DuerModuleList } from '../../../features/duer/duer-module-list.tsx';
import { DuerModuleAddForm } from '../../../features/duer/duer-module-add-form.tsx';
import { DuerModuleCopyForm } from '../../../features/duer/duer-module-copy-form.tsx';
import { DuerElementActions } from '../../../features/duer/duer-element-actions.tsx';
import { DuerRenameDialog } from '../../../features/duer/duer-rename-dialog.tsx';
import {
  useCopyDuerModuleMutation,
  useDeleteDuerModuleMutation,
  useRenameDuerCategorieMutation,
  useRenameDuerModuleMutation,
} from '../../../features/duer/use-duer-structure-changes.ts';
import { useConfirmedAction } from '../../../ui/use-confirmed-action.ts';
import { ConfirmDialog } from '../../../ui/dialog.tsx';
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
          categories {
            id
            legacyId
            nom
          }
          categorie(legacyId: $idCategorie) {
            id
            legacyId
            nom
            ...DuerModuleList_categorie
            ...DuerModuleAddForm_categorie
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

type Named = { id: string; nom: string };

/**
 * Spec 002 §2 (Category screen): the unit's modules, their forced validation, a new, base or other DUER's module; renaming the unit (a
 * new id is followed), and each module renamed, deleted or copied into another unit (droitCreation).
 */
function DuerCategory() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const [adding, setAdding] = useState(false);
  const [renamingUnit, setRenamingUnit] = useState<Named | null>(null);
  const [renamingModule, setRenamingModule] = useState<Named | null>(null);
  const [copying, setCopying] = useState<Named | null>(null);
  const duer = data?.viewer?.selectedDossier?.duer;
  const categorie = duer?.categorie;
  const navigate = useNavigate();
  // §2: a catalogue unit renamed becomes a new unit of the file, whose screen this one follows.
  const [renameUnit] = useRenameDuerCategorieMutation((legacyId) => {
    if (duer && legacyId !== categorie?.legacyId)
      void navigate(paths.duerCategory.href(duer.legacyId, legacyId), { replace: true });
  });
  const [renameModule] = useRenameDuerModuleMutation();
  const [copy] = useCopyDuerModuleMutation();
  const [remove] = useDeleteDuerModuleMutation();
  const deletion = useConfirmedAction((m: Named) => remove({ id: m.id }), 'Le module a été supprimé.');
  const back = duer ? (
    <Link to={paths.duerHome.href(duer.legacyId)}>Retour au DUER {duer.annee}</Link>
  ) : (
    <Link to={paths.duer.href()}>Retour aux DUER</Link>
  );
  if (!duer || !categorie)
    return (
      <DuerNotFound
        title="Document unique"
        missing="Unité de travail introuvable"
        error={error}
        action={back}
      />
    );
  const others = (duer.categories ?? []).filter((c) => c.id !== categorie.id);
  return (
    <Stack>
      <PageTitle>{`Duer ${duer.annee} - ${categorie.nom}`}</PageTitle>
      <p>{back}</p>
      <DuerModuleList
        categorie={categorie}
        idDuer={duer.legacyId}
        droitModifs={duer.droitModifs}
        actions={
          duer.droitCreation
            ? (m) => (
                <DuerElementActions
                  name={m.nom}
                  busy={false}
                  onRename={() => setRenamingModule(m)}
                  onCopy={others.length > 0 ? () => setCopying(m) : undefined}
                  onDelete={() => deletion.ask(m)}
                />
              )
            : undefined
        }
      />
      {duer.droitCreation ? (
        <Actions>
          <Button onClick={() => setAdding(true)}>Ajouter un module</Button>
          <Button variant="secondary" onClick={() => setRenamingUnit(categorie)}>
            Renommer l'unité de travail
          </Button>
        </Actions>
      ) : null}
      <Dialog open={adding} title="Ajouter un module" onClose={() => setAdding(false)}>
        {adding ? (
          <DuerModuleAddForm
            categorie={categorie}
            onDone={() => setAdding(false)}
            onCancel={() => setAdding(false)}
          />
        ) : null}
      </Dialog>
      <DuerRenameDialog
        title="Renommer l'unité de travail"
        target={renamingUnit}
        send={(id, nom) => renameUnit({ input: { id, nom } })}
        onClose={() => setRenamingUnit(null)}
      />
      <DuerRenameDialog
        title="Renommer le module"
        target={renamingModule}
        send={(id, nom) => renameModule({ input: { id, nom } })}
        onClose={() => setRenamingModule(null)}
      />
      <Dialog open={copying !== null} title="Copier le module" onClose={() => setCopying(null)}>
        {copying ? (
          <DuerModuleCopyForm
            units={others}
            send={(categorieId) => copy({ input: { id: copying.id, categorieId } })}
            onDone={() => setCopying(null)}
            onCancel={() => setCopying(null)}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        {...deletion.dialog}
        title="Supprimer le module"
        question="Voulez-vous vraiment supprimer ce module, ses opérations et ses risques ?"
        yes="Supprimer"
        no="Annuler"
      />
    </Stack>
  );
}
