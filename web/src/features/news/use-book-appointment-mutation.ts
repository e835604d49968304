import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../../gql/index.ts';
import type { BookAppointmentMutation, BookAppointmentInput } from '../../gql/graphql.ts';
import { FORBIDDEN_PATH, SIGN_IN_PATH } from '../../lib/apollo.ts';
import { markApiCall } from '../../lib/activity.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { persistedRequestBody } from '../../lib/persisted.ts';
import { rememberAttemptedPath } from '../../lib/wanted-dossier.ts';
import { forgetDossierLists } from './dossier-cache.ts';
import { multipartRequest } from './multipart-request.ts';
import { filePercentages } from './upload-progress.ts';

export const BookAppointmentDocument = graphql(`
  mutation BookAppointment($input: BookAppointmentInput!) {
    bookAppointment(input: $input) {
      ok
      errors {
        field
        message
      }
    }
  }
`);

export const BOOKING_FAILED = 'Echec lors de la prise de RDV, veuillez réessayez.';

type UserErrors = BookAppointmentMutation['bookAppointment']['errors'];

interface GraphQLAnswer {
  data?: BookAppointmentMutation | null;
  errors?: { extensions?: { code?: string } }[];
}

/**
 * Asks an agent for an appointment with its attachments. Apollo's fetch cannot tell how far an upload went,
 * so this one mutation is posted as a GraphQL multipart request through XMLHttpRequest, whose upload
 * progress gives each file's percentage (spec 000 §3, uploadPercentage). Answers the errors to show: none
 * when the request was recorded.
 */
export function useBookAppointmentMutation() {
  const client = useApolloClient();
  const [percentages, setPercentages] = useState<number[]>([]);
  const [sending, setSending] = useState(false);

  const book = useCallback(
    async (dossierId: string, input: Omit<BookAppointmentInput, 'files'>, files: readonly File[]) => {
      const { body, leadingBytes } = multipartRequest(
        persistedRequestBody(BookAppointmentDocument, { input: { ...input, files: files.map(() => null) } }),
        files.map((file, i) => ({ path: `variables.input.files.${i}`, file, name: file.name })),
      );
      const sizes = files.map((file) => file.size);
      setPercentages(sizes.map(() => 0));
      setSending(true);
      markApiCall();
      try {
        const answer = await post(body, (loaded) =>
          setPercentages(filePercentages(loaded, leadingBytes, sizes)),
        );
        const errors: UserErrors = answer?.data?.bookAppointment.errors ?? [];
        if (answer?.data?.bookAppointment.ok && errors.length === 0) {
          setPercentages(sizes.map(() => 100));
          forgetDossierLists(client.cache, dossierId, ['appointments', 'nextAppointment']);
          return [];
        }
        return errors.length > 0 ? errors : [{ field: null, message: BOOKING_FAILED }];
      } finally {
        setSending(false);
      }
    },
    [client],
  );

  return [book, { percentages, sending }] as const;
}

/** Posts the body to the gateway; resolves with its JSON answer, or null when the call failed. */
function post(body: FormData, onProgress: (loaded: number) => void): Promise<GraphQLAnswer | null> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/graphql');
    xhr.withCredentials = true;
    // The gateway's CSRF prevention refuses non-GET requests without this header.
    xhr.setRequestHeader('x-graphql-yoga-csrf', '1');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onerror = () => resolve(null);
    xhr.onload = () => {
      const answer = xhr.response as GraphQLAnswer | null;
      const codes = answer?.errors?.map((e) => e.extensions?.code) ?? [];
      // As Apollo's error link does for every other call (spec 000 §2.3 and §6).
      if (xhr.status === 403 || codes.includes('FORBIDDEN')) navigateTo(FORBIDDEN_PATH);
      else if (xhr.status === 401 || codes.includes('UNAUTHENTICATED')) {
        rememberAttemptedPath(window.location.pathname + window.location.search, null);
        navigateTo(SIGN_IN_PATH);
      }
      resolve(answer);
    };
    xhr.send(body);
  });
}
