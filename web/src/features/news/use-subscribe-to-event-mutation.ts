import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';
import type { SubscribeToEventInput } from '../../gql/graphql.ts';
import { forgetDossierLists } from './dossier-cache.ts';

export const SubscribeToEventDocument = graphql(`
  mutation SubscribeToEvent($input: SubscribeToEventInput!) {
    subscribeToEvent(input: $input) {
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

// Spec 000 §8: the popup of a registration that failed without a message of its own.
export const SUBSCRIPTION_FAILED = "Une erreur est survenue lors de l'inscription";

/**
 * Answers yes to an event with its participants; answers the messages to show (none when registered). The
 * payload's event refreshes the cached one, and the file's event lists are asked again (places changed).
 */
export function useSubscribeToEventMutation() {
  const [mutate, result] = useMutation(SubscribeToEventDocument);
  const subscribe = useCallback(
    async (dossierId: string, input: SubscribeToEventInput): Promise<string[]> => {
      try {
        const { data } = await mutate({
          variables: { input },
          update(cache, { data: answer }) {
            if (answer?.subscribeToEvent.errors.length === 0)
              forgetDossierLists(cache, dossierId, ['events', 'nextEvent']);
          },
        });
        return data ? data.subscribeToEvent.errors.map((e) => e.message) : [SUBSCRIPTION_FAILED];
      } catch {
        return [SUBSCRIPTION_FAILED];
      }
    },
    [mutate],
  );
  return [subscribe, result] as const;
}
