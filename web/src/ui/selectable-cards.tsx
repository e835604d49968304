import { useState } from 'react';
import styles from './selectable-cards.module.css';

export interface SelectableCard {
  id: string;
  title: string;
  description: string;
  url: string | null;
  iconUrl: string;
}

/**
 * A grid of cards with an icon and a title (spec 001 §2, tutorials and e-learnings): selecting one shows its
 * description and the link that opens it in a new tab.
 */
export function SelectableCards(props: {
  items: readonly SelectableCard[];
  label: string;
  accessLabel: string;
}) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = props.items.find((item) => item.id === selectedId) ?? null;
  return (
    <>
      <ul className={styles.grid} aria-label={props.label}>
        {props.items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className={styles.card}
              aria-pressed={item.id === selectedId}
              onClick={() => setSelectedId(item.id)}
            >
              <img className={styles.icon} src={item.iconUrl} alt="" width={48} height={48} />
              {item.title}
            </button>
          </li>
        ))}
      </ul>
      {selected ? (
        <section className={styles.detail} aria-live="polite" aria-label={selected.title}>
          <h2>{selected.title}</h2>
          <p>{selected.description}</p>
          {selected.url ? (
            <a href={selected.url} target="_blank" rel="noopener noreferrer">
              {props.accessLabel}
            </a>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
