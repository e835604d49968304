import type { ApolloCache } from '@apollo/client';
import { getFragmentData, graphql } from '../../gql/index.ts';
import type { SubscribeToEventMutation, SubscribeToEventMutationVariables } from '../../gql/graphql.ts';
import { forgetListsOfItem } from '../../lib/dossier-cache.ts';
import { EventAnswerPayload_fields } from './event-answer-payload.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';

export const SubscribeToEventDocument = graphql(`
  mutation SubscribeToEvent($input: SubscribeToEventInput!) {
    subscribeToEvent(input: $input) {
      ...EventAnswerPayload_fields
    }
  }
`);

// Spec 000 §8: the popup of a registration that failed without a message of its own.
export const SUBSCRIPTION_FAILED = "Une erreur est survenue lors de l'inscription";

const errorsOf = (data: SubscribeToEventMutation) =>
  getFragmentData(EventAnswerPayload_fields, data.subscribeToEvent).errors;

// The places changed: the file's event lists are asked again.
const onDone = (cache: ApolloCache, _data: unknown, { input }: SubscribeToEventMutationVariables) =>
  forgetListsOfItem(cache, input.eventId, ['events', 'nextEvent']);

/** Answers yes to an event with its participants; the payload's event refreshes the cached one. */
export function useSubscribeToEventMutation() {
  return useUserErrorMutation(SubscribeToEventDocument, { errorsOf, onDone, fallback: SUBSCRIPTION_FAILED });
}
