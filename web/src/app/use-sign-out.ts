import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../gql/index.ts';

const SignOutDocument = graphql(`
  mutation SignOut {
    signOut {
      ok
    }
  }
`);

/**
 * Closes the session, goes to sign-in, then forgets every cached answer of the previous person. Leaving
 * first means the screens' queries are no longer watched, so the reset only refetches the public theme.
 */
export function useSignOutMutation(): () => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [signOut] = useMutation(SignOutDocument);
  return useCallback(async () => {
    try {
      await signOut();
    } finally {
      await navigate('/app', { replace: true });
      await client.resetStore().catch(() => undefined);
    }
  }, [client, navigate, signOut]);
}
