import type { ReactNode } from 'react';
import { Icon } from '../../ui/icon.tsx';
import styles from './duer-module.module.css';

/**
 * An operation's or a risk's buttons (spec 002 §2, Module screen): rename, delete, move up, move down; each shown
 * only when its handler is given (the viewer's rights), the moves disabled at either end.
 */
export function DuerElementActions(props: {
  name: string;
  busy: boolean;
  onRename?: (() => void) | null;
  onDelete?: (() => void) | null;
  onUp?: (() => void) | null;
  onDown?: (() => void) | null;
  onCopy?: (() => void) | null;
  /** The moves' names where they go left and right rather than up and down (the category screen's tiles). */
  labels?: { up: string; down: string };
}) {
  const button = (label: string, content: ReactNode, onClick: (() => void) | null | undefined) =>
    onClick !== undefined ? (
      <button
        type="button"
        className={styles.action}
        aria-label={`${label} ${props.name}`}
        title={label}
        disabled={props.busy || !onClick}
        onClick={onClick ?? undefined}
      >
        {content}
      </button>
    ) : null;
  return (
    <span className={styles.actions}>
      {button(props.labels?.up ?? 'Monter', props.labels ? '←' : '↑', props.onUp)}
      {button(props.labels?.down ?? 'Descendre', props.labels ? '→' : '↓', props.onDown)}
      {button('Renommer', <Icon name="pencil" size={18} />, props.onRename)}
      {button('Copier', <Icon name="copy" size={18} />, props.onCopy)}
      {button('Supprimer', <Icon name="trash" size={18} />, props.onDelete)}
    </span>
  );
}
