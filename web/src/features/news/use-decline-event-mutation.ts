import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';
import { INTERNAL_ERROR } from './dossier-cache.ts';

export const DeclineEventDocument = graphql(`
  mutation DeclineEvent($codeDossier: String!, $eventLegacyId: String!) {
    declineEvent(codeDossier: $codeDossier, eventLegacyId: $eventLegacyId) {
      event {
        id
        ...EventAnswer_event
      }
      errors {
        field
        message
      }
    }
  }
`);

/** Answers no to an event; answers the messages to show (none when sent). The payload's event updates the cache. */
export function useDeclineEventMutation() {
  const [mutate, result] = useMutation(DeclineEventDocument);
  const decline = useCallback(
    async (codeDossier: string, eventLegacyId: string): Promise<string[]> => {
      try {
        const { data } = await mutate({ variables: { codeDossier, eventLegacyId } });
        return data ? data.declineEvent.errors.map((e) => e.message) : [INTERNAL_ERROR];
      } catch {
        return [INTERNAL_ERROR];
      }
    },
    [mutate],
  );
  return [decline, result] as const;
}
