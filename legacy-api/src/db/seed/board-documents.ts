import type { Db } from '../db.ts';
import { insertRows } from './support.ts';

/*
 * The board's workspaces and their documents (spec 001 §2 ged-documents-administration, §3), the same for every
 * administrator. The end-to-end tests read one workspace per screen width (board-documents.spec.ts): 'Bureau' on a
 * phone, 'Conseil d'administration' on a desktop. Dates hang on a fixed day: they are history, not the calendar's.
 */

const ANCHOR = Date.UTC(2026, 8, 1, 9);
const day = (n: number) => new Date(ANCHOR + n * 86_400_000);

export const BOARD_WORKSPACES = [
  {
    id: 'ca',
    uuid: '6c1f0e52-2f1c-4d7a-9a61-0c5d1b7e2a01',
    title: "Conseil d'administration",
    color: '#1d5b79',
  },
  { id: 'bureau', uuid: '6c1f0e52-2f1c-4d7a-9a61-0c5d1b7e2a02', title: 'Bureau', color: '#2e7d32' },
  { id: 'ag', uuid: '6c1f0e52-2f1c-4d7a-9a61-0c5d1b7e2a03', title: 'Assemblée générale', color: '#8e24aa' },
] as const;

const DOCUMENTS: Record<(typeof BOARD_WORKSPACES)[number]['id'], string[]> = {
  ca: [
    'Ordre du jour CA septembre 2026.pdf',
    'Procès-verbal CA juin 2026.pdf',
    'Budget prévisionnel 2027.xlsx',
    'Photo du conseil 2026.png',
    'Rapport financier 2025.pdf',
    'Charte des administrateurs.docx',
  ],
  bureau: [
    'Compte rendu bureau août 2026.pdf',
    'Plan de la salle du bureau.png',
    'Tableau des indemnités.xlsx',
    'Convocation bureau octobre 2026.pdf',
  ],
  ag: ['Rapport moral 2025.pdf', 'Résolutions AG 2026.pdf'],
};

export async function seedBoardDocuments(db: Db): Promise<void> {
  await insertRows(
    db,
    'board_workspaces',
    BOARD_WORKSPACES.map((w, position) => ({ ...w, icon: 'dossier', position })),
  );
  await insertRows(
    db,
    'board_documents',
    BOARD_WORKSPACES.flatMap((w) =>
      DOCUMENTS[w.id].map((name, n) => ({
        id: `${w.id}-${n + 1}`,
        workspace_uuid: w.uuid,
        name,
        taille: 20_000 + n * 150_000,
        date_creation: day(n * 3),
        date_modification: day(n * 3 + 1),
        millesime: 2026,
        est_site_internet: false,
      })),
    ),
  );
}
