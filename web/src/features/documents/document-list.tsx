import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { FileIcon } from './file-icon.tsx';
import styles from './documents.module.css';

/** A document's download (the file's name kept) and preview (a new tab, when it has one) links (spec 001 §2). */
export function DocumentLinks({
  doc,
}: {
  doc: { name: string; downloadUrl: string; previewUrl: string | null };
}) {
  return (
    <span className={styles.links}>
      <a href={doc.downloadUrl} download aria-label={`Télécharger ${doc.name}`}>
        Télécharger
      </a>
      {doc.previewUrl ? (
        <a
          href={doc.previewUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Aperçu de ${doc.name}`}
        >
          Aperçu
        </a>
      ) : null}
    </span>
  );
}

export const DocumentList_document = graphql(`
  fragment DocumentList_document on StoreDocument {
    id
    name
    downloadUrl
    previewUrl
    pageUrls
  }
`);

/**
 * Spec 001 §2: a plain list of documents, each with its icon, name, download and preview; a waiting invoice also
 * shows its pages as pictures.
 */
export function DocumentList(props: { documents: readonly FragmentType<typeof DocumentList_document>[] }) {
  const documents = props.documents.map((d) => getFragmentData(DocumentList_document, d));
  return (
    <ul className={styles.list} aria-label="Documents">
      {documents.map((doc) => (
        <li key={doc.id} className={styles.item}>
          <FileIcon name={doc.name} />
          <span className={styles.name}>{doc.name}</span>
          <DocumentLinks doc={doc} />
          {doc.pageUrls.length > 0 ? (
            <span className={styles.pages}>
              {doc.pageUrls.map((url, n) => (
                <a key={url} href={url} target="_blank" rel="noopener noreferrer">
                  <img src={url} alt={`${doc.name}, page ${n + 1}`} loading="lazy" width={84} height={119} />
                </a>
              ))}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
