import { normalise } from '../../text.ts';
import { ACCOUNTS } from './accounts.ts';
import { ownerGuid, type SeedDossier } from './dossiers.ts';

/** Someone of a file (its head, a partner or an employee) or a member of the public at an event. */
export interface SeedPerson {
  prenom: string;
  nom: string;
  email: string;
  tel: string | null;
  /** Set for people with an account on the file. */
  guidPersonne: string | null;
}

const FIRST_NAMES = [
  'Bernard',
  'Sylvie',
  'Philippe',
  'Nathalie',
  'Hervé',
  'Valérie',
  'Christophe',
  'Martine',
  'Olivier',
  'Sandrine',
  'Laurent',
  'Chantal',
  'Benoît',
  'Aurélie',
];
const LAST_NAMES = [
  'Lambert',
  'Fournier',
  'Mercier',
  'Chevalier',
  'Gauthier',
  'Leroy',
  'Rousseau',
  'Blanchard',
  'Henry',
  'Bonnet',
  'Faure',
  'Dupuis',
  'Boyer',
  'Lemaire',
  'Renaud',
  'Vasseur',
  'Collet',
];

function mailOf(prenom: string, nom: string, domain: string): string {
  const part = (text: string) => normalise(text).replaceAll(/[^a-z]+/g, '-');
  return `${part(prenom)}.${part(nom)}@${domain}`;
}

function personOfAccount(login: string): SeedPerson {
  const account = ACCOUNTS.find((a) => a.login === login);
  if (!account) throw new Error(`unknown demo account ${login}`);
  return {
    prenom: account.prenom,
    nom: account.nom,
    email: account.mail,
    tel: account.port ?? account.tel,
    guidPersonne: ownerGuid(login),
  };
}

/** The head of the file: its owning account, or a named person for files nobody signs in to. */
export function headOf(dossier: SeedDossier, fileIndex: number): SeedPerson {
  if (dossier.owner) return personOfAccount(dossier.owner);
  const prenom = FIRST_NAMES[(fileIndex * 3) % FIRST_NAMES.length]!;
  const nom = LAST_NAMES[(fileIndex * 5) % LAST_NAMES.length]!;
  return {
    prenom,
    nom,
    email: mailOf(prenom, nom, `${dossier.code.toLowerCase()}.exemple.fr`),
    tel: `06${String(31_000_000 + fileIndex * 7_919).padStart(8, '0')}`,
    guidPersonne: null,
  };
}

/** A second person of the file: the partner with shared access on AGR001, an employee elsewhere. */
export function colleagueOf(dossier: SeedDossier, fileIndex: number): SeedPerson {
  const partner = ACCOUNTS.find(
    (a) => a.type === 'client' && a.dossiers.some((d) => d.code === dossier.code && d.idRole !== 1),
  );
  if (partner) return personOfAccount(partner.login);
  const prenom = FIRST_NAMES[(fileIndex * 3 + 7) % FIRST_NAMES.length]!;
  const nom = LAST_NAMES[(fileIndex * 5 + 8) % LAST_NAMES.length]!;
  return {
    prenom,
    nom,
    email: mailOf(prenom, nom, `${dossier.code.toLowerCase()}.exemple.fr`),
    tel: null,
    guidPersonne: null,
  };
}

/** The n-th member of the public registered to an event (people of files the emulator does not model). */
export function attendee(eventId: string, n: number): SeedPerson {
  const seed = Number(eventId) + n * 13;
  const prenom = FIRST_NAMES[seed % FIRST_NAMES.length]!;
  const nom = LAST_NAMES[(seed * 7 + n) % LAST_NAMES.length]!;
  return {
    prenom,
    nom,
    email: mailOf(prenom, nom, `adherent-${eventId}-${n}.exemple.fr`),
    tel: n % 3 === 0 ? `03${String(26_000_000 + seed).padStart(8, '0')}` : null,
    guidPersonne: null,
  };
}
