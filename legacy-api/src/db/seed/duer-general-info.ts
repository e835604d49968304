import type { Db } from '../db.ts';

/** The managers the cover page lists, and the default advisers (none for the ACS files: nothing is prefilled). */
const MANAGERS: readonly [code: string, noms: readonly string[]][] = [
  ['AGR001', ['Paul Martin', 'Claire Martin']],
  ['VIT002', ['Henri Morel']],
];
const ADVISERS: readonly [code: string, nom: string][] = [
  ['AGR001', 'Thomas Lefèvre'],
  ['VIT002', 'Antoine Petit'],
];

export async function seedDuerGeneralInfo(db: Db): Promise<void> {
  for (const [code, noms] of MANAGERS)
    for (const nom of noms)
      await db.query('INSERT INTO dossier_gerants (code_dossier, nom) VALUES ($1, $2)', [code, nom]);
  for (const [code, nom] of ADVISERS)
    await db.query('INSERT INTO dossier_ingenieurs_conseil (code_dossier, nom) VALUES ($1, $2)', [code, nom]);
}
