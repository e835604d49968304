import { useApolloClient } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { useCallback } from 'react';
import { useUploadMutation } from '../../lib/use-upload-mutation.ts';
import type { UserErrorLike } from '../../lib/use-user-error-mutation.ts';

type DocumentPayload = { errors: readonly UserErrorLike[] };

/**
 * A DUER document's mutation with a file (a page or an annexe), posted as a GraphQL multipart request (one file at a time, spec 002 §7); its
 * answer is written to the cache as Apollo writes a mutation's, so the list shows the documents as they are
 * now. `send` answers the errors to show.
 */
export function useDocumentUpload<TData, TInput>(
  document: TypedDocumentNode<TData, { input: TInput }>,
  payloadOf: (data: TData) => DocumentPayload,
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
