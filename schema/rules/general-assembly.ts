import { holdsAll } from './modules.ts';

// Spec 001 §2, §5 and §8, general assembly: the French texts to the letter where the spec gives them.
export const AG_TITLE = "Inscription à l'Assemblée Générale et la soirée";
export const AG_CLOSED = "L'inscription est close";
export const NB_PERSONNE_INVALID = "Merci d'indiquer un nombre valide de participants.";
// Spec 000 §8, other successes.
export const AG_REGISTERED = 'Votre inscription a bien été transmise';
export const AG_LOAD_FAILED = "Une erreur est survenue lors du chargement des invitations à l'AG";
// Ours: §5 does not show the several-invitations flag's text, nor §2 the invalid dates' dialog.
export const SEVERAL_INVITATIONS_FLAG =
  'Indiquez des participants sur chacune de vos invitations, ou sur aucune.';
export const AG_DATES_INVALID =
  "Les inscriptions à l'Assemblée Générale ne sont pas ouvertes pour le moment.";

/** Spec 001 §2: the assembly at 18h30, the party at 20h30, the forums from 13h30 (shown to non-collaborators). */
export const AG_TIMES = { assemblee: '18h30', soiree: '20h30', forums: '13h30' } as const;

/**
 * Spec 001 §6: canSubscribeAg with the file's dossier_cder, canSubscribeAgCollab for a collaborator,
 * canSubscribeAgCDERPart with the file's cder_particulier.
 */
export function opensGeneralAssembly(permissions: readonly string[], collaborateur: boolean): boolean {
  return (
    holdsAll(permissions, 'canSubscribeAg', 'dossier_cder') ||
    (collaborateur && holdsAll(permissions, 'canSubscribeAgCollab')) ||
    holdsAll(permissions, 'canSubscribeAgCDERPart', 'cder_particulier')
  );
}

/** Who last answered an invitation, and its weight (spec 001 §3, AG invitation). */
export interface AgInvitationEditor {
  userModification: string | null;
  dateModification: string | null;
  poids: number;
}

/**
 * Spec 001 §4, the invitation a person answers when the file has several: the one they last modified (the
 * latest of theirs); else one nobody answered yet with a weight above zero; else one nobody answered yet; else
 * none.
 */
export function selectedInvitation<T extends AgInvitationEditor>(
  invitations: readonly T[],
  viewerGuid: string,
): T | null {
  const time = (i: T) => (i.dateModification === null ? -Infinity : Date.parse(i.dateModification));
  const mine = invitations.filter((i) => i.userModification === viewerGuid).sort((a, b) => time(b) - time(a));
  return (
    mine[0] ??
    invitations.find((i) => i.userModification === null && i.poids > 0) ??
    invitations.find((i) => i.userModification === null) ??
    null
  );
}

/** An invitation's answer as the form holds it. */
export interface AttendanceAnswer {
  participe: boolean;
  /** Null when the field is empty. */
  nbPersonne: number | null;
}

/**
 * Spec 001 §5, one invitation's answer: the number is required, a whole number from 0. With several invitations it
 * is refused (the flag) when it is above zero while the others total zero, or zero while they total above zero.
 * With a single invitation, attending needs a number above zero. `othersTotal` is null for a single invitation.
 */
export function attendanceIssue(answer: AttendanceAnswer, othersTotal: number | null): string | null {
  const n = answer.nbPersonne;
  if (n === null || !Number.isInteger(n) || n < 0) return NB_PERSONNE_INVALID;
  if (othersTotal !== null)
    return (n > 0 && othersTotal === 0) || (n === 0 && othersTotal > 0) ? SEVERAL_INVITATIONS_FLAG : null;
  return answer.participe && n === 0 ? NB_PERSONNE_INVALID : null;
}

/** The issue of each invitation of a form, each checked against the total of the others. */
export function attendanceIssues(answers: readonly AttendanceAnswer[]): (string | null)[] {
  const total = answers.reduce((sum, a) => sum + (a.nbPersonne ?? 0), 0);
  return answers.map((answer) =>
    attendanceIssue(answer, answers.length > 1 ? total - (answer.nbPersonne ?? 0) : null),
  );
}

/** Spec 001 §2: registration is open between its dates; before them (or without valid dates) the dialog says so. */
export type AgRegistrationState = 'Ouverte' | 'PasOuverte' | 'Close';

export function agRegistrationState(
  dates: { dateDebut: string | null; dateFin: string | null },
  now: Date,
): AgRegistrationState {
  const start = dates.dateDebut === null ? NaN : Date.parse(dates.dateDebut);
  const end = dates.dateFin === null ? NaN : Date.parse(dates.dateFin);
  if (Number.isNaN(start) || Number.isNaN(end) || start > end || now.getTime() < start) return 'PasOuverte';
  return now.getTime() > end ? 'Close' : 'Ouverte';
}
