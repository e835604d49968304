import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';
import type { EditAppointmentInput } from '../../gql/graphql.ts';
import { INTERNAL_ERROR } from './dossier-cache.ts';

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

/**
 * Sends the new reason and contact of an appointment (the agent is told by mail) and answers the errors to
 * show (none when sent); the payload's appointment updates the cached one by its id.
 */
export function useEditAppointmentMutation() {
  const [mutate, result] = useMutation(EditAppointmentDocument);
  const edit = useCallback(
    async (input: EditAppointmentInput) => {
      try {
        const { data } = await mutate({ variables: { input } });
        return data ? data.editAppointment.errors : [{ field: null, message: INTERNAL_ERROR }];
      } catch {
        return [{ field: null, message: INTERNAL_ERROR }];
      }
    },
    [mutate],
  );
  return [edit, result] as const;
}
