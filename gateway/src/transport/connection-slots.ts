import type { CallDeadline } from './call-deadline.ts';
import { CallDeadlineExceeded } from './call-deadline.ts';

type Release = () => void;

/**
 * The connections to the legacy, counted by the gateway: a call takes a slot before it is sent and gives it back
 * when its answer is read (or its streamed body closes). With as many slots as the pool has connections, undici
 * never queues, so every wait happens here, where it ends at the call's deadline. undici's own queue would keep
 * an aborted call waiting until a connection frees (its signal is only looked at then), and the semaphores on npm
 * (async-sema, async-mutex) cannot drop one waiter either.
 */
export class ConnectionSlots {
  #free: number;
  // Insertion order is the order of arrival: the longest waiter is served first.
  readonly #waiting = new Set<() => void>();

  constructor(size: number) {
    this.#free = size;
  }

  /**
   * A slot, or `CallDeadlineExceeded` once `deadline` passes first; the answer gives the slot back, once. A free
   * slot is given at once, not through a promise: most calls find one.
   */
  take(deadline: CallDeadline): Release | Promise<Release> {
    if (deadline.exceeded) throw new CallDeadlineExceeded();
    if (this.#free > 0) {
      this.#free -= 1;
      return this.#release();
    }
    return new Promise<Release>((resolve, reject) => {
      const stopWaiting = deadline.whenExceeded((exceeded) => {
        this.#waiting.delete(grant);
        reject(exceeded);
      });
      const grant = () => {
        stopWaiting();
        const release = this.#release();
        // The deadline may have passed while the slot was on its way: nothing is sent for nobody.
        if (deadline.exceeded) {
          release();
          reject(new CallDeadlineExceeded());
        } else resolve(release);
      };
      this.#waiting.add(grant);
    });
  }

  #release(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#handOn();
    };
  }

  // A freed slot goes straight to the longest waiter, so no newcomer can overtake it.
  #handOn(): void {
    const [next] = this.#waiting;
    if (!next) {
      this.#free += 1;
      return;
    }
    this.#waiting.delete(next);
    next();
  }
}
