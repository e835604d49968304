import {
  ANNEXES_EMPTY,
  DUER_ANNEXES_EMPTY,
  movedAnnexe,
  NO_ANNEXE_FILE,
  newAnnexeIssue,
  renumberedAnnexes,
  sortedAnnexes,
} from '@portal/schema/rules/duer-annexes';
import { useState, type FormEvent } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import type { DuerAnnexesEditor_AnnexesFragment } from '../../gql/graphql.ts';
import { useFlash } from '../../lib/flash.ts';
import { explainOffline } from '../../offline/use-offline-send.ts';
import { Actions } from '../../ui/actions.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { DocumentAddForm } from './document-add-form.tsx';
import { DocumentDownloadLink } from './document-download-link.tsx';
import { DocumentReplaceForm } from './document-replace-form.tsx';
import styles from './duer-pages.module.css';
import { LeaveGuard, UnsavedNotice } from './unsaved-changes.tsx';
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
 * table on large screens. Moves and removals stay on the screen until saved; adding or replacing a file saves
 * them first, since the list is read again afterwards.
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
  const flash = useFlash();
  const [annexes, setAnnexes] = useState<Annexe[]>(sortedAnnexes(loaded));
  const [removed, setRemoved] = useState<Annexe[]>([]);
  const [adding, setAdding] = useState(false);
  const [replacing, setReplacing] = useState<Annexe | null>(null);
  const [save, { loading: saving }] = useSaveDuerAnnexesMutation();
  const [add, { loading: addingAnnexe }] = useAddDuerAnnexeMutation();
  const [replace, { loading: replacingFile }] = useReplaceDuerAnnexeMutation();
  const renumbered = renumberedAnnexes(annexes, loaded);
  const dirty = renumbered.length > 0 || removed.length > 0;

  /** Sends the new numbers and the removals; answers whether nothing is left unsaved. */
  async function saveChanges(): Promise<boolean> {
    if (!dirty) return true;
    const failures = explainOffline(
      await save({
        input: {
          annexesId: holder.id,
          numeros: renumbered.map((a) => ({ annexeId: a.id, numAnnexe: a.numAnnexe })),
          supprimees: removed.map((a) => a.id),
        },
      }),
    );
    if (failures[0]) flash.show('error', failures[0].message);
    return failures.length === 0;
  }

  function onSave(event: FormEvent) {
    event.preventDefault();
    void saveChanges();
  }

  const remove = (annexe: Annexe) => {
    setAnnexes(annexes.filter((a) => a.id !== annexe.id));
    setRemoved([...removed, annexe]);
  };
  const existing = [
    ...(holder.annexesExistantes ?? []),
    ...removed.map((a) => ({ id: a.baseAnnexeId, nom: a.nom })),
  ];
  const canAdd = holder.peutAjouter && (holder.peutCreer || existing.length > 0);

  return (
    <>
      {dirty ? (
        <form onSubmit={onSave} className={styles.unsaved}>
          <UnsavedNotice busy={saving} />
        </form>
      ) : null}
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
              <AnnexeRow
                key={annexe.id}
                annexe={annexe}
                first={n === 0}
                last={n === annexes.length - 1}
                onMove={(direction) => setAnnexes(movedAnnexe(annexes, annexe.id, direction))}
                onReplace={() => setReplacing(annexe)}
                onRemove={() => remove(annexe)}
              />
            ))}
          </tbody>
        </table>
      )}
      {canAdd ? (
        <Actions>
          <Button onClick={() => setAdding(true)}>Ajouter une annexe</Button>
        </Actions>
      ) : null}
      <Dialog open={adding} title="Ajouter une annexe" onClose={() => setAdding(false)}>
        <DocumentAddForm
          labels={{
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
          beforeUpload={saveChanges}
          onRestore={(baseId) => {
            const annexe = removed.find((a) => a.baseAnnexeId === baseId);
            if (annexe) {
              setRemoved(removed.filter((a) => a !== annexe));
              setAnnexes(sortedAnnexes([...annexes, annexe]));
            }
            return annexe !== undefined;
          }}
          add={(addition) =>
            add(
              'baseId' in addition
                ? { annexesId: holder.id, baseAnnexeId: addition.baseId }
                : { annexesId: holder.id, nom: addition.nom, fichier: addition.fichier },
            )
          }
          busy={addingAnnexe}
          onDone={() => setAdding(false)}
        />
      </Dialog>
      <Dialog open={replacing !== null} title="Remplacer le fichier" onClose={() => setReplacing(null)}>
        {replacing ? (
          <DocumentReplaceForm
            nom={replacing.nom}
            beforeUpload={saveChanges}
            replace={(fichier) => replace({ annexeId: replacing.id, fichier })}
            busy={replacingFile}
            onDone={() => setReplacing(null)}
          />
        ) : null}
      </Dialog>
      <LeaveGuard dirty={dirty} />
    </>
  );
}

function AnnexeRow(props: {
  annexe: Annexe;
  first: boolean;
  last: boolean;
  onMove: (direction: -1 | 1) => void;
  onReplace: () => void;
  onRemove: () => void;
}) {
  const { annexe } = props;
  return (
    <tr>
      <th scope="row">{annexe.nom}</th>
      <td data-label="Numéro">{annexe.numAnnexe}</td>
      <td>
        <div className={styles.actions}>
          {annexe.peutDeplacer ? (
            <>
              <Button
                variant="secondary"
                disabled={props.first}
                aria-label={`Monter ${annexe.nom}`}
                onClick={() => props.onMove(-1)}
              >
                ↑
              </Button>
              <Button
                variant="secondary"
                disabled={props.last}
                aria-label={`Descendre ${annexe.nom}`}
                onClick={() => props.onMove(1)}
              >
                ↓
              </Button>
            </>
          ) : null}
          <DocumentDownloadLink
            href={annexe.fichierUrl}
            fileName={annexe.nomFichier ?? null}
            noFile={NO_ANNEXE_FILE}
            className={styles.link}
          />
          <a href={annexe.apercuUrl} target="_blank" rel="noreferrer" className={styles.link}>
            Voir
          </a>
          {annexe.peutRemplacer ? (
            <Button variant="link" onClick={props.onReplace} aria-label={`Remplacer ${annexe.nom}`}>
              Remplacer
            </Button>
          ) : null}
          {annexe.peutSupprimer ? (
            <Button variant="link" onClick={props.onRemove} aria-label={`Supprimer ${annexe.nom}`}>
              Supprimer
            </Button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
