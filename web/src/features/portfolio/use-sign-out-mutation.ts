import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../../gql/index.ts';

const PortfolioSignOutMutation = graphql(`
  mutation PortfolioSignOut {
    signOut {
      ok
    }
  }
`);

/** Closes the session, then forgets every cached answer so that the next person sees nothing of this one. */
export function useSignOutMutation() {
  const [mutate, result] = useMutation(PortfolioSignOutMutation);
  const client = useApolloClient();
  const signOut = useCallback(async () => {
    await mutate();
    await client.clearStore();
  }, [mutate, client]);
  return [signOut, result] as const;
}
