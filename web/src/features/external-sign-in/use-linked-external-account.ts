import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/index.ts';

const LinkedExternalAccountDocument = graphql(`
  query LinkedExternalAccount {
    linkedExternalAccount {
      email
    }
  }
`);

const ForgetLinkedExternalAccountDocument = graphql(`
  mutation ForgetLinkedExternalAccount {
    forgetLinkedExternalAccount {
      linkedExternalAccount {
        email
      }
      errors {
        field
        message
      }
    }
  }
`);

/**
 * The external account signed in with for the form of this page (kept by the gateway), and the removal of that
 * link (spec 000 §4), after which the form is in password mode again.
 */
export function useLinkedExternalAccount() {
  const { data, loading } = useQuery(LinkedExternalAccountDocument, { fetchPolicy: 'network-only' });
  const [forget, { loading: forgetting }] = useMutation(ForgetLinkedExternalAccountDocument, {
    update(cache) {
      cache.writeQuery({
        query: LinkedExternalAccountDocument,
        data: { __typename: 'Query', linkedExternalAccount: null },
      });
    },
  });
  return {
    account: data?.linkedExternalAccount ?? null,
    loading,
    forgetting,
    forget: async () => {
      await forget();
    },
  };
}
