import { holdsAll } from './modules.ts';

// Spec 000 §8: the booking's failure popup.
export const BOOKING_FAILED = 'Echec lors de la prise de RDV, veuillez réessayez.';
// The legacy's words for a past appointment (CONTRACT.md): the gateway says them before asking.
export const PAST_NOT_EDITABLE = 'Ce rendez-vous est passé : il ne peut plus être modifié.';
export const PAST_NOT_CANCELLABLE = 'Ce rendez-vous est passé : il ne peut plus être annulé.';

/**
 * Spec 000 §6: page_rdv opens the appointments' pages, so only a file holding it is offered appointments at all
 * (each links to its page) and may book one; mod_rdv adds the home card.
 */
export const listsAppointments = (permissions: readonly string[]): boolean =>
  holdsAll(permissions, 'page_rdv');
export const showsNextAppointment = (permissions: readonly string[]): boolean =>
  holdsAll(permissions, 'page_rdv', 'mod_rdv');
