import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import type { Plugin } from 'graphql-yoga';
import { useNoEchoedInput } from './input-echo.ts';

/** The header the web app sends on every GraphQL request; simple cross-site requests cannot set it. */
export const CSRF_HEADER = 'x-graphql-yoga-csrf';

/**
 * Limits checked while validating, before any resolver runs (so before any legacy call): depth, cost, aliases,
 * directives, tokens; field suggestions are hidden outside development so the schema cannot be guessed; the
 * values graphql-js quotes in its messages are cut in every mode (input-echo.ts).
 */
export function securityPlugins(options: { development: boolean }): Plugin[] {
  return [
    useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
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
