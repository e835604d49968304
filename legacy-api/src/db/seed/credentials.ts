import { createHash } from 'node:crypto';
import { sealPassword } from '../../credentials-vault.ts';
import type { Db } from '../db.ts';
import { insertRows, type Calendar } from './support.ts';

// The seed writes the same rows each time (seed.test.ts): its demo passwords are sealed with a key and nonces
// drawn from their row, which no running emulator uses; the routes' own writes take the configured key and
// random nonces.
const seedBytes = (label: string, length: number) =>
  createHash('sha256').update(`identifiant:${label}`).digest().subarray(0, length);

const seal = (id: number, password: string) =>
  sealPassword(seedBytes('cle', 32), password, seedBytes(String(id), 12));

/**
 * AGR001's vault shows each tooltip of spec 000 §9 (read by the end-to-end tests, changed by none): an agent's
 * change after the member's, a member's change, a creation by a named author, one by an e-mail. VIT002 has its
 * own, so that switching files shows another list.
 */
export async function seedCredentials(db: Db, calendar: Calendar): Promise<void> {
  await insertRows(db, 'shared_credentials', [
    row(1, 'AGR001', 'Banque Populaire', 'earl.quatrevents', {
      date_creation: calendar.at(-120, 9),
      auteur_creation: 'proprietaire@demo.fr',
      date_modification_adherent: calendar.at(-60, 10),
      adherent_modification: 'proprietaire@demo.fr',
      date_modification_agent: calendar.at(-20, 14),
      agent_modification: 'Émilie Roussel',
    }),
    row(2, 'AGR001', 'impots.gouv.fr', '51234567890123', {
      date_creation: calendar.at(-100, 9),
      auteur_creation: 'Jeanne Morel',
      date_modification_agent: calendar.at(-90, 11),
      agent_modification: 'Thomas Lefèvre',
      date_modification_adherent: calendar.at(-30, 8),
      adherent_modification: 'proprietaire@demo.fr',
    }),
    row(3, 'AGR001', 'MSA Marne Ardennes Meuse', 'jmorel51', {
      date_creation: calendar.at(-45, 16),
      auteur_creation: 'Jeanne Morel',
    }),
    row(4, 'AGR001', 'Télépac', 'pacage-051000123', {
      date_creation: calendar.at(-10, 7),
      auteur_creation: 'proprietaire@demo.fr',
    }),
    row(5, 'VIT002', 'Douane - CIEL', 'champagne.morel', {
      date_creation: calendar.at(-200, 9),
      auteur_creation: 'Jeanne Morel',
    }),
  ]);
  // Rows inserted with their ids: the routes' next ids follow them.
  await db.query("SELECT setval('shared_credentials_id_seq', (SELECT max(id) FROM shared_credentials))");
}

function row(id: number, codeDossier: string, titre: string, nomUtilisateur: string, stamps: object) {
  return {
    id,
    code_dossier: codeDossier,
    titre,
    nom_utilisateur: nomUtilisateur,
    mot_de_passe_chiffre: seal(id, `Demo-${nomUtilisateur}-2026!`),
    date_creation: null,
    auteur_creation: null,
    date_modification_agent: null,
    agent_modification: null,
    date_modification_adherent: null,
    adherent_modification: null,
    ...stamps,
  };
}
