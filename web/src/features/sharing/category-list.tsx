import styles from './sharing.module.css';

/** The categories an access or an invited file opens, as tags. */
export function CategoryList({ categories }: { categories: readonly { id: string; libelle: string }[] }) {
  if (categories.length === 0) return <p className={styles.muted}>Aucune catégorie</p>;
  return (
    <ul className={styles.tags} aria-label="Catégories">
      {categories.map((c) => (
        <li key={c.id} className={styles.tag}>
          {c.libelle}
        </li>
      ))}
    </ul>
  );
}
