import type { Db } from '../db.ts';
import { DOSSIERS } from './dossiers.ts';
import type { Calendar } from './support.ts';
import { insertRows } from './support.ts';

// Registration is open for every entity but 0003, whose period ended: general-assembly.spec.ts registers AGR001's
// two invitations (entity 0001) on a phone and ACS003's single one (0015) on a desktop, and finds VIT002's (0003)
// closed.
const CLOSED_ENTITY = '0003';

export async function seedGeneralAssembly(db: Db, calendar: Calendar): Promise<void> {
  const entities = [...new Set(DOSSIERS.map((d) => d.entite))];
  await insertRows(
    db,
    'ag_dates',
    entities.map((code) => ({
      code_entite: code,
      date_debut: code === CLOSED_ENTITY ? calendar.at(-60) : calendar.at(-10),
      date_fin: code === CLOSED_ENTITY ? calendar.at(-5) : calendar.at(30),
    })),
  );
  const year = calendar.today.getUTCFullYear();
  await insertRows(db, 'ag_invitations', [
    { code_dossier: 'AGR001', annee: year, poids: 1 },
    { code_dossier: 'AGR001', annee: year, poids: 0.5 },
    { code_dossier: 'VIT002', annee: year, poids: 1 },
    { code_dossier: 'ACS003', annee: year, poids: 1 },
  ]);
}
