import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import type { Plugin } from 'graphql-yoga';
import type { TrustedDocuments } from '../trusted-documents.ts';
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
    useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
    useLegacyCallBudget({ limit: options.legacyCallsPerRequest, documents: options.documents }),
    EnvelopArmorPlugin({
      maxDepth: { n: 12 },
      costLimit: { maxCost: 5000 },
      maxAliases: { n: 15 },
      maxDirectives: { n: 20 },
      maxTokens: { n: 2000 },
      blockFieldSuggestion: { enabled: !options.development },
    }),
    useNoEchoedInput(),
  ];
}
