import { randomUUID } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { Redis } from 'ioredis';

/** Deletes or extends the lock only while it is still this holder's (its token), never another's. */
const RELEASE =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";
const EXTEND =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0";

export interface RedisLockerOptions {
  /** How long a holder's lock lives without being renewed: a replica that dies frees its uploads after it. */
  ttlMs?: number;
  /** How long a request waits for the lock before tus answers ERR_LOCK_TIMEOUT (the client then retries). */
  acquireTimeoutMs?: number;
  /** Between two attempts to take a lock another request holds. */
  retryMs?: number;
}

/**
 * The tus uploads' lock shared by every replica (issue 41): one request at a time writes an upload, whichever
 * replica it reaches. A lock is a Redis key taken with SET NX PX, renewed while held, freed only by its holder.
 * A request that finds it taken asks the holder to let go, on a pub/sub channel every replica listens to, as
 * @tus/server's MemoryLocker does within one process: the holder is the replica still writing a PATCH whose
 * client has given up (a half-open connection), and the client's resumed PATCH must not wait for it.
 */
export class RedisLocker implements Locker {
  readonly #redis: Redis;
  readonly #subscriber: Redis;
  readonly #options: Required<RedisLockerOptions>;
  readonly #held = new Map<string, RequestRelease>();
  readonly #prefix: string;
  readonly #channel: string;

  private constructor(redis: Redis, subscriber: Redis, prefix: string, options: RedisLockerOptions) {
    this.#redis = redis;
    this.#subscriber = subscriber;
    this.#prefix = prefix;
    this.#channel = `${prefix}release`;
    this.#options = { ttlMs: 30_000, acquireTimeoutMs: 30_000, retryMs: 50, ...options };
    subscriber.on('message', (channel: string, id: string) => {
      if (channel === this.#channel) void this.#held.get(id)?.();
    });
  }

  /** A locker on `redis`, listening for release requests on a connection of its own. */
  static async open(redis: Redis, prefix: string, options: RedisLockerOptions = {}) {
    const subscriber = redis.duplicate({ enableOfflineQueue: true });
    // An outage shows in the log of `redis`, which fails at the same moment; this one reconnects and resubscribes.
    subscriber.on('error', () => undefined);
    const locker = new RedisLocker(redis, subscriber, prefix, options);
    await subscriber.subscribe(locker.#channel);
    return locker;
  }

  close(): void {
    this.#subscriber.disconnect();
  }

  newLock(id: string): Lock {
    const key = `${this.#prefix}lock:${id}`;
    const token = randomUUID();
    const { ttlMs, acquireTimeoutMs, retryMs } = this.#options;
    let renewal: NodeJS.Timeout | undefined;
    return {
      lock: async (stopSignal, requestRelease) => {
        const deadline = Date.now() + acquireTimeoutMs;
        let askedRelease = false;
        while (!stopSignal.aborted && Date.now() < deadline) {
          if ((await this.#redis.set(key, token, 'PX', ttlMs, 'NX')) === 'OK') {
            this.#held.set(id, requestRelease);
            renewal = setInterval(() => {
              this.#redis.eval(EXTEND, 1, key, token, ttlMs).catch(() => undefined);
            }, ttlMs / 3);
            renewal.unref();
            return;
          }
          if (!askedRelease) {
            askedRelease = true;
            await this.#redis.publish(this.#channel, id);
          }
          await new Promise((resolve) => setTimeout(resolve, retryMs));
        }
        // tus answers with the status and body of the error object it catches, its own ERRORS (as MemoryLocker).
        // eslint-disable-next-line @typescript-eslint/only-throw-error
        throw ERRORS.ERR_LOCK_TIMEOUT;
      },
      unlock: async () => {
        clearInterval(renewal);
        this.#held.delete(id);
        await this.#redis.eval(RELEASE, 1, key, token);
      },
    };
  }
}
