import type { ApolloCache } from '@apollo/client';
import { parseEntityId } from '@portal/schema/rules/ids';

/**
 * Drops a file's cached appointments or events after a change the payload cannot describe (a booking, a
 * cancellation, places taken), so that the next screen reading them asks the gateway again. A file's cache id
 * is its code (Dossier.id).
 */
export function forgetDossierLists(
  cache: ApolloCache,
  codeDossier: string,
  fields: readonly ('appointments' | 'nextAppointment' | 'events' | 'nextEvent')[],
): void {
  const id = cache.identify({ __typename: 'Dossier', id: codeDossier });
  for (const fieldName of fields) cache.evict({ id, fieldName });
  cache.gc();
}

/** The same for the file of an appointment's or an event's global id (what the mutations take). */
export function forgetListsOfItem(
  cache: ApolloCache,
  itemId: string,
  fields: Parameters<typeof forgetDossierLists>[2],
): void {
  const named = parseEntityId(itemId);
  if (named) forgetDossierLists(cache, named.codeDossier, fields);
}
