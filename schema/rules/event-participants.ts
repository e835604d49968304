import { z } from 'zod';
import { plainText } from './text.ts';

// Spec 000 §5, event participants.
export const NAME_REQUIRED = 'Le nom est obligatoire';
export const FIRST_NAME_REQUIRED = 'Le prénom est obligatoire';
export const PARTICIPANT_EMAIL_INVALID = "L'email est invalide";
export const PARTICIPANT_PHONE_INVALID = 'Le numéro de téléphone est invalide';
export const PENDING_PARTICIPANTS = 'Merci de valider ou de supprimer les participants en attente';
export const MISSING_EMAILS = 'Vous devez renseigner le mail de tous les participants';
// The spec requires at least one validated participant without giving the words: ours.
export const NO_PARTICIPANT = 'Veuillez valider au moins un participant.';
export const placesLeftMessage = (places: number) => `Il n'y a plus que ${places} place(s) restante(s).`;

/** +33 or 0, then 9 digits; spaces, dots and dashes between digits are ignored. */
export const isValidFrenchPhone = (phone: string): boolean =>
  /^(?:\+33|0)\d{9}$/.test(phone.replace(/[\s.-]/g, ''));

/** One participant's fields, as the form validates them before the participant is marked validated. */
export const participantFields = z.object({
  // The legacy e-mails the names with the registration: plain text without markup (text.ts says why).
  nom: z.string().trim().min(1, NAME_REQUIRED).max(255, NAME_REQUIRED).check(plainText()),
  prenom: z.string().trim().min(1, FIRST_NAME_REQUIRED).max(255, FIRST_NAME_REQUIRED).check(plainText()),
  email: z.email(PARTICIPANT_EMAIL_INVALID).max(255, PARTICIPANT_EMAIL_INVALID),
  tel: z
    .string()
    .trim()
    .max(30, PARTICIPANT_PHONE_INVALID)
    .refine((tel) => tel === '' || isValidFrenchPhone(tel), PARTICIPANT_PHONE_INVALID)
    .optional()
    .default(''),
});

/** A participant as a registration sends it: `id` is the saved subscription's legacy id, null for a new one. */
export interface SentParticipant {
  id: string | null;
  nom: string;
  prenom: string;
  email: string;
  tel?: string | null;
  /** null while pending, true once validated (spec 000 §4). */
  participe: boolean | null;
  deleted: boolean;
}

/** One of the file's saved subscriptions to the event. */
export interface SavedSubscriptionState {
  id: string;
  participe?: boolean | null;
  deleted: boolean;
}

/** A refusal of a registration: `path` names the participant (its index in what was sent) and field, if any. */
export interface RegistrationIssue {
  path: (string | number)[];
  message: string;
}

const holdsPlace = (s: { participe?: boolean | null; deleted: boolean }) =>
  s.participe === true && !s.deleted;

/** The places the file holds once the registration is saved: the validated ones sent, the saved ones not sent. */
function placesAfter(sent: readonly SentParticipant[], saved: readonly SavedSubscriptionState[]): number {
  const mentioned = new Set(sent.map((p) => p.id));
  return sent.filter(holdsPlace).length + saved.filter((s) => holdsPlace(s) && !mentioned.has(s.id)).length;
}

/**
 * The places a registration takes beyond those the file already holds (negative when it frees some): what the
 * web checks against the places left, and what the gateway and the legacy count.
 */
export const newPlaces = (
  sent: readonly SentParticipant[],
  saved: readonly SavedSubscriptionState[],
): number => placesAfter(sent, saved) - saved.filter(holdsPlace).length;

/**
 * Whether a registration may be sent (spec 000 §5), in the legacy's order: no participant left pending, every
 * participant with an e-mail, each kept participant's fields, at least one validated participant, and no more
 * new places than remain (`placesLeft` null = unlimited). Empty when it may be sent.
 */
export function registrationIssues(
  sent: readonly SentParticipant[],
  saved: readonly SavedSubscriptionState[],
  placesLeft: number | null,
): RegistrationIssue[] {
  const kept = sent.filter((p) => !p.deleted);
  if (kept.some((p) => p.participe !== true)) return [{ path: [], message: PENDING_PARTICIPANTS }];
  if (kept.some((p) => p.email.trim() === '')) return [{ path: [], message: MISSING_EMAILS }];
  const fieldIssues = sent.flatMap((p, index) => {
    if (p.deleted) return [];
    const parsed = participantFields.safeParse({ ...p, email: p.email.trim(), tel: p.tel ?? undefined });
    return parsed.success
      ? []
      : parsed.error.issues.map((issue) => ({
          path: [index, ...issue.path.map(String)],
          message: issue.message,
        }));
  });
  if (fieldIssues.length > 0) return fieldIssues;
  if (placesAfter(sent, saved) === 0) return [{ path: [], message: NO_PARTICIPANT }];
  if (placesLeft !== null && newPlaces(sent, saved) > placesLeft)
    return [{ path: [], message: placesLeftMessage(placesLeft) }];
  return [];
}
