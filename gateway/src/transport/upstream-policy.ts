import { setTimeout as sleep } from 'node:timers/promises';
import {
  BrokenCircuitError,
  CircuitState,
  ConsecutiveBreaker,
  ExponentialBackoff,
  circuitBreaker,
  handleWhen,
} from 'cockatiel';
import type { CircuitBreakerPolicy, IBackoff } from 'cockatiel';
import type { CallDeadline } from './call-deadline.ts';

export interface UpstreamPolicyOptions {
  /** Retries of an idempotent GET after a transient failure (0 to 2). */
  maxRetries: number;
  /** First backoff delay; the next ones grow exponentially with decorrelated jitter. */
  retryBaseDelayMs: number;
  /** Share of the calls of the window that may be retries. */
  retryBudgetRatio: number;
  /** Retries always allowed per window, so a quiet gateway still retries. */
  retryBudgetMin: number;
  retryBudgetWindowMs: number;
  /** Consecutive failures of one legacy area that open its breaker. */
  breakerFailures: number;
  /** How long an open breaker answers at once before letting one call test the area. */
  breakerHalfOpenMs: number;
}

// What a legacy that is down, overloaded or cut off answers through its proxy: worth another try, and counted.
const TRANSIENT_STATUSES = new Set([502, 503, 504]);

/**
 * One attempt that failed for a reason only the legacy's health explains, which no caller can cause: no answer
 * in time while it held the call, no connection, or a 502/503/504. The breaker counts these and GETs retry them.
 * Any other answer (a 4xx, a plain 500 that follows a caller's input) is the legacy answering: never counted.
 */
export class UpstreamFailure extends Error {
  constructor(
    readonly kind: 'timeout' | 'connection' | 'status',
    readonly status = 0,
    readonly text = '',
    readonly contentType = '',
  ) {
    super(kind === 'status' ? `legacy answered ${status}` : `legacy ${kind}`);
  }
}

/** True for a status the breaker counts and a GET retries (502, 503, 504). */
export const isTransientStatus = (status: number): boolean => TRANSIENT_STATUSES.has(status);

export function isBrokenCircuit(error: unknown): error is BrokenCircuitError {
  return error instanceof BrokenCircuitError;
}

/** The legacy area of a path: the first segment after /api (`/api/chiffres/accueil/X` → `chiffres`). */
export function areaOf(path: string): string {
  return /^\/api\/([^/?]+)/.exec(path)?.[1] ?? 'other';
}

/**
 * Retries at most `ratio` of the calls of a sliding window (plus `min`), so that retries cannot multiply the
 * load of a legacy that is already struggling. The window is kept as ten buckets.
 */
export class RetryBudget {
  static readonly BUCKETS = 10;
  readonly #calls = new Array<number>(RetryBudget.BUCKETS).fill(0);
  readonly #retries = new Array<number>(RetryBudget.BUCKETS).fill(0);
  #bucketStart = 0;
  #bucket = 0;

  constructor(
    private readonly options: Pick<
      UpstreamPolicyOptions,
      'retryBudgetRatio' | 'retryBudgetMin' | 'retryBudgetWindowMs'
    >,
    private readonly now: () => number = Date.now,
  ) {}

  recordCall(): void {
    this.#advance();
    this.#calls[this.#bucket] = (this.#calls[this.#bucket] ?? 0) + 1;
  }

  /** Takes one retry from the budget, or answers false when the window has spent it. */
  trySpend(): boolean {
    this.#advance();
    const calls = sum(this.#calls);
    const retries = sum(this.#retries);
    if (retries >= this.options.retryBudgetMin + calls * this.options.retryBudgetRatio) return false;
    this.#retries[this.#bucket] = (this.#retries[this.#bucket] ?? 0) + 1;
    return true;
  }

  #advance(): void {
    const width = this.options.retryBudgetWindowMs / RetryBudget.BUCKETS;
    const now = this.now();
    const steps = Math.min(RetryBudget.BUCKETS, Math.floor((now - this.#bucketStart) / width));
    for (let i = 0; i < steps; i++) {
      this.#bucket = (this.#bucket + 1) % RetryBudget.BUCKETS;
      this.#calls[this.#bucket] = 0;
      this.#retries[this.#bucket] = 0;
    }
    if (steps > 0) this.#bucketStart = now - ((now - this.#bucketStart) % width);
  }
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/**
 * How the gateway calls the legacy (ARCHITECTURE rule 5): a breaker per legacy area that answers at once while the
 * area is down, and for idempotent GETs only a few retries with backoff, within the retry budget.
 */
export class UpstreamPolicy {
  readonly #options: UpstreamPolicyOptions;
  readonly #budget: RetryBudget;
  readonly #breakers = new Map<string, CircuitBreakerPolicy>();
  readonly #backoff: ExponentialBackoff<unknown>;

  constructor(options: UpstreamPolicyOptions) {
    this.#options = options;
    this.#budget = new RetryBudget(options);
    this.#backoff = new ExponentialBackoff({
      initialDelay: options.retryBaseDelayMs,
      maxDelay: options.retryBaseDelayMs * 10,
    });
  }

  /**
   * Runs `attempt` (which throws an `UpstreamFailure` for a failure of the legacy) through the area's breaker;
   * retried only when `idempotent`, within the window's budget, and never once `deadline` has passed. An attempt
   * keeps to the call's bound itself; what the call waits for besides (a retry's backoff, a half-open breaker's
   * test call) ends at `deadline`. An open breaker throws cockatiel's `BrokenCircuitError` without an attempt.
   */
  async run<T>(
    path: string,
    idempotent: boolean,
    attempt: () => Promise<T>,
    deadline?: Pick<CallDeadline, 'exceeded' | 'race'>,
  ): Promise<T> {
    const breaker = this.#breakerOf(areaOf(path));
    this.#budget.recordCall();
    const retries = idempotent ? this.#options.maxRetries : 0;
    // A loop of its own rather than cockatiel's retry policy: the budget check (never spent on a last failure)
    // needed a policy per call, that is a policy, its executor and their emitters for every call in flight.
    let backoff: IBackoff<unknown> | undefined;
    for (let retry = 1; ; retry++) {
      try {
        // A closed breaker runs the attempt at once: only another state may make the call wait.
        const waits = deadline !== undefined && breaker.state !== CircuitState.Closed;
        const attempted = breaker.execute(attempt);
        return await (waits ? deadline.race(attempted) : attempted);
      } catch (error) {
        const retried =
          error instanceof UpstreamFailure &&
          retry <= retries &&
          !deadline?.exceeded &&
          this.#budget.trySpend();
        if (!retried) throw error;
      }
      backoff = backoff ? backoff.next(undefined) : this.#backoff.next();
      const pause = sleep(backoff.duration);
      await (deadline ? deadline.race(pause) : pause);
    }
  }

  #breakerOf(area: string): CircuitBreakerPolicy {
    let breaker = this.#breakers.get(area);
    if (!breaker) {
      breaker = circuitBreaker(
        handleWhen((error) => error instanceof UpstreamFailure),
        {
          halfOpenAfter: this.#options.breakerHalfOpenMs,
          breaker: new ConsecutiveBreaker(this.#options.breakerFailures),
        },
      );
      this.#breakers.set(area, breaker);
    }
    return breaker;
  }
}
