import {
  ANNEXES_EMPTY,
  DUER_ANNEXES_EMPTY,
  movedAnnexe,
  NO_ANNEXE_FILE,
  newAnnexeIssue,
  renumberedAnnexes,
  sortedAnnexes,
} from '@portal/schema/rules/duer-annexes';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import type { DuerAnnexesEditor_AnnexesFragment } from '../../gql/graphql.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { DocumentListFrame } from './document-list-frame.tsx';
import { DocumentRowActions } from './document-row-actions.tsx';
import styles from './duer-pages.module.css';
import { useDocumentList } from './use-document-list.ts';
import {
  useAddDuerAnnexeMutation,
  useReplaceDuerAnnexeMutation,
  useSaveDuerAnnexesMutation,
} from './use-duer-annexes-mutations.ts';

export const DuerAnnexesEditor_annexes = graphql(`
  fragment DuerAnnexesEditor_annexes on DuerAnnexes {
    id
    estModule
    peutAjouter
    peutCreer
    annexes {
      id
      baseAnnexeId
      nom
      numAnnexe
      nomFichier
      fichierUrl
      apercuUrl
      peutDeplacer
      peutRemplacer
      peutSupprimer
    }
    annexesExistantes {
      id
      nom
    }
  }
`);

type Annexe = NonNullable<DuerAnnexesEditor_AnnexesFragment['annexes']>[number];

/**
 * Spec 002 §2 and §4 (Annexes): a DUER's or a module's annexes in their numbers' order, as cards on phones and a
 * table on large screens.
 */
export function DuerAnnexesEditor(props: { annexes: FragmentType<typeof DuerAnnexesEditor_annexes> }) {
  const annexes = getFragmentData(DuerAnnexesEditor_annexes, props.annexes);
  const loaded = annexes.annexes ?? [];
  // Reset the screen's changes whenever the annexes come back changed (a save, an upload).
  const key = loaded.map((a) => `${a.id}:${a.numAnnexe}:${a.nomFichier ?? ''}`).join();
  return <AnnexesForm key={key} holder={annexes} loaded={loaded} />;
}

function AnnexesForm({
  holder,
  loaded,
}: {
  holder: DuerAnnexesEditor_AnnexesFragment;
  loaded: readonly Annexe[];
}) {
  const [save, { loading: saving }] = useSaveDuerAnnexesMutation();
  const [add, { loading: adding }] = useAddDuerAnnexeMutation();
  const [replace, { loading: replacing }] = useReplaceDuerAnnexeMutation();
  const list = useDocumentList<Annexe>({
    loaded,
    baseIdOf: (a) => a.baseAnnexeId,
    arrange: sortedAnnexes,
    changed: (annexes) => renumberedAnnexes(annexes, loaded),
    send: (renumbered, removed) =>
      save({
        input: {
          annexesId: holder.id,
          numeros: renumbered.map((a) => ({ annexeId: a.id, numAnnexe: a.numAnnexe })),
          supprimees: removed.map((a) => a.id),
        },
      }),
  });
  const { documents: annexes, removed } = list;
  const existing = [...(holder.annexesExistantes ?? []), ...list.removedAsExisting];

  return (
    <DocumentListFrame
      list={list}
      saving={saving}
      canAdd={holder.peutAjouter && (holder.peutCreer || existing.length > 0)}
      labels={{
        add: 'Ajouter une annexe',
        create: 'Créer une annexe',
        existing: 'Ajouter une annexe existante',
        select: 'Annexe existante',
      }}
      canCreate={holder.peutCreer}
      existing={existing}
      issueOf={(nom, fileName) =>
        newAnnexeIssue(
          nom,
          fileName,
          [...annexes, ...removed, ...existing].map((a) => a.nom),
        )
      }
      add={(addition) =>
        add(
          'baseId' in addition
            ? { annexesId: holder.id, baseAnnexeId: addition.baseId }
            : { annexesId: holder.id, nom: addition.nom, fichier: addition.fichier },
        )
      }
      adding={adding}
      replace={(annexe, fichier) => replace({ annexeId: annexe.id, fichier })}
      replacing={replacing}
    >
      {annexes.length === 0 ? (
        <EmptyState>{holder.estModule ? ANNEXES_EMPTY : DUER_ANNEXES_EMPTY}</EmptyState>
      ) : (
        <table className={styles.pages}>
          <thead>
            <tr>
              <th scope="col">Nom</th>
              <th scope="col">Numéro</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {annexes.map((annexe, n) => (
              <tr key={annexe.id}>
                <th scope="row">{annexe.nom}</th>
                <td data-label="Numéro">{annexe.numAnnexe}</td>
                <td>
                  <DocumentRowActions
                    document={annexe}
                    noFile={NO_ANNEXE_FILE}
                    first={n === 0}
                    last={n === annexes.length - 1}
                    onMove={(direction) => list.setDocuments(movedAnnexe(annexes, annexe.id, direction))}
                    onReplace={() => list.setReplacing(annexe)}
                    onRemove={() => list.remove(annexe)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DocumentListFrame>
  );
}
