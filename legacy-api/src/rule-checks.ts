import { appointmentContact } from '@portal/schema/rules/appointment-contact';
import { badRequest } from './errors.ts';

/** A trimmed value, or null when absent or blank. */
export function filled(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** A refusal of the portal's shared rules as the legacy gives it: the first message, displayable, in a 400. */
export const refusal = (issues: readonly { message: string }[]) =>
  badRequest(issues[0]?.message ?? 'Requête invalide.');

/**
 * Booking and edit payloads, by the portal's own rule (spec 000 §5): the reason, and a valid phone or a valid
 * e-mail; a wrong one beside a right one is not stored. Throws a 400 with the rule's first message.
 */
export function checkAppointmentContact(input: {
  reason?: string | null;
  tel?: string | null;
  email?: string | null;
}): { reason: string; tel: string | null; email: string | null } {
  const parsed = appointmentContact.safeParse({
    reason: input.reason ?? '',
    telephone: input.tel ?? undefined,
    email: input.email ?? undefined,
  });
  if (!parsed.success) throw refusal(parsed.error.issues);
  const { reason, telephone, email } = parsed.data;
  return { reason, tel: filled(telephone), email: filled(email) };
}
