import { Link } from 'react-router';
import styles from './account.module.css';

/** A card of 'Mon compte': a screen of the portal (`to`) or another site (`href`, the webmail). */
export type AccountCard = { key: string; title: string; text: string } & ({ to: string } | { href: string });

/** The cards of 'Mon compte', each a link to its screen. */
export function AccountCards({ cards }: { cards: readonly AccountCard[] }) {
  return (
    <ul className={styles.cards}>
      {cards.map((card) => {
        const content = (
          <>
            <span className={styles.cardTitle}>{card.title}</span>
            <span className={styles.cardText}>{card.text}</span>
          </>
        );
        return (
          <li key={card.key}>
            {'to' in card ? (
              <Link className={styles.card} to={card.to}>
                {content}
              </Link>
            ) : (
              <a className={styles.card} href={card.href} target="_blank" rel="noopener noreferrer">
                {content}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
