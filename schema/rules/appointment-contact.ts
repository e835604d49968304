import { z } from 'zod';
import { plainText } from './text.ts';

// Spec 000 §5, appointment booking and edit.
export const REASON_REQUIRED = 'Le champ du motif est requis.';
export const PHONE_INVALID = "Le numéro saisi n'est pas valide. Un numéro à 10 chiffres est attendu.";
export const EMAIL_INVALID = "L'email renseigné n'est pas valide.";

/** Optional '+' then at least 10 digits; spaces, dots and dashes people type between digits are ignored. */
export const isValidPhone = (phone: string): boolean => /^\+?\d{10,}$/.test(phone.replace(/[\s.-]/g, ''));

export const isValidEmail = (email: string): boolean => z.email().safeParse(email.trim()).success;

/** The fields of a booking or an edit, each checked alone; the form shows one input per key. */
export const appointmentContactFields = z.object({
  // The legacy e-mails the reason to the agent: plain text, several lines, no markup (text.ts says why).
  reason: z
    .string()
    .trim()
    .min(1, REASON_REQUIRED)
    .max(2000, 'Le motif est trop long.')
    .check(plainText('multi-line')),
  telephone: z.string().trim().max(30, PHONE_INVALID).optional().default(''),
  email: z.string().trim().max(255, EMAIL_INVALID).optional().default(''),
});

/**
 * The reason, phone and e-mail of a booking or an edit. Valid when the reason is given and either the phone or
 * the e-mail is valid (spec 000 §5): a wrong one beside a right one does not block, and is left out of the
 * output so that no wrong value reaches the legacy API. With neither valid, each filled one says what to fix.
 */
export const appointmentContact = appointmentContactFields
  .superRefine((value, ctx) => {
    if (contactIsReachable(value)) return;
    if (value.telephone !== '') ctx.addIssue({ code: 'custom', path: ['telephone'], message: PHONE_INVALID });
    if (value.email !== '' || value.telephone === '')
      ctx.addIssue({ code: 'custom', path: ['email'], message: EMAIL_INVALID });
  })
  .transform((value) => ({
    reason: value.reason,
    telephone: isValidPhone(value.telephone) ? value.telephone : '',
    email: isValidEmail(value.email) ? value.email : '',
  }));

/** Whether the agent can reach the person: a valid phone or a valid e-mail. */
function contactIsReachable(contact: { telephone: string; email: string }): boolean {
  return isValidPhone(contact.telephone) || isValidEmail(contact.email);
}

export type AppointmentContact = z.input<typeof appointmentContact>;
