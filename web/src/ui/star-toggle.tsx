import styles from './star-toggle.module.css';

/** The star that puts an item among the favourites or takes it out; `name` names the item for screen readers. */
export function StarToggle(props: {
  name: string;
  starred: boolean;
  disabled?: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.star}
      aria-pressed={props.starred}
      aria-label={props.starred ? `Retirer ${props.name} des favoris` : `Ajouter ${props.name} aux favoris`}
      disabled={props.disabled}
      onClick={props.onToggle}
    >
      {props.starred ? '★' : '☆'}
    </button>
  );
}
