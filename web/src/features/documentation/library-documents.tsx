import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { formatDate, formatSize } from '../../lib/format.ts';
import styles from './documentation.module.css';

export const LibraryDocuments_document = graphql(`
  fragment LibraryDocuments_document on LibraryDocument {
    id
    name
    url
    taille
    dateModification
  }
`);

/** Spec 001 §2: a library's documents, each opening in a new tab, with its size and its last change. */
export function LibraryDocuments(props: {
  documents: readonly FragmentType<typeof LibraryDocuments_document>[];
}) {
  const documents = props.documents.map((d) => getFragmentData(LibraryDocuments_document, d));
  return (
    <ul className={styles.list} aria-label="Documents">
      {documents.map((doc) => (
        <li key={doc.id} className={styles.item}>
          {doc.url ? (
            <a href={doc.url} target="_blank" rel="noopener noreferrer" className={styles.name}>
              {doc.name}
            </a>
          ) : (
            <span className={styles.name}>{doc.name}</span>
          )}
          <span className={styles.meta}>
            {[
              doc.taille === null ? null : formatSize(doc.taille),
              doc.dateModification && formatDate(doc.dateModification),
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </li>
      ))}
    </ul>
  );
}
