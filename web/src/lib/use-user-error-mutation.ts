import type { ApolloCache, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { LOST_LINK } from '../offline/offline-messages.ts';
import { hasLink } from '../offline/use-online.ts';
import { INTERNAL_ERROR } from './messages.ts';

/** An expected failure a payload carries (ARCHITECTURE rule 5): the spec's French message, and its field. */
export interface UserErrorLike {
  field?: string | null;
  message: string;
}

interface Options<TData, TVariables> {
  /** Where the payload keeps its errors. */
  errorsOf: (data: TData) => readonly UserErrorLike[];
  /** The message of a call that failed without one of its own (network lost, unexpected error). */
  fallback?: string;
  /**
   * Cache changes once the mutation went through, beyond what the payload's entities update by their id
   * (lists to ask again, for instance).
   */
  onDone?: (cache: ApolloCache, data: TData, variables: TVariables) => void;
}

/**
 * The one way the web app runs a mutation whose payload carries `errors: [UserError]`: `send(variables)`
 * answers the errors to show, none when the mutation went through. A call that fails answers the fallback (or, the link lost, that it was not sent);
 * a lost session or a refusal has meanwhile been handled by the error link (lib/apollo.ts).
 */
export function useUserErrorMutation<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  { errorsOf, fallback = INTERNAL_ERROR, onDone }: Options<TData, TVariables>,
) {
  const [mutate, { loading }] = useMutation(document);
  const send = useCallback(
    async (variables: TVariables, optimisticResponse?: TData): Promise<UserErrorLike[]> => {
      try {
        const options = {
          variables,
          ...(optimisticResponse ? { optimisticResponse } : {}),
          update(cache: ApolloCache, { data: answer }: { data?: TData | null }) {
            if (answer && errorsOf(answer).length === 0) onDone?.(cache, answer, variables);
          },
        };
        // Apollo types the options by whether the variables are required, which a generic cannot know.
        const { data } = await mutate(...([options] as unknown as Parameters<typeof mutate>));
        return data ? [...errorsOf(data)] : [{ field: null, message: fallback }];
      } catch {
        // The link went during the send: saying so beats a generic failure the person cannot act on.
        return [{ field: null, message: hasLink() ? fallback : LOST_LINK }];
      }
    },
    [mutate, errorsOf, fallback, onDone],
  );
  return [send, { loading }] as const;
}
