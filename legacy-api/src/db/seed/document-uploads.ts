import { createHash } from 'node:crypto';
import type { Db } from '../db.ts';
import { insertRows } from './support.ts';

/*
 * The documents sent to two files before the demo starts (spec 001 §2 documents, ged-histo-envoi), for the 'Mes
 * documents' end-to-end tests only (one file per screen width, sent by the collaborator): more invoices and more
 * documents than the 5 each box shows, interleaved in time. The history lists rows only and nothing reads a sent
 * document's bytes back, so the seed writes none to disk: size and sha256 describe the file it stands for.
 */

/** The files and the collaborator who sent them (seed/accounts.ts, 'collaborateur'). */
export const SENT_DOCUMENT_FILES = ['ACS003', 'VIT002'] as const;
const SENDER = '2001';
const FIRST_SENT = Date.UTC(2026, 9, 1, 9);

const KINDS = [
  ...Array.from({ length: 7 }, (_, n) => ({ type: 'FACTURES', name: `facture-${n + 1}.pdf` })),
  ...Array.from({ length: 4 }, (_, n) => ({ type: 'AUTRESDOCS', name: `piece-${n + 1}.jpg` })),
  ...Array.from({ length: 3 }, (_, n) => ({ type: 'PAIE', name: `bulletin-${n + 1}.xlsx` })),
];

export async function seedSentDocuments(db: Db): Promise<void> {
  await insertRows(
    db,
    'document_uploads',
    SENT_DOCUMENT_FILES.flatMap((code) =>
      KINDS.map((kind, n) => {
        const name = `${code.toLowerCase()}-${kind.name}`;
        const id = `envoi-${code}-${n + 1}`;
        return {
          id,
          code_dossier: code,
          account_id: SENDER,
          nom_fichier: name,
          type_fichier: kind.type,
          size: 10_000 + n * 1_000,
          sha256: createHash('sha256').update(name).digest('hex'),
          path: `documents/${code}/${id}/1-${name}`,
          // A day apart, the kinds interleaved (invoice, document, invoice...), the last row sent last.
          date_envoi: new Date(FIRST_SENT + ((n % 7) * 2 + Math.floor(n / 7)) * 86_400_000),
        };
      }),
    ),
  );
}
