import { SIGN_IN_MAX_FAILURES, SIGN_IN_WINDOW_SECONDS } from '@portal/schema/rules/sign-in';
import type { FastifyBaseLogger } from 'fastify';
import { Kind } from 'graphql';
import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { connectRedis } from '../../runtime/redis.ts';

/**
 * rate-limiter-flexible's "login endpoint protection": failures are counted per login at an address (the person
 * who mistypes), per login from anywhere (a guess spread over many addresses, three times looser) and per address
 * over any login (one machine trying many accounts, ten times looser). Every budget lasts one window, so someone
 * throttled waits at most a minute (the spec's message): the owner of a login is slowed down by another's
 * failures, never locked out, and signs in at once from an address that did not fail.
 */
const BUDGETS = [
  {
    name: 'login-address',
    points: SIGN_IN_MAX_FAILURES,
    key: (login: string, address: string) => `${address}|${login}`,
  },
  { name: 'login', points: 3 * SIGN_IN_MAX_FAILURES, key: (login: string) => login },
  { name: 'address', points: 10 * SIGN_IN_MAX_FAILURES, key: (_login: string, address: string) => address },
] as const;

/** A sign-in the budgets let through: its point is taken until the legacy judges the password. */
export interface SignInAttempt {
  /** The password was right: this login's failures at this address are forgotten, the other points returned. */
  succeeded(): Promise<void>;
  /** The legacy did not judge the password (it failed): the attempt costs nothing. */
  cancelled(): Promise<void>;
}

/**
 * The budgets of failed sign-ins: in Redis when the gateway has one, so that every replica counts together
 * (an outage of Redis falls back to each process's memory), else in this process's memory.
 */
export class SignInThrottle {
  readonly #limiters: RateLimiterAbstract[];
  readonly #redis: Redis | null;

  constructor(redis: Redis | null = null) {
    this.#redis = redis;
    this.#limiters = BUDGETS.map(({ name, points }) => {
      const options = { keyPrefix: `portail:sign-in:${name}`, points, duration: SIGN_IN_WINDOW_SECONDS };
      const memory = new RateLimiterMemory(options);
      return redis
        ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory })
        : memory;
    });
  }

  /**
   * Takes a point from every budget of this login and address before the legacy is asked, atomically per budget,
   * so simultaneous attempts cannot all pass; null when one budget is spent (the attempt then takes nothing) or
   * cannot be counted.
   */
  async attempt(login: string, address: string): Promise<SignInAttempt | null> {
    const keys = BUDGETS.map((budget) => budget.key(login.toLowerCase(), address));
    const taken = await Promise.allSettled(this.#limiters.map((limiter, i) => limiter.consume(keys[i]!)));
    if (taken.every((result) => result.status === 'fulfilled')) {
      return {
        succeeded: async () => {
          await Promise.all([
            this.#limiters[0]!.delete(keys[0]!),
            ...this.#limiters.slice(1).map((limiter, i) => limiter.reward(keys[i + 1]!)),
          ]);
        },
        cancelled: () => this.#giveBack(keys, taken),
      };
    }
    await this.#giveBack(keys, taken);
    return null;
  }

  /** Every count was awaited by its request: the connection can go at once, whether Redis is there or not. */
  close(): void {
    this.#redis?.disconnect();
  }

  // A refused consume counted too (past the limit): the point goes back all the same, so that attempts refused
  // during a flood do not push the looser budgets over for the owner.
  async #giveBack(keys: string[], taken: PromiseSettledResult<RateLimiterRes>[]): Promise<void> {
    await Promise.all(
      this.#limiters.flatMap((limiter, i) => {
        const result = taken[i]!;
        const counted = result.status === 'fulfilled' || result.reason instanceof RateLimiterRes;
        return counted ? [limiter.reward(keys[i]!)] : [];
      }),
    );
  }
}

/**
 * The throttle of a gateway: over Redis when `redisUrl` is set (it must answer at start; a later outage only
 * makes each replica count alone until it is back), else in memory.
 */
export async function openSignInThrottle(
  redisUrl: string | null,
  log: FastifyBaseLogger,
): Promise<SignInThrottle> {
  if (redisUrl === null) return new SignInThrottle();
  const redis = await connectRedis(
    redisUrl,
    log,
    'sign-in throttling cannot reach Redis; each replica counts alone meanwhile',
  );
  return new SignInThrottle(redis);
}

const signedInRequests = new WeakSet<object>();

/**
 * True when this `signIn` is the only one of its HTTP request: alone in its operation (aliases) and the first of
 * the batch. One request can then make one guess, however it is written; the others are refused before any call.
 */
export function isSoleSignInOfRequest(request: object, info: GraphQLResolveInfo): boolean {
  if (responseKeysOf(info).size > 1 || signedInRequests.has(request)) return false;
  signedInRequests.add(request);
  return true;
}

// The answers the operation asks of this root field: graphql-js runs one per response key (alias).
function responseKeysOf(info: GraphQLResolveInfo): Set<string> {
  const keys = new Set<string>();
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === info.fieldName) keys.add(selection.alias?.value ?? info.fieldName);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet);
      } else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = info.fragments[selection.name.value];
        if (fragment) visit(fragment.selectionSet);
      }
    }
  };
  visit(info.operation.selectionSet);
  return keys;
}
