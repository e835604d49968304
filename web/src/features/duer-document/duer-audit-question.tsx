import { AUDIT_REMARK_MAX, type AuditAnswer } from '@portal/schema/rules/duer-audit';
import { Icon } from '../../ui/icon.tsx';
import { TextArea } from '../../ui/text-field.tsx';
import styles from './duer-audit.module.css';

interface Props {
  question: AuditAnswer & { nom: string };
  editable: boolean;
  first: boolean;
  last: boolean;
  onToggle: () => void;
  onNonApplicable: (checked: boolean) => void;
  onRemarque: (remarque: string) => void;
  onMove: (step: -1 | 1) => void;
  /** Null without the creation right (§6). */
  onDelete: (() => void) | null;
}

/**
 * Spec 002 §2 and §4 (Audit préalable): a question's number and label, its Oui/Non toggle (80x30, disabled once
 * not applicable), 'Non applicable', its remark and its moves.
 */
export function DuerAuditQuestion({ question: q, editable, ...props }: Props) {
  const label = `${q.ordre}. ${q.nom}`;
  return (
    <li className={styles.question} aria-label={label}>
      <p className={styles.label}>
        <span className={styles.number}>{q.ordre}.</span> {q.nom}
      </p>
      <div className={styles.answer}>
        <button
          type="button"
          role="switch"
          aria-checked={q.reponse}
          aria-label="Réponse"
          className={styles.toggle}
          disabled={!editable || q.nonApplicable}
          onClick={props.onToggle}
        >
          {q.reponse ? 'Oui' : 'Non'}
        </button>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={q.nonApplicable}
            disabled={!editable}
            onChange={(event) => props.onNonApplicable(event.currentTarget.checked)}
          />
          Non applicable
        </label>
        <span className={styles.moves}>
          <button
            type="button"
            className={styles.icon}
            aria-label="Monter la question"
            disabled={!editable || props.first}
            onClick={() => props.onMove(-1)}
          >
            ↑
          </button>
          <button
            type="button"
            className={styles.icon}
            aria-label="Descendre la question"
            disabled={!editable || props.last}
            onClick={() => props.onMove(1)}
          >
            ↓
          </button>
          {props.onDelete ? (
            <button
              type="button"
              className={styles.icon}
              aria-label="Supprimer la question"
              onClick={props.onDelete}
            >
              <Icon name="trash" size={18} />
            </button>
          ) : null}
        </span>
      </div>
      <TextArea
        label="Remarque"
        rows={2}
        value={q.remarque}
        maxLength={AUDIT_REMARK_MAX}
        disabled={!editable}
        onInput={(event) => props.onRemarque(event.currentTarget.value)}
      />
    </li>
  );
}
