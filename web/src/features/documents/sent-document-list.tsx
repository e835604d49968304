import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { formatDate } from '../../lib/format.ts';
import { FileIcon } from './file-icon.tsx';
import styles from './documents.module.css';

export const SentDocumentList_document = graphql(`
  fragment SentDocumentList_document on SentDocument {
    id
    nomFichier
    dateEnvoi
  }
`);

/** Spec 001 §2 ged-histo-envoi: each document sent, its icon by extension, its name and its send date. */
export function SentDocumentList(props: {
  documents: readonly FragmentType<typeof SentDocumentList_document>[];
  label?: string;
}) {
  const documents = props.documents.map((d) => getFragmentData(SentDocumentList_document, d));
  return (
    <ul className={styles.list} aria-label={props.label ?? 'Documents envoyés'}>
      {documents.map((doc) => (
        <li key={doc.id} className={styles.item}>
          <FileIcon name={doc.nomFichier} />
          <span className={styles.sent}>
            <span className={styles.name}>{doc.nomFichier}</span>
            <time dateTime={doc.dateEnvoi} className={styles.sentDate}>
              {formatDate(doc.dateEnvoi)}
            </time>
          </span>
        </li>
      ))}
    </ul>
  );
}
