import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { createGraphQLError } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';
import type { GatewayConfig } from '../config.ts';
import type { GatewayServerContext } from '../context.ts';
import type { LegacyClient } from '../transport/legacy-client.ts';
import type { TrustedDocuments } from '../graphql/trusted-documents.ts';

async function isCollaborator(legacy: LegacyClient): Promise<boolean> {
  try {
    return (await legacy.auth.identity())?.typeUtilisateur === 'collab';
  } catch {
    // The session cannot be checked now: no privilege on trust.
    return false;
  }
}

/**
 * Trusted documents: the web app sends `extensions.persistedQuery.sha256Hash` (the hash codegen wrote) instead
 * of the text, and the gateway runs its own copy. Where only collaborators may send other documents (production),
 * an ordinary or signed-out caller sending a text gets PERSISTED_QUERY_ONLY before parsing; a collaborator whose
 * session the legacy confirms (GraphiQL, internal tools) may, within the same limits as everyone (security.ts).
 */
export function trustedDocumentPlugins(
  config: Pick<GatewayConfig, 'arbitraryOperations'>,
  documents: TrustedDocuments,
): Plugin[] {
  const guard: Plugin = {
    async onParams({ params, context }) {
      if (params.query === undefined || config.arbitraryOperations === 'all') return;
      // Yoga hands the server context app.ts builds (GatewayServerContext) but types plugins' loosely.
      const { legacy, apiToken } = context as unknown as GatewayServerContext;
      // A script or GraphiQL with a personal access token writes its own documents (issue 22).
      if (apiToken) return;
      // The cookie's hint spares the others a legacy call; the legacy's own session check decides, so a cookie
      // kept after its sign-out (the legacy no longer knows the token) loses the privilege.
      if (legacy.identityHint?.typeUtilisateur === 'collab' && (await isCollaborator(legacy))) return;
      throw createGraphQLError('PersistedQueryOnly', {
        extensions: { code: 'PERSISTED_QUERY_ONLY', http: { status: 400 } },
      });
    },
  };
  return [
    guard,
    usePersistedOperations({
      getPersistedOperation: (hash) => documents.text(hash),
      // The guard above already chose who may send a text.
      allowArbitraryOperations: true,
      customErrors: {
        // Neither a text nor a hash: the answer GraphQL over HTTP asks for a missing query.
        keyNotFound: {
          message: 'Must provide query string.',
          extensions: { http: { spec: true, status: 400, headers: { Allow: 'GET, POST' } } },
        },
      },
    }),
  ];
}
