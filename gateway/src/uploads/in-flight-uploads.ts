import { MAX_IN_FLIGHT_UPLOAD_BYTES, MAX_IN_FLIGHT_UPLOADS } from '@portal/schema/rules/document-uploads';
import type { Redis } from 'ioredis';

/**
 * The resumable uploads each person has created and not yet finished (issue 42: one person left 30 parts, 750 MB
 * declared, on the disk). A creation past `MAX_IN_FLIGHT_UPLOADS` files or `MAX_IN_FLIGHT_UPLOAD_BYTES` declared
 * is refused; an upload older than the uploads' lifetime no longer counts (the store's sweep removes its parts).
 */
export interface InFlightUploads {
  /** Counts the upload `id` of `size` bytes against its owner's caps, at once with the check; false when past. */
  reserve(owner: string, id: string, size: number): Promise<boolean>;
  /** Whole (sent or refused by the legacy), ended by its creator, or never created. */
  ended(owner: string, id: string): Promise<void>;
}

/** One gateway alone: the counts in this process's memory. */
export class MemoryInFlightUploads implements InFlightUploads {
  readonly #owners = new Map<string, Map<string, { size: number; at: number }>>();
  readonly #lifetimeMs: number;

  constructor(lifetimeMs: number) {
    this.#lifetimeMs = lifetimeMs;
  }

  reserve(owner: string, id: string, size: number): Promise<boolean> {
    const now = Date.now();
    const mine = this.#owners.get(owner) ?? new Map<string, { size: number; at: number }>();
    for (const [other, upload] of mine) if (upload.at <= now - this.#lifetimeMs) mine.delete(other);
    const bytes = [...mine.values()].reduce((sum, upload) => sum + upload.size, 0);
    const admitted = mine.size < MAX_IN_FLIGHT_UPLOADS && bytes + size <= MAX_IN_FLIGHT_UPLOAD_BYTES;
    if (admitted) mine.set(id, { size, at: now });
    if (mine.size > 0) this.#owners.set(owner, mine);
    else this.#owners.delete(owner);
    return Promise.resolve(admitted);
  }

  ended(owner: string, id: string): Promise<void> {
    const mine = this.#owners.get(owner);
    mine?.delete(id);
    if (mine?.size === 0) this.#owners.delete(owner);
    return Promise.resolve();
  }
}

// One hash per person, a field per upload holding "size:createdAt"; checked, pruned and written in one script so
// that two replicas creating at the same moment cannot both pass the last place.
const RESERVE = `
local fields = redis.call('HGETALL', KEYS[1])
local now, lifetime = tonumber(ARGV[1]), tonumber(ARGV[2])
local count, bytes = 0, 0
for i = 1, #fields, 2 do
  local size, at = string.match(fields[i + 1], '^(%d+):(%d+)$')
  if tonumber(at) <= now - lifetime then
    redis.call('HDEL', KEYS[1], fields[i])
  else
    count = count + 1
    bytes = bytes + tonumber(size)
  end
end
if count >= tonumber(ARGV[5]) or bytes + tonumber(ARGV[4]) > tonumber(ARGV[6]) then return 0 end
redis.call('HSET', KEYS[1], ARGV[3], ARGV[4] .. ':' .. ARGV[1])
redis.call('PEXPIRE', KEYS[1], lifetime)
return 1
`;

/**
 * Several replicas: the counts in their shared Redis, so that a person is held to the caps whichever replica each
 * creation reaches. While Redis is away, each replica counts on its own (the caps then hold per replica).
 */
export class RedisInFlightUploads implements InFlightUploads {
  readonly #redis: Redis;
  readonly #prefix: string;
  readonly #lifetimeMs: number;
  readonly #fallback: MemoryInFlightUploads;

  constructor(redis: Redis, prefix: string, lifetimeMs: number) {
    this.#redis = redis;
    this.#prefix = prefix;
    this.#lifetimeMs = lifetimeMs;
    this.#fallback = new MemoryInFlightUploads(lifetimeMs);
  }

  async reserve(owner: string, id: string, size: number): Promise<boolean> {
    try {
      const admitted = await this.#redis.eval(
        RESERVE,
        1,
        this.#prefix + owner,
        Date.now(),
        this.#lifetimeMs,
        id,
        size,
        MAX_IN_FLIGHT_UPLOADS,
        MAX_IN_FLIGHT_UPLOAD_BYTES,
      );
      return admitted === 1;
    } catch {
      return this.#fallback.reserve(owner, id, size);
    }
  }

  async ended(owner: string, id: string): Promise<void> {
    await this.#fallback.ended(owner, id);
    await this.#redis.hdel(this.#prefix + owner, id).catch(() => undefined);
  }
}
