import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../gql/index.ts';
import type { CancelAppointmentMutation, CancelAppointmentMutationVariables } from '../../gql/graphql.ts';
import { forgetDossierLists } from '../../lib/dossier-cache.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';

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

const errorsOf = (data: CancelAppointmentMutation) => data.cancelAppointment.errors;

// No screen may show the cancelled appointment again: the file's lists and next appointment are asked again.
const onDone = (cache: ApolloCache, _data: unknown, { codeDossier }: CancelAppointmentMutationVariables) =>
  forgetDossierLists(cache, codeDossier, ['appointments', 'nextAppointment']);

/** Cancels a future appointment. */
export function useCancelAppointmentMutation() {
  return useUserErrorMutation(CancelAppointmentDocument, { errorsOf, onDone });
}
