import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';
import { forgetDossierLists, INTERNAL_ERROR } from './dossier-cache.ts';

export const CancelAppointmentDocument = graphql(`
  mutation CancelAppointment($codeDossier: String!, $legacyId: String!) {
    cancelAppointment(codeDossier: $codeDossier, legacyId: $legacyId) {
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

/**
 * Cancels a future appointment and answers the messages to show (none when cancelled). The file's lists and
 * next appointment leave the cache, so no screen shows the cancelled appointment again.
 */
export function useCancelAppointmentMutation() {
  const [mutate, result] = useMutation(CancelAppointmentDocument);
  const cancel = useCallback(
    async (dossier: { id: string; codeDossier: string }, legacyId: string): Promise<string[]> => {
      try {
        const { data } = await mutate({
          variables: { codeDossier: dossier.codeDossier, legacyId },
          update(cache, { data: answer }) {
            if (answer?.cancelAppointment.errors.length === 0)
              forgetDossierLists(cache, dossier.id, ['appointments', 'nextAppointment']);
          },
        });
        return data ? data.cancelAppointment.errors.map((e) => e.message) : [INTERNAL_ERROR];
      } catch {
        return [INTERNAL_ERROR];
      }
    },
    [mutate],
  );
  return [cancel, result] as const;
}
