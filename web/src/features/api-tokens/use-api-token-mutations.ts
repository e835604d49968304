import { graphql } from '../../gql/index.ts';
import type { CreateApiTokenMutation, RevokeApiTokenMutation } from '../../gql/graphql.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';

export const CreateApiTokenDocument = graphql(`
  mutation CreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      apiToken {
        id
        name
      }
      plainTextToken
      errors {
        field
        message
      }
    }
  }
`);

export const RevokeApiTokenDocument = graphql(`
  mutation RevokeApiToken($apiTokenId: ID!) {
    revokeApiToken(apiTokenId: $apiTokenId) {
      revokedId
      errors {
        field
        message
      }
    }
  }
`);

/**
 * Creates a token and hands its text to `onCreated`, the one time it exists in the browser; the viewer's list
 * is asked again, so it shows the new one.
 */
export function useCreateApiTokenMutation(viewerId: string, onCreated: (plainTextToken: string) => void) {
  return useUserErrorMutation(CreateApiTokenDocument, {
    errorsOf: (data: CreateApiTokenMutation) => data.createApiToken.errors,
    onDone: (cache, data) => {
      if (data.createApiToken.plainTextToken) onCreated(data.createApiToken.plainTextToken);
      cache.evict({ id: cache.identify({ __typename: 'Viewer', id: viewerId }), fieldName: 'apiTokens' });
    },
  });
}

/** Revokes a token and drops it from the cache, so no list shows it any more. */
export function useRevokeApiTokenMutation() {
  return useUserErrorMutation(RevokeApiTokenDocument, {
    errorsOf: (data: RevokeApiTokenMutation) => data.revokeApiToken.errors,
    onDone: (cache, _data, { apiTokenId }) => {
      cache.evict({ id: cache.identify({ __typename: 'ApiToken', id: apiTokenId }) });
      cache.gc();
    },
  });
}
