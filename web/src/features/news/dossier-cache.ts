import type { ApolloCache } from '@apollo/client';

/** Drops the file's cached appointments or events, so the next screen reading them asks the gateway again. */
export function forgetDossierLists(
  cache: ApolloCache,
  dossierId: string,
  fields: readonly ('appointments' | 'nextAppointment' | 'events' | 'nextEvent')[],
): void {
  const id = cache.identify({ __typename: 'Dossier', id: dossierId });
  for (const fieldName of fields) cache.evict({ id, fieldName });
  cache.gc();
}

// Spec 000 §7: the generic handler's fallback when a call fails without a message to show.
export const INTERNAL_ERROR = "Une erreur interne s'est produite";
