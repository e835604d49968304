import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../gql/index.ts';
import type { CancelAppointmentMutation, CancelAppointmentMutationVariables } from '../../gql/graphql.ts';
import { forgetListsOfItem } from '../../lib/dossier-cache.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';

export const CancelAppointmentDocument = graphql(`
  mutation CancelAppointment($id: ID!) {
    cancelAppointment(id: $id) {
      appointment {
        id
        editable
      }
      errors {
        field
        message
      }
    }
  }
`);

const errorsOf = (data: CancelAppointmentMutation) => data.cancelAppointment.errors;

// No screen may show the cancelled appointment again: the file's lists and next appointment are asked again.
const onDone = (cache: ApolloCache, _data: unknown, { id }: CancelAppointmentMutationVariables) =>
  forgetListsOfItem(cache, id, ['appointments', 'nextAppointment']);

/** Cancels a future appointment. */
export function useCancelAppointmentMutation() {
  return useUserErrorMutation(CancelAppointmentDocument, { errorsOf, onDone });
}
