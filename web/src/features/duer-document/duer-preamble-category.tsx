import { PREAMBLE_CONTENT_MAX, PREAMBLE_TITLE_MAX, titleIssue } from '@portal/schema/rules/duer-preamble';
import { useState } from 'react';
import { FormAlert } from '../../ui/form-alert.tsx';
import { Icon, type IconName } from '../../ui/icon.tsx';
import { TextArea } from '../../ui/text-field.tsx';
import styles from './duer-preamble.module.css';

interface Props {
  titre: string;
  contenu: string;
  editable: boolean;
  /** Null without the creation right (§6): no delete icon. */
  onDelete: (() => void) | null;
  onContenu: (contenu: string) => void;
  /** Sends the new title; answers the error to show, null once renamed. */
  onRename: (titre: string) => Promise<string | null>;
}

const IconButton = (props: { label: string; icon: IconName; onClick: () => void; busy?: boolean }) => (
  <button
    type="button"
    className={styles.icon}
    aria-label={props.label}
    title={props.label}
    disabled={props.busy}
    onClick={props.onClick}
  >
    <Icon name={props.icon} size={18} />
  </button>
);

/**
 * Spec 002 §2 and §4 (Préambule): a category's title, edited with the pen then validated (check) or cancelled
 * (cross, the old title back), and its content, whose typing marks the screen unsaved.
 */
export function DuerPreambleCategory(props: Props) {
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const cancel = () => {
    setTyped(null);
    setError(null);
  };
  async function validate() {
    if (typed === null) return;
    const issue = titleIssue(typed, 'edit');
    if (issue) return setError(issue);
    setBusy(true);
    const failed = await props.onRename(typed);
    setBusy(false);
    if (failed) return setError(failed);
    cancel();
  }

  return (
    <section className={styles.category} aria-label={props.titre}>
      <div className={styles.title}>
        {typed === null ? (
          <>
            <h2>{props.titre}</h2>
            {props.editable ? (
              <IconButton
                label={`Modifier le titre ${props.titre}`}
                icon="pencil"
                onClick={() => setTyped(props.titre)}
              />
            ) : null}
            {props.onDelete ? (
              <IconButton
                label={`Supprimer la catégorie ${props.titre}`}
                icon="trash"
                onClick={props.onDelete}
              />
            ) : null}
          </>
        ) : (
          <>
            <input
              className={styles.titleInput}
              aria-label="Titre de la catégorie"
              value={typed}
              maxLength={PREAMBLE_TITLE_MAX}
              onInput={(event) => setTyped(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') void validate();
                if (event.key === 'Escape') cancel();
              }}
            />
            <IconButton label="Valider le titre" icon="check" busy={busy} onClick={() => void validate()} />
            <IconButton label="Annuler la modification du titre" icon="close" onClick={cancel} />
          </>
        )}
      </div>
      <FormAlert message={error ?? undefined} />
      <TextArea
        label="Contenu"
        value={props.contenu}
        rows={5}
        maxLength={PREAMBLE_CONTENT_MAX}
        disabled={!props.editable}
        onInput={(event) => props.onContenu(event.currentTarget.value)}
      />
    </section>
  );
}
