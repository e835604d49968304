import { useState } from 'react';
import { useFlash } from '../../lib/flash.ts';
import type { UserErrorLike } from '../../lib/use-user-error-mutation.ts';
import { explainOffline } from '../../offline/use-offline-send.ts';

/** What a DUER's list of documents (its pages, its annexes) keeps on the screen until it is saved. */
export interface DocumentList<T> {
  documents: T[];
  setDocuments: (documents: T[]) => void;
  removed: T[];
  remove: (document: T) => void;
  /** Puts back a document removed on this screen, by its catalogue id; answers whether there was one. */
  restore: (baseId: string) => boolean;
  /** The removed documents, offered again among the catalogue's. */
  removedAsExisting: { id: string; nom: string }[];
  /** Whether the screen holds changes not saved yet. */
  dirty: boolean;
  adding: boolean;
  setAdding: (adding: boolean) => void;
  replacing: T | null;
  setReplacing: (document: T | null) => void;
  /** Sends the screen's changes when there are any; answers whether nothing is left unsaved. */
  saveChanges: () => Promise<boolean>;
}

/**
 * The moves and removals of a DUER's pages or annexes, which stay on the screen until saved. `arrange` puts a
 * list in its displayed order; `changed` picks the documents moved on the screen, which `send` saves with the
 * removed ones.
 */
export function useDocumentList<T extends { id: string; nom: string }>(options: {
  loaded: readonly T[];
  baseIdOf: (document: T) => string;
  arrange: (documents: T[]) => T[];
  changed: (documents: T[]) => T[];
  send: (changed: T[], removed: T[]) => Promise<UserErrorLike[]>;
}): DocumentList<T> {
  const { baseIdOf, arrange } = options;
  const flash = useFlash();
  const [documents, setDocuments] = useState<T[]>(() => arrange([...options.loaded]));
  const [removed, setRemoved] = useState<T[]>([]);
  const [adding, setAdding] = useState(false);
  const [replacing, setReplacing] = useState<T | null>(null);

  const changed = options.changed(documents);
  const dirty = changed.length > 0 || removed.length > 0;

  async function saveChanges(): Promise<boolean> {
    if (!dirty) return true;
    const failures = explainOffline(await options.send(changed, removed));
    if (failures[0]) flash.show('error', failures[0].message);
    return failures.length === 0;
  }

  return {
    documents,
    setDocuments,
    removed,
    remove: (document) => {
      setDocuments(documents.filter((d) => d.id !== document.id));
      setRemoved([...removed, document]);
    },
    restore: (baseId) => {
      const document = removed.find((d) => baseIdOf(d) === baseId);
      if (document) {
        setRemoved(removed.filter((d) => d !== document));
        setDocuments(arrange([...documents, document]));
      }
      return document !== undefined;
    },
    removedAsExisting: removed.map((d) => ({ id: baseIdOf(d), nom: d.nom })),
    dirty,
    adding,
    setAdding,
    replacing,
    setReplacing,
    saveChanges,
  };
}
