import type { Db } from '../db.ts';
import { guidFor, insertRows } from './support.ts';

/**
 * People of a file who have no account yet, one per test that registers (each test owns its person).
 * Their link code is their guid (`prospectGuid`); `getGuidPersonne` finds it by e-mail.
 */
export const PROSPECTS: readonly { mail: string; codeDossier: string }[] = [
  { mail: 'inscription.demo@demo.fr', codeDossier: 'VIT002' },
  { mail: 'inscription.lien@demo.fr', codeDossier: 'VIT002' },
  { mail: 'inscription.mail@demo.fr', codeDossier: 'VIT002' },
  { mail: 'inscription.fuite@demo.fr', codeDossier: 'VIT002' },
  { mail: 'inscription.externe@demo.fr', codeDossier: 'VIT002' },
  { mail: 'inscription.contrat@demo.fr', codeDossier: 'VIT002' },
  // The external sign-in's end-to-end tests (tests/e2e/external-sign-in.spec.ts), with inscription.externe@.
  { mail: 'inscription.externe.bureau@demo.fr', codeDossier: 'VIT002' },
  { mail: 'inscription.externe.retrait@demo.fr', codeDossier: 'VIT002' },
];

export const prospectGuid = (mail: string): string => guidFor(`prospect:${mail}`);

export async function seedProspects(db: Db): Promise<void> {
  await insertRows(
    db,
    'prospects',
    PROSPECTS.map((p) => ({
      guid_personne: prospectGuid(p.mail),
      mail: p.mail,
      code_dossier: p.codeDossier,
      id_role: 2,
    })),
  );
}
