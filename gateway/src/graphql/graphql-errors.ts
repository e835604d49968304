import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';
import { defaultMessages, LegacyError } from '../transport/legacy-error.ts';
import type { LegacyErrorCode } from '../transport/legacy-error.ts';

/**
 * A GraphQL error the gateway decides itself (a rights check, a missing item), with the codes and messages of
 * the legacy's failures: `extensions.code`, and `extensions.affichable` when the message may be shown as is.
 */
export function gatewayError(
  code: LegacyErrorCode,
  message = defaultMessages[code],
  affichable = false,
): GraphQLError {
  return createGraphQLError(message, { extensions: { code, affichable } });
}

/**
 * The one place a `LegacyError` becomes a GraphQL error (`plugins/legacy-errors.ts`): same location in the
 * document, its code and displayable flag as extensions, and nothing else of it (no status, no stack).
 */
export function fromLegacyError(error: GraphQLError): GraphQLError {
  const legacy = error.originalError;
  if (!(legacy instanceof LegacyError)) return error;
  return createGraphQLError(legacy.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: { code: legacy.code, affichable: legacy.affichable },
  });
}
