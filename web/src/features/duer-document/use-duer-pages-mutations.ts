import { useApolloClient } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { PAGE_FAILURES } from '@portal/schema/rules/duer-pages';
import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';
import { useUploadMutation } from '../../lib/use-upload-mutation.ts';
import { useUserErrorMutation, type UserErrorLike } from '../../lib/use-user-error-mutation.ts';

export const SaveDuerPagesDocument = graphql(`
  mutation SaveDuerPages($input: SaveDuerPagesInput!) {
    saveDuerPages(input: $input) {
      duer {
        id
        ...DuerPagesEditor_duer
      }
      errors {
        field
        message
      }
    }
  }
`);

export const AddDuerPageDocument = graphql(`
  mutation AddDuerPage($input: AddDuerPageInput!) {
    addDuerPage(input: $input) {
      duer {
        id
        ...DuerPagesEditor_duer
      }
      errors {
        field
        message
      }
    }
  }
`);

export const ReplaceDuerPageDocument = graphql(`
  mutation ReplaceDuerPage($input: ReplaceDuerPageInput!) {
    replaceDuerPage(input: $input) {
      duer {
        id
        ...DuerPagesEditor_duer
      }
      errors {
        field
        message
      }
    }
  }
`);

/** Saves the screen's moves and removals; the answered DUER replaces the cached one. */
export function useSaveDuerPagesMutation() {
  return useUserErrorMutation(SaveDuerPagesDocument, {
    errorsOf: (data) => data.saveDuerPages.errors,
    fallback: PAGE_FAILURES.save,
  });
}

type PagesPayload = { errors: readonly UserErrorLike[] };

/**
 * A pages mutation with a file, posted as a GraphQL multipart request (one file at a time, spec 002 §7); its
 * answer is written to the cache as Apollo writes a mutation's, so the list shows the DUER's pages as they are
 * now. `send` answers the errors to show.
 */
function useDuerPageUpload<TData, TInput>(
  document: TypedDocumentNode<TData, { input: TInput }>,
  payloadOf: (data: TData) => PagesPayload,
  fallback: string,
) {
  const client = useApolloClient();
  const [upload, { sending }] = useUploadMutation(document);
  const send = useCallback(
    async (input: TInput): Promise<UserErrorLike[]> => {
      const variables = { input };
      const data = await upload(variables);
      if (!data) return [{ field: null, message: fallback }];
      const { errors } = payloadOf(data);
      if (errors.length === 0)
        client.cache.write({ dataId: 'ROOT_MUTATION', query: document, result: data, variables });
      return [...errors];
    },
    [client, document, fallback, payloadOf, upload],
  );
  return [send, { loading: sending }] as const;
}

export const useAddDuerPageMutation = () =>
  useDuerPageUpload(AddDuerPageDocument, (data) => data.addDuerPage, PAGE_FAILURES.create);

export const useReplaceDuerPageMutation = () =>
  useDuerPageUpload(ReplaceDuerPageDocument, (data) => data.replaceDuerPage, PAGE_FAILURES.save);
