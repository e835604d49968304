import { useApolloClient } from '@apollo/client/react';
import { BOOKING_FAILED } from '@portal/schema/rules/appointments';
import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';
import type { BookAppointmentInput } from '../../gql/graphql.ts';
import { forgetDossierLists } from '../../lib/dossier-cache.ts';
import { useUploadMutation } from '../../lib/use-upload-mutation.ts';
import type { UserErrorLike } from '../../lib/use-user-error-mutation.ts';

export const BookAppointmentDocument = graphql(`
  mutation BookAppointment($input: BookAppointmentInput!) {
    bookAppointment(input: $input) {
      appointmentRequest {
        id
      }
      errors {
        field
        message
      }
    }
  }
`);

/**
 * Asks an agent for an appointment with its attachments, each with its upload progress (lib/use-upload-
 * mutation.ts). `book` answers the errors to show, none when the request was recorded.
 */
export function useBookAppointmentMutation() {
  const client = useApolloClient();
  const [upload, progress] = useUploadMutation(BookAppointmentDocument);
  const book = useCallback(
    async (input: Omit<BookAppointmentInput, 'files'>, files: readonly File[]): Promise<UserErrorLike[]> => {
      const data = await upload({ input: { ...input, files: [...files] } });
      const errors = data?.bookAppointment.errors ?? [];
      if (data?.bookAppointment.appointmentRequest && errors.length === 0) {
        forgetDossierLists(client.cache, input.codeDossier, ['appointments', 'nextAppointment']);
        return [];
      }
      // Spec 000 §8: the popup of a booking that failed without a message of its own.
      return errors.length > 0 ? errors : [{ field: null, message: BOOKING_FAILED }];
    },
    [client, upload],
  );
  return [book, progress] as const;
}
