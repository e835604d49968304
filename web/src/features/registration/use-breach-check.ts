import { useApolloClient } from '@apollo/client/react';
import { BREACH_PREFIX_LENGTH } from '@portal/schema/rules/passwords';
import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';

const BreachRangeDocument = graphql(`
  query BreachRange($prefix: String!) {
    breachRange(prefix: $prefix) {
      suffix
      count
    }
  }
`);

/** What the breach-range service says of a password: unknown, seen in a breach, or not asked (it failed). */
export type BreachVerdict = 'clean' | 'breached' | 'failed';

async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

/**
 * Checks a password against the breach-range service (spec 000 §5) by k-anonymity: only the first 5 characters
 * of its SHA-1 leave the browser, and the suffixes answered are compared here.
 */
export function useBreachCheck(): (password: string) => Promise<BreachVerdict> {
  const client = useApolloClient();
  return useCallback(
    async (password) => {
      try {
        const hash = await sha1Hex(password);
        const { data } = await client.query({
          query: BreachRangeDocument,
          variables: { prefix: hash.slice(0, BREACH_PREFIX_LENGTH) },
          // A password's range is asked once and kept nowhere.
          fetchPolicy: 'no-cache',
        });
        if (!data) return 'failed';
        const suffix = hash.slice(BREACH_PREFIX_LENGTH);
        return data.breachRange.some((known) => known.suffix === suffix && known.count > 0)
          ? 'breached'
          : 'clean';
      } catch {
        return 'failed';
      }
    },
    [client],
  );
}
