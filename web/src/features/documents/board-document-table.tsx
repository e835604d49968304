import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { DocumentLinks } from './document-list.tsx';
import { FileIcon } from './file-icon.tsx';
import styles from './documents.module.css';

export const BoardDocumentTable_document = graphql(`
  fragment BoardDocumentTable_document on BoardDocument {
    id
    name
    downloadUrl
    previewUrl
  }
`);

/** Spec 001 §2 board documents: a table of names and actions, download and (PDF or picture only) preview. */
export function BoardDocumentTable(props: {
  documents: readonly FragmentType<typeof BoardDocumentTable_document>[];
}) {
  const documents = props.documents.map((d) => getFragmentData(BoardDocumentTable_document, d));
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${styles.unlabelled}`} aria-label="Documents">
        <thead>
          <tr>
            <th scope="col">Nom</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((doc) => (
            <tr key={doc.id}>
              <td data-label="Nom">
                <span className={styles.named}>
                  <FileIcon name={doc.name} />
                  <span className={styles.name}>{doc.name}</span>
                </span>
              </td>
              <td data-label="Actions">
                <DocumentLinks doc={doc} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
