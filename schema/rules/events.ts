import { holdsAll } from './modules.ts';

// The legacy's words for an event that takes no more answers (CONTRACT.md): the gateway says them before asking.
export const EVENT_CANCELLED = "Cet événement est annulé : il n'est plus possible d'y répondre.";
export const EVENT_PAST = "Cet événement est passé : il n'est plus possible d'y répondre.";

/** Spec 000 §4: where an event stands for registration. */
export type EventAvailability = 'ANNULE' | 'PASSE' | 'COMPLET' | 'OUVERT';

export interface EventState {
  estAnnule: boolean;
  upcoming: boolean;
  /** 0 means unlimited (spec 000 §9). */
  nbMaxInscription: number;
  nbInscrits: number;
}

/** Places left, null when unlimited. */
export const placesLeft = (e: Pick<EventState, 'nbMaxInscription' | 'nbInscrits'>): number | null =>
  e.nbMaxInscription > 0 ? Math.max(0, e.nbMaxInscription - e.nbInscrits) : null;

/** Spec 000 §4, in this order of precedence: cancelled, past, full, open. */
export function availabilityOf(e: EventState): EventAvailability {
  if (e.estAnnule) return 'ANNULE';
  if (!e.upcoming) return 'PASSE';
  if (placesLeft(e) === 0) return 'COMPLET';
  return 'OUVERT';
}

/** Why the event takes no answer at all (cancelled or past), or null when it may take one. */
export function closedMessage(e: EventState): string | null {
  const availability = availabilityOf(e);
  if (availability === 'ANNULE') return EVENT_CANCELLED;
  if (availability === 'PASSE') return EVENT_PAST;
  return null;
}

/**
 * Whether the file may answer or change its answer: an event that takes registrations and is open, or a full
 * one the file already answered (a registered file must still be able to change its mind and free its places).
 * A webinar without registration takes no answer: its link is enough.
 */
export function canAnswer(
  e: EventState & { registrationRequired: boolean; registred: boolean | null },
): boolean {
  if (!e.registrationRequired) return false;
  const availability = availabilityOf(e);
  return availability === 'OUVERT' || (availability === 'COMPLET' && e.registred !== null);
}

/**
 * Spec 000 §6: page_events opens the events' pages, so only a file holding it is offered events at all (every
 * event links to its page); mod_events adds the home card.
 */
export const listsEvents = (permissions: readonly string[]): boolean => holdsAll(permissions, 'page_events');
export const showsNextEvent = (permissions: readonly string[]): boolean =>
  holdsAll(permissions, 'page_events', 'mod_events');
