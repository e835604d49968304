import { getFragmentData, graphql } from '../../gql/index.ts';
import type { DeclineEventMutation } from '../../gql/graphql.ts';
import { EventAnswerPayload_fields } from './event-answer-payload.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';

export const DeclineEventDocument = graphql(`
  mutation DeclineEvent($id: ID!) {
    declineEvent(id: $id) {
      ...EventAnswerPayload_fields
    }
  }
`);

const errorsOf = (data: DeclineEventMutation) =>
  getFragmentData(EventAnswerPayload_fields, data.declineEvent).errors;

/** Answers no to an event; the payload's event updates the cached one by its id. */
export function useDeclineEventMutation() {
  return useUserErrorMutation(DeclineEventDocument, { errorsOf });
}
