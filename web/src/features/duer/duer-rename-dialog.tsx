import type { UserErrorLike } from '../../lib/use-user-error-mutation.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { DuerNameForm } from './duer-name-form.tsx';

/**
 * Renaming a work unit or a module (spec 002 §2): its name, at most 128 characters (§5), kept as an offline draft
 * until sent; the legacy's refusals (a base unit's or module's name) show in the form. Open while `target` is set.
 */
export function DuerRenameDialog(props: {
  title: string;
  target: { id: string; nom: string } | null;
  send: (id: string, nom: string) => Promise<UserErrorLike[]>;
  onClose: () => void;
  /** After the rename went through (the screen may follow a new id). */
  onRenamed?: () => void;
}) {
  const { target } = props;
  return (
    <Dialog open={target !== null} title={props.title} onClose={props.onClose}>
      {target ? (
        <DuerNameForm
          key={target.id}
          draftName={`duer-nom:${target.id}`}
          fields={[{ name: 'nom', label: 'Nom' }]}
          initial={{ nom: target.nom }}
          submit="Renommer"
          send={(values) => props.send(target.id, (values.nom ?? '').trim())}
          onDone={() => {
            props.onClose();
            props.onRenamed?.();
          }}
          onCancel={props.onClose}
        />
      ) : null}
    </Dialog>
  );
}
