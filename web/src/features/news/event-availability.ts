import type { EventAvailability } from '../../gql/graphql.ts';

// Spec 000 §4: the words a cancelled or full event shows; past and open ones show none.
export const AVAILABILITY_LABELS: Record<EventAvailability, string | null> = {
  ANNULE: 'ANNULÉ',
  COMPLET: 'COMPLET',
  PASSE: null,
  OUVERT: null,
};

/**
 * Whether the file may answer or change its answer: an open event, or a full one the file already answered
 * (a registered file must still be able to change its mind and free its places).
 */
export function canAnswer(event: { availability: EventAvailability; registred: boolean | null }): boolean {
  return event.availability === 'OUVERT' || (event.availability === 'COMPLET' && event.registred !== null);
}
