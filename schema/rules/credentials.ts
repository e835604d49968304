import { OWNER_ROLE } from './dossiers.ts';

// Spec 000 §5 and §8, shared credentials.
export const CREDENTIAL_FIELDS_REQUIRED = 'Tous les champs doivent être renseignés.';
export const CREDENTIAL_PASSWORDS_DIFFER = 'Les 2 mots de passes doivent être identiques.';
export const CREDENTIAL_TOO_LONG = 'Ce champ ne peut pas dépasser 255 caractères.';
export const CREDENTIAL_UPDATED = 'Le mot de passe a bien été modifié';
export const CREDENTIAL_DELETED = 'Le mot de passe a bien été supprimé';
export const CREDENTIAL_CREATED = 'Le nouveau mot de passe a bien été créé';
export const CREDENTIAL_UPDATE_FAILED = 'Une erreur est survenue lors de la modification du mot de passe';
// The spec writes these two without 'de' ('lors la'): kept to the letter.
export const CREDENTIAL_DELETE_FAILED = 'Une erreur est survenue lors la suppression du mot de passe';
export const CREDENTIAL_CREATE_FAILED = 'Une erreur est survenue lors la création du mot de passe';
export const CREDENTIAL_DELETE_CONFIRM = 'Voulez-vous vraiment supprimer ce mot de passe ?';
export const NO_CREDENTIALS = "Vous n'avez donné accès à aucun identifiant...";

/** Spec 000 §3 and §9: every field of a credential holds at most 255 characters. */
export const CREDENTIAL_MAX_LENGTH = 255;

/** Spec 000 §6: only the file's owner (idRole 1) manages its shared credentials. */
export const managesCredentials = (idRole: number | null | undefined): boolean => idRole === OWNER_ROLE;

/** A credential as the add form or the edit modal sends it; the password fields only when they are changed. */
export interface CredentialChange {
  titre: string;
  nomUtilisateur: string;
  motDePasse?: string | null;
  confirmationMotDePasse?: string | null;
}

export interface CredentialIssue {
  field: keyof CredentialChange | null;
  message: string;
}

/**
 * The §5 rules: titre and nomUtilisateur always required; with the password (always when adding, when the toggle
 * is on when editing) both password fields required and identical; 255 characters at most everywhere. The
 * first issue found is the toast the screen shows; none means the change may go to the legacy.
 */
export function credentialIssues(change: CredentialChange, withPassword: boolean): CredentialIssue[] {
  const password = change.motDePasse ?? '';
  const confirmation = change.confirmationMotDePasse ?? '';
  const required: [keyof CredentialChange, string][] = [
    ['titre', change.titre.trim()],
    ['nomUtilisateur', change.nomUtilisateur.trim()],
    ...(withPassword
      ? ([
          ['motDePasse', password],
          ['confirmationMotDePasse', confirmation],
        ] as [keyof CredentialChange, string][])
      : []),
  ];
  const missing = required.find(([, value]) => value === '');
  if (missing) return [{ field: missing[0], message: CREDENTIAL_FIELDS_REQUIRED }];
  const tooLong = required.find(([, value]) => value.length > CREDENTIAL_MAX_LENGTH);
  if (tooLong) return [{ field: tooLong[0], message: CREDENTIAL_TOO_LONG }];
  if (withPassword && password !== confirmation)
    return [{ field: 'confirmationMotDePasse', message: CREDENTIAL_PASSWORDS_DIFFER }];
  return [];
}

/** The dates and names a credential's tooltip reads (spec 000 §3). */
export interface CredentialStamps {
  dateCreation: string | null;
  auteurCreation: string | null;
  dateModificationAgent: string | null;
  agentModification: string | null;
  dateModificationAdherent: string | null;
  adherentModification: string | null;
}

/** A credential without any stamp: no tooltip (spec 000 §9); the base a single stamp is laid on. */
export const NO_CREDENTIAL_STAMPS: CredentialStamps = {
  dateCreation: null,
  auteurCreation: null,
  dateModificationAgent: null,
  agentModification: null,
  dateModificationAdherent: null,
  adherentModification: null,
};

const PARIS = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** DD/MM/YYYY à HH:mm in Paris time (spec 000 §9). */
export function credentialStampDate(iso: string): string {
  const parts = Object.fromEntries(PARIS.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} à ${parts.hour}:${parts.minute}`;
}

/**
 * The clock tooltip (spec 000 §9): the agent's change when it is the latest (after any member change), else the
 * member's change, else the creation with its author unless the author is an e-mail; null without any date.
 */
export function credentialTooltip(c: CredentialStamps): string | null {
  const agentAt = c.dateModificationAgent ? Date.parse(c.dateModificationAgent) : null;
  const memberAt = c.dateModificationAdherent ? Date.parse(c.dateModificationAdherent) : null;
  if (agentAt !== null && (memberAt === null || agentAt > memberAt))
    return `Modifié le ${credentialStampDate(c.dateModificationAgent!)} par ${c.agentModification ?? ''}`.trimEnd();
  if (memberAt !== null) return `Modifié le ${credentialStampDate(c.dateModificationAdherent!)}`;
  if (c.dateCreation === null) return null;
  const created = `Créé le ${credentialStampDate(c.dateCreation)}`;
  return c.auteurCreation && !c.auteurCreation.includes('@') ? `${created} par ${c.auteurCreation}` : created;
}

/** The vault's search (spec 000 §2.3): the term within titre or nomUtilisateur, case-insensitive; none shows all. */
export function credentialMatches(c: { titre: string; nomUtilisateur: string }, term: string): boolean {
  const wanted = term.trim().toLocaleLowerCase('fr');
  return [c.titre, c.nomUtilisateur].some((text) => text.toLocaleLowerCase('fr').includes(wanted));
}
