import { graphql } from '../../gql/index.ts';

/** What both answers to an event (yes with participants, no) bring back: the event as it now stands, and refusals. */
export const EventAnswerPayload_fields = graphql(`
  fragment EventAnswerPayload_fields on EventAnswerPayload {
    event {
      id
      ...EventAnswer_event
    }
    errors {
      field
      message
    }
  }
`);
