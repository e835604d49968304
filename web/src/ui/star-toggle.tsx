import { ACTION_NEEDS_NETWORK } from '../offline/offline-messages.ts';
import { useOnline } from '../offline/use-online.ts';
import styles from './star-toggle.module.css';

/** The star that puts an item among the favourites or takes it out; `name` names the item for screen readers. */
export function StarToggle(props: {
  name: string;
  starred: boolean;
  disabled?: boolean;
  onToggle: () => void;
}) {
  const online = useOnline();
  return (
    <button
      type="button"
      className={styles.star}
      aria-pressed={props.starred}
      aria-label={props.starred ? `Retirer ${props.name} des favoris` : `Ajouter ${props.name} aux favoris`}
      disabled={props.disabled || !online}
      title={online ? undefined : ACTION_NEEDS_NETWORK}
      onClick={props.onToggle}
    >
      {props.starred ? '★' : '☆'}
    </button>
  );
}
