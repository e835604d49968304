import type { EventAvailability } from '../../gql/graphql.ts';

/**
 * Whether the file may answer or change its answer: an event that takes registrations and is open, or a full
 * one the file already answered (a registered file must still be able to change its mind and free its
 * places). A webinar without registration takes no answer: its link is enough.
 */
export function canAnswer(event: {
  availability: EventAvailability;
  registred?: boolean | null;
  registrationRequired: boolean;
}): boolean {
  if (!event.registrationRequired) return false;
  return event.availability === 'OUVERT' || (event.availability === 'COMPLET' && event.registred != null);
}
