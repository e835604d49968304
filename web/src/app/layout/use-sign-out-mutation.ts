import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql/index.ts';
import { forgetWantedDossier } from '../../lib/wanted-dossier.ts';

const SignOutDocument = graphql(`
  mutation SignOut {
    signOut {
      ok
    }
  }
`);

/**
 * Spec 000 §4: sign-out closes the session and forgets the previous person (their wanted file, their
 * redirect target, every cached answer), so that whoever signs in next on this browser starts afresh.
 * The local traces go even when the call fails: the person asked to leave a possibly shared browser.
 * Leaving first means no signed-in screen still watches the queries the reset empties.
 */
export function useSignOutMutation(): { signOut: () => Promise<void>; signingOut: boolean } {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [mutate, { loading }] = useMutation(SignOutDocument);
  const signOut = useCallback(async () => {
    try {
      await mutate();
    } catch {
      // A failed call changes nothing of what follows: the local traces must go either way.
    } finally {
      await navigate('/app', { replace: true });
      forgetWantedDossier();
      await client.clearStore();
    }
  }, [client, mutate, navigate]);
  return { signOut, signingOut: loading };
}
