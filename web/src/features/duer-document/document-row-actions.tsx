import type { ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { DocumentDownloadLink } from './document-download-link.tsx';
import styles from './duer-pages.module.css';

/** What a row of a DUER's pages or annexes may offer, as the gateway decided it. */
export interface ListedDocument {
  nom: string;
  nomFichier?: string | null;
  fichierUrl?: string | null;
  apercuUrl?: string | null;
  peutDeplacer: boolean;
  peutRemplacer: boolean;
  peutSupprimer: boolean;
}

/**
 * The actions of a page's or an annexe's row: move up and down, download, preview, replace its file, the
 * screen's own link (`children`) and remove.
 */
export function DocumentRowActions(props: {
  document: ListedDocument;
  noFile: string;
  first: boolean;
  last: boolean;
  onMove: (direction: -1 | 1) => void;
  onReplace: () => void;
  onRemove: () => void;
  children?: ReactNode;
}) {
  const { document } = props;
  return (
    <div className={styles.actions}>
      {document.peutDeplacer ? (
        <>
          <Button
            variant="secondary"
            disabled={props.first}
            aria-label={`Monter ${document.nom}`}
            onClick={() => props.onMove(-1)}
          >
            ↑
          </Button>
          <Button
            variant="secondary"
            disabled={props.last}
            aria-label={`Descendre ${document.nom}`}
            onClick={() => props.onMove(1)}
          >
            ↓
          </Button>
        </>
      ) : null}
      {document.fichierUrl ? (
        <DocumentDownloadLink
          href={document.fichierUrl}
          fileName={document.nomFichier ?? null}
          noFile={props.noFile}
          className={styles.link}
        />
      ) : null}
      {document.apercuUrl ? (
        <a href={document.apercuUrl} target="_blank" rel="noreferrer" className={styles.link}>
          Voir
        </a>
      ) : null}
      {document.peutRemplacer ? (
        <Button variant="link" onClick={props.onReplace} aria-label={`Remplacer ${document.nom}`}>
          Remplacer
        </Button>
      ) : null}
      {props.children}
      {document.peutSupprimer ? (
        <Button variant="link" onClick={props.onRemove} aria-label={`Supprimer ${document.nom}`}>
          Supprimer
        </Button>
      ) : null}
    </div>
  );
}
