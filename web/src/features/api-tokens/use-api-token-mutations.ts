import { graphql } from '../../gql/index.ts';
import type {
  ConfirmApiTokenMutation,
  CreateApiTokenMutation,
  RenewApiTokenSessionMutation,
  RevokeApiTokenMutation,
} from '../../gql/graphql.ts';
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

export const ConfirmApiTokenDocument = graphql(`
  mutation ConfirmApiToken($apiTokenId: ID!) {
    confirmApiToken(apiTokenId: $apiTokenId) {
      apiToken {
        id
        paused
      }
      errors {
        field
        message
      }
    }
  }
`);

export const RenewApiTokenSessionDocument = graphql(`
  mutation RenewApiTokenSession($password: String!) {
    renewApiTokenSession(password: $password) {
      renewed
      errors {
        field
        message
      }
    }
  }
`);

/** The viewer's fields a creation or a renewal changes: the list, and whether the tokens' session ended. */
const TOKEN_FIELDS = ['apiTokens', 'apiTokenSessionEnded'] as const;

/**
 * Creates a token and hands its text to `onCreated`, the one time it exists in the browser; the viewer's list
 * is asked again, so it shows the new one.
 */
export function useCreateApiTokenMutation(viewerId: string, onCreated: (plainTextToken: string) => void) {
  return useUserErrorMutation(CreateApiTokenDocument, {
    errorsOf: (data: CreateApiTokenMutation) => data.createApiToken.errors,
    onDone: (cache, data) => {
      if (data.createApiToken.plainTextToken) onCreated(data.createApiToken.plainTextToken);
      for (const fieldName of TOKEN_FIELDS)
        cache.evict({ id: cache.identify({ __typename: 'Viewer', id: viewerId }), fieldName });
    },
  });
}

/** Opens a new session for the person's tokens with their password; the page asks again whether it ended. */
export function useRenewApiTokenSessionMutation(viewerId: string) {
  return useUserErrorMutation(RenewApiTokenSessionDocument, {
    errorsOf: (data: RenewApiTokenSessionMutation) => data.renewApiTokenSession.errors,
    onDone: (cache) => {
      for (const fieldName of TOKEN_FIELDS)
        cache.evict({ id: cache.identify({ __typename: 'Viewer', id: viewerId }), fieldName });
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

/** Confirms a token a password change paused: the answer's `paused` updates the list in the cache. */
export function useConfirmApiTokenMutation() {
  return useUserErrorMutation(ConfirmApiTokenDocument, {
    errorsOf: (data: ConfirmApiTokenMutation) => data.confirmApiToken.errors,
  });
}
