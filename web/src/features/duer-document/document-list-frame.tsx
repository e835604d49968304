import type { FormEvent, ReactNode } from 'react';
import type { UserErrorLike } from '../../lib/use-user-error-mutation.ts';
import { Actions } from '../../ui/actions.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { DocumentAddForm, type DocumentAddition } from './document-add-form.tsx';
import { DocumentReplaceForm } from './document-replace-form.tsx';
import styles from './duer-pages.module.css';
import { LeaveGuard, UnsavedNotice } from './unsaved-changes.tsx';
import type { DocumentList } from './use-document-list.ts';

/**
 * Around a DUER's list of pages or annexes: the unsaved changes' notice, the button and dialog that add one, the
 * dialog that replaces a file, and the guard against leaving with changes unsaved. Adding or replacing a file
 * saves the screen's changes first, since the list is read again afterwards.
 */
export function DocumentListFrame<T extends { id: string; nom: string }>(props: {
  list: DocumentList<T>;
  saving: boolean;
  children: ReactNode;
  canAdd: boolean;
  labels: { add: string; create: string; existing: string; select: string };
  canCreate: boolean;
  existing: readonly { id: string; nom: string }[];
  issueOf: (nom: string, fileName: string | null) => string | null;
  add: (addition: DocumentAddition) => Promise<UserErrorLike[]>;
  adding: boolean;
  replace: (document: T, fichier: File) => Promise<UserErrorLike[]>;
  replacing: boolean;
}) {
  const { list, labels } = props;
  const replaced = list.replacing;

  function onSave(event: FormEvent) {
    event.preventDefault();
    void list.saveChanges();
  }

  return (
    <>
      {list.dirty ? (
        <form onSubmit={onSave} className={styles.unsaved}>
          <UnsavedNotice busy={props.saving} />
        </form>
      ) : null}
      {props.children}
      {props.canAdd ? (
        <Actions>
          <Button onClick={() => list.setAdding(true)}>{labels.add}</Button>
        </Actions>
      ) : null}
      <Dialog open={list.adding} title={labels.add} onClose={() => list.setAdding(false)}>
        <DocumentAddForm
          labels={labels}
          canCreate={props.canCreate}
          existing={props.existing}
          issueOf={props.issueOf}
          beforeUpload={list.saveChanges}
          onRestore={list.restore}
          add={props.add}
          busy={props.adding}
          onDone={() => list.setAdding(false)}
        />
      </Dialog>
      <Dialog open={replaced !== null} title="Remplacer le fichier" onClose={() => list.setReplacing(null)}>
        {replaced ? (
          <DocumentReplaceForm
            nom={replaced.nom}
            beforeUpload={list.saveChanges}
            replace={(fichier) => props.replace(replaced, fichier)}
            busy={props.replacing}
            onDone={() => list.setReplacing(null)}
          />
        ) : null}
      </Dialog>
      <LeaveGuard dirty={list.dirty} />
    </>
  );
}
