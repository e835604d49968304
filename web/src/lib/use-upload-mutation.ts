import type { TypedDocumentNode } from '@apollo/client';
import { useCallback, useState } from 'react';
import { markApiCall } from './activity.ts';
import { handleAuthFailure } from './apollo.ts';
import { persistedRequestBody } from './persisted.ts';
import { filePercentages, multipartRequest } from './upload.ts';

interface GraphQLAnswer<TData> {
  data?: TData | null;
  errors?: { extensions?: { code?: string } }[];
}

/**
 * Runs a mutation with files. Apollo's fetch cannot tell how far an upload went, so the mutation is posted as
 * a GraphQL multipart request (its trusted document's hash, never its text) through XMLHttpRequest, whose
 * upload progress gives each file's percentage (spec 000 §3, uploadPercentage). A lost session or a refusal
 * goes through the same handler as Apollo's error link. The files are found in the variables, in order, and
 * `percentages` follows that order. `upload` answers the payload, or null when the call failed.
 */
export function useUploadMutation<TData, TVariables>(document: TypedDocumentNode<TData, TVariables>) {
  const [percentages, setPercentages] = useState<number[]>([]);
  const [sending, setSending] = useState(false);

  const upload = useCallback(
    async (variables: TVariables): Promise<TData | null> => {
      const { body, files, leadingBytes } = multipartRequest(persistedRequestBody(document, variables));
      const sizes = files.map((file) => file.size);
      setPercentages(sizes.map(() => 0));
      setSending(true);
      markApiCall();
      try {
        const answer = await post<TData>(body, (loaded) =>
          setPercentages(filePercentages(loaded, leadingBytes, sizes)),
        );
        if (answer?.data) setPercentages(sizes.map(() => 100));
        return answer?.data ?? null;
      } finally {
        setSending(false);
      }
    },
    [document],
  );

  return [upload, { percentages, sending }] as const;
}

/** Posts the body to the gateway; resolves with its JSON answer, or null when the call failed. */
function post<TData>(
  body: FormData,
  onProgress: (loaded: number) => void,
): Promise<GraphQLAnswer<TData> | null> {
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
      const answer = xhr.response as GraphQLAnswer<TData> | null;
      const codes = answer?.errors?.map((e) => e.extensions?.code) ?? [];
      resolve(handleAuthFailure(xhr.status, codes) ? null : answer);
    };
    xhr.send(body);
  });
}
