import { z } from 'zod';
import { noMarkup, plainText } from './text.ts';

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
  nom: z.string().trim().min(1, NAME_REQUIRED).max(255, NAME_REQUIRED).check(plainText(), noMarkup),
  prenom: z
    .string()
    .trim()
    .min(1, FIRST_NAME_REQUIRED)
    .max(255, FIRST_NAME_REQUIRED)
    .check(plainText(), noMarkup),
  email: z.email(PARTICIPANT_EMAIL_INVALID).max(255, PARTICIPANT_EMAIL_INVALID),
  tel: z
    .string()
    .trim()
    .max(30, PARTICIPANT_PHONE_INVALID)
    .refine((tel) => tel === '' || isValidFrenchPhone(tel), PARTICIPANT_PHONE_INVALID)
    .optional()
    .default(''),
});

export interface ParticipantState {
  /** null while pending, true once validated (spec 000 §4). */
  participe: boolean | null;
  deleted: boolean;
  email: string;
}

/**
 * Whether a registration may be sent (spec 000 §5): no participant left pending, every participant with an
 * e-mail, at least one validated participant, and no more new places than remain (null = unlimited).
 * Answers the first message to show, or null when it may be sent.
 */
export function registrationError(
  participants: readonly ParticipantState[],
  newPlaces: number,
  placesLeft: number | null,
): string | null {
  const kept = participants.filter((p) => !p.deleted);
  if (kept.some((p) => p.participe === null)) return PENDING_PARTICIPANTS;
  if (kept.some((p) => p.email.trim() === '')) return MISSING_EMAILS;
  if (!kept.some((p) => p.participe === true)) return NO_PARTICIPANT;
  if (placesLeft !== null && newPlaces > placesLeft) return placesLeftMessage(placesLeft);
  return null;
}
