import { EventEmitter } from 'node:events';

/**
 * The call's bound passed before the legacy was asked (waiting for a connection) or between two attempts: the
 * gateway ran out of time, the legacy is not to blame, so the breaker does not count it.
 */
export class CallDeadlineExceeded extends Error {
  constructor() {
    super('legacy call bound passed before an answer');
  }
}

/**
 * The abort signal of a call's bound, as an EventEmitter: undici takes one beside an AbortSignal, and an
 * EventEmitter's listeners cost less than an EventTarget's, added and removed for every call (0.92× and 0.94× the
 * CPU per home query, bench:ab, 3 and 5 rounds).
 */
class BoundSignal extends EventEmitter {
  aborted = false;
  reason: unknown = undefined;

  abort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    this.emit('abort');
  }
}

/**
 * The bound of one legacy call, counted from its creation: its signal aborts at the bound (undici's request stops),
 * and whatever waits for the call (a connection slot, the race of a retry's backoff) hears it too. Listeners on an
 * AbortSignal, added and removed for every call and every wait, are what Node's EventTarget makes costly: the
 * gateway spent 0.88× then 0.94× the CPU per home query without them (bench:ab, 3 rounds each). The timer goes with
 * `clear()` once the call is answered: a call must not keep its answer and an armed timer alive until a bound
 * that no longer matters.
 */
export class CallDeadline {
  readonly ms: number;
  readonly signal = new BoundSignal();
  readonly #timer: NodeJS.Timeout;
  // A bound made by `within` stops listening to the longer one once cleared.
  #detach: (() => void) | null = null;

  constructor(ms: number) {
    this.ms = ms;
    this.#timer = setTimeout(() => this.signal.abort(new CallDeadlineExceeded()), ms);
  }

  /**
   * A bound that also ends `ms` from now, for an attempt of a call whose own bound is longer: whichever comes
   * first ends it.
   */
  within(ms: number): CallDeadline {
    if (ms >= this.ms) return this;
    const inner = new CallDeadline(ms);
    inner.#detach = this.whenExceeded((exceeded) => inner.signal.abort(exceeded));
    return inner;
  }

  get exceeded(): boolean {
    return this.signal.aborted;
  }

  /** Calls `onExceeded` at the bound, unless the answered function is called first. */
  whenExceeded(onExceeded: (error: CallDeadlineExceeded) => void): () => void {
    const listener = () => onExceeded(this.signal.reason as CallDeadlineExceeded);
    this.signal.once('abort', listener);
    return () => this.signal.removeListener('abort', listener);
  }

  /** The call's outcome, or `CallDeadlineExceeded` at the bound even while a retry waits out its backoff. */
  race<T>(work: Promise<T>): Promise<T> {
    const exceeded = new Promise<never>((_resolve, reject) => {
      if (this.exceeded) reject(new CallDeadlineExceeded());
      else this.whenExceeded(reject);
    });
    return Promise.race([work, exceeded]);
  }

  clear(): void {
    clearTimeout(this.#timer);
    this.#detach?.();
    this.signal.removeAllListeners();
  }
}
