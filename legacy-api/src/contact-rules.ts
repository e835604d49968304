import { badRequest } from './errors.ts';

// The spec's messages (section 5), to the letter.
export const CONTACT_MESSAGES = {
  reasonRequired: 'Le champ du motif est requis.',
  invalidPhone: "Le numéro saisi n'est pas valide. Un numéro à 10 chiffres est attendu.",
  invalidEmail: "L'email renseigné n'est pas valide.",
  participantName: 'Le nom est obligatoire',
  participantFirstName: 'Le prénom est obligatoire',
  participantEmail: "L'email est invalide",
  participantPhone: 'Le numéro de téléphone est invalide',
  participantsPending: 'Merci de valider ou de supprimer les participants en attente',
  participantsEmailMissing: 'Vous devez renseigner le mail de tous les participants',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Booking and edit: an optional +, then at least 10 digits (spaces and dots ignored). */
const APPOINTMENT_PHONE = /^\+?\d{10,}$/;
/** Event participants: French numbers, +33 or 0 then 9 digits (spaces and dots ignored). */
const FRENCH_PHONE = /^(?:\+33|0)\d{9}$/;

const compact = (phone: string) => phone.replaceAll(/[\s.]/g, '');

/** A trimmed value, or null when absent or blank. */
export function filled(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export const isEmail = (value: string) => EMAIL.test(value);
export const isAppointmentPhone = (value: string) => APPOINTMENT_PHONE.test(compact(value));
export const isFrenchPhone = (value: string) => FRENCH_PHONE.test(compact(value));

export interface AppointmentContact {
  reason: string;
  tel: string | null;
  email: string | null;
}

/**
 * Booking and edit payloads: the reason is required, a phone or an e-mail must be given, and whichever is filled
 * in must be well formed (the form lets one of them be wrong when the other is right; the server keeps neither
 * wrong value). Throws a 400 with the spec's message.
 */
export function checkAppointmentContact(input: {
  reason?: string | null;
  tel?: string | null;
  email?: string | null;
}): AppointmentContact {
  const reason = filled(input.reason);
  const tel = filled(input.tel);
  const email = filled(input.email);
  if (!reason) throw badRequest(CONTACT_MESSAGES.reasonRequired);
  if (tel && !isAppointmentPhone(tel)) throw badRequest(CONTACT_MESSAGES.invalidPhone);
  if (email && !isEmail(email)) throw badRequest(CONTACT_MESSAGES.invalidEmail);
  if (!tel && !email) throw badRequest(CONTACT_MESSAGES.invalidEmail);
  return { reason, tel, email };
}
