import type { Resolvers } from '../__generated__/resolvers-types.ts';
import type { Prefetch } from '../graphql/prefetch.ts';
import type { LegacyAreas, LegacyCalls } from '../transport/legacy-calls.ts';

/**
 * What a domain hands the gateway (its folder's index.ts): its legacy areas, built on each request's client, and
 * its resolver maps and its prefetch table (the legacy calls its fields make, started before the checks). The registry (index.ts) composes them; a domain imports no other domain's registration.
 */
export interface Domain {
  readonly areas?: (calls: LegacyCalls) => Partial<LegacyAreas>;
  readonly resolvers: readonly Resolvers[];
  readonly prefetch?: Prefetch;
}
