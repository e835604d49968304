import { graphql } from '../../gql/index.ts';
import type { EditAppointmentMutation } from '../../gql/graphql.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';

export const EditAppointmentDocument = graphql(`
  mutation EditAppointment($input: EditAppointmentInput!) {
    editAppointment(input: $input) {
      appointment {
        id
        reason
        editable
      }
      errors {
        field
        message
      }
    }
  }
`);

const errorsOf = (data: EditAppointmentMutation) => data.editAppointment.errors;

/**
 * Sends the new reason and contact of an appointment (the agent is told by mail); the payload's appointment
 * updates the cached one by its id.
 */
export function useEditAppointmentMutation() {
  return useUserErrorMutation(EditAppointmentDocument, { errorsOf });
}
