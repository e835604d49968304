import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';
import type { GatewayServerContext } from '../context.ts';
import type { TrustedDocuments } from '../graphql/trusted-documents.ts';
import { useNoEchoedInput } from './input-echo.ts';
import { useLegacyCallBudget } from './upstream-budget.ts';

/** The header the web app sends on every GraphQL request; simple cross-site requests cannot set it. */
export const CSRF_HEADER = 'x-graphql-yoga-csrf';

/**
 * Limits checked before any resolver runs (so before any legacy call): the legacy calls the whole HTTP request
 * would cause (upstream-budget.ts), then while validating depth, cost, aliases, directives, tokens; field
 * suggestions are hidden outside development so the schema cannot be guessed; the values graphql-js quotes in
 * its messages are cut in every mode (input-echo.ts).
 */
export function securityPlugins(options: {
  development: boolean;
  legacyCallsPerRequest: number;
  documents: TrustedDocuments;
}): Plugin[] {
  return [
    useCSRFPreventionForCookies(),
    useLegacyCallBudget({ limit: options.legacyCallsPerRequest, documents: options.documents }),
    EnvelopArmorPlugin({
      maxDepth: { n: 12, ...coded('DEPTH_LIMIT_EXCEEDED') },
      costLimit: { maxCost: 5000, ...coded('COST_LIMIT_EXCEEDED') },
      maxAliases: { n: 15, ...coded('ALIAS_LIMIT_EXCEEDED') },
      maxDirectives: { n: 20, ...coded('DIRECTIVE_LIMIT_EXCEEDED') },
      maxTokens: { n: 2000, ...coded('TOKEN_LIMIT_EXCEEDED') },
      blockFieldSuggestion: { enabled: !options.development },
    }),
    useNoEchoedInput(),
  ];
}

/**
 * A limit's refusal with a code of its own (issue 46), so that a script tells it from a mistake in its document:
 * graphql-armor's own error has none. Its message, which names the limit, is kept.
 */
function coded(code: string) {
  return {
    onReject: [
      (_context: unknown, error: GraphQLError) => {
        throw createGraphQLError(error.message, { extensions: { code } });
      },
    ],
  };
}

/**
 * CSRF prevention guards the cookie, which a browser adds by itself. A request the gateway accepted a bearer token
 * for needs no header: no page can make a browser send `Authorization` to another origin without a CORS preflight,
 * which this gateway grants no one, and the cookie of such a request is ignored (api-tokens/bearer.ts).
 */
function useCSRFPreventionForCookies(): Plugin {
  const csrf = useCSRFPrevention({ requestHeaders: [CSRF_HEADER] });
  return {
    onRequestParse(payload) {
      if ((payload.serverContext as unknown as GatewayServerContext).apiToken) return undefined;
      return csrf.onRequestParse?.(payload);
    },
  };
}
