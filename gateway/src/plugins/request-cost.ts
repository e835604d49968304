import { RATE_LIMITED_MESSAGE } from '@portal/schema/rules/api-limits';
import { createGraphQLError } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';
import type { ExecutionArgs, ExecutionResult } from 'graphql';
import type { GatewayServerContext } from '../context.ts';
import type { BucketState } from '../rate-limit/leaky-bucket.ts';

/**
 * Whose budget a request spends: its person's, every browser session and token of theirs together (issue 42: a
 * budget per token let five tokens spend five budgets).
 */
export function budgetKeyOf(ctx: GatewayServerContext): string | null {
  const person = ctx.apiToken?.ownerId ?? ctx.legacy.identityHint?.userId;
  return person === undefined ? null : `person:${person}`;
}

/** The budget as a script reads it, under the names of `Query.rateLimit`. */
export function budgetOf(bucket: BucketState) {
  return {
    limit: bucket.capacity,
    remaining: Math.max(0, Math.floor(bucket.capacity - bucket.level)),
    restoreRatePerMinute: bucket.capacity,
    resetAt: new Date(Date.now() + bucket.refillMs).toISOString(),
  };
}

/**
 * `extensions.cost.budget`: the names of `Query.rateLimit` (issue 46), and until scripts have moved, the first
 * names `maximum` and `fullAt` (deprecated in docs/api/CHANGELOG.md).
 */
function reportedBudgetOf(bucket: BucketState) {
  const budget = budgetOf(bucket);
  return { ...budget, maximum: budget.limit, fullAt: budget.resetAt };
}

/**
 * The rate limit and the cost of every answer (issue 22). Before any operation runs, the request's estimated legacy
 * calls (at least 1 point) are poured into its caller's leaky bucket; one that would overflow it is refused with
 * 429, `Retry-After` and RATE_LIMITED, without a legacy call. Calls made beyond the estimate are poured afterwards.
 * Every answer, a token's, a browser session's or a signed-out visitor's (issue 46), says in `extensions.cost`
 * what was requested, what was actually called and what budget is left. Signed-out callers have no budget here
 * (`budget: null`; their sign-in has its own throttle).
 */
export function useRequestCost(): Plugin {
  return {
    onRequestParse({ serverContext }) {
      const ctx = serverContext as unknown as GatewayServerContext;
      return {
        async onRequestParseDone() {
          const key = budgetKeyOf(ctx);
          if (key === null) return;
          const points = Math.max(1, ctx.cost.requested);
          const bucket = await ctx.budgets.pour(key, points);
          ctx.cost.bucket = bucket;
          if (!bucket.allowed) {
            const seconds = Math.max(1, Math.ceil(bucket.waitMs / 1000));
            throw createGraphQLError(RATE_LIMITED_MESSAGE(seconds), {
              extensions: {
                code: 'RATE_LIMITED',
                retryAfterSeconds: seconds,
                http: { status: 429, headers: { 'retry-after': String(seconds) } },
              },
            });
          }
          ctx.cost.charged = points;
        },
      };
    },
    onExecute({ args }) {
      const ctx = (args as ExecutionArgs).contextValue as GatewayServerContext;
      return {
        async onExecuteDone({ result, setResult }) {
          if (!isSingleResult(result)) return;
          const key = budgetKeyOf(ctx);
          const actual = ctx.legacy.callsMade;
          if (key !== null && actual > ctx.cost.charged) {
            ctx.cost.bucket = await ctx.budgets.pour(key, actual - ctx.cost.charged, true);
            ctx.cost.charged = actual;
          }
          setResult({
            ...result,
            extensions: {
              ...result.extensions,
              cost: {
                requestedLegacyCalls: ctx.cost.requested,
                actualLegacyCalls: actual,
                points: ctx.cost.charged,
                budget: ctx.cost.bucket ? reportedBudgetOf(ctx.cost.bucket) : null,
              },
            },
          });
        },
      };
    },
  };
}

const isSingleResult = (result: unknown): result is ExecutionResult =>
  typeof result === 'object' && result !== null && !(Symbol.asyncIterator in result);
