import { CallDeadlineExceeded } from './upstream-policy.ts';

/**
 * The bound of one legacy call, counted from its creation: its signal aborts at the bound (undici's request stops),
 * and whatever waits for the call (a connection slot, the race of a retry's backoff) hears it from the timer
 * itself. A listener on the signal, added and removed for every call and every wait, is what Node's EventTarget
 * makes costly: without it the gateway spent 0.88× the CPU per home query (bench:ab, 3 rounds). The timer goes with
 * `clear()` once the call is answered: a call must not keep its answer and an armed timer alive until a bound
 * that no longer matters.
 */
export class CallDeadline {
  readonly ms: number;
  readonly #controller = new AbortController();
  readonly #timer: NodeJS.Timeout;
  readonly #waiters = new Set<(error: CallDeadlineExceeded) => void>();

  constructor(ms: number) {
    this.ms = ms;
    this.#timer = setTimeout(() => {
      const exceeded = new CallDeadlineExceeded();
      this.#controller.abort(exceeded);
      for (const waiter of this.#waiters) waiter(exceeded);
      this.#waiters.clear();
    }, ms);
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  get exceeded(): boolean {
    return this.#controller.signal.aborted;
  }

  /** Calls `onExceeded` at the bound, unless the answered function is called first. */
  whenExceeded(onExceeded: (error: CallDeadlineExceeded) => void): () => void {
    this.#waiters.add(onExceeded);
    return () => this.#waiters.delete(onExceeded);
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
    this.#waiters.clear();
  }
}
