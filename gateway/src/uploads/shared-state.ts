import type { Locker } from '@tus/server';
import type { FastifyBaseLogger } from 'fastify';
import { connectRedis } from '../runtime/redis.ts';
import { MemoryInFlightUploads, RedisInFlightUploads, type InFlightUploads } from './in-flight-uploads.ts';
import { RedisLocker } from './redis-locker.ts';

/** What the replicas must agree on about the resumable uploads: who writes an upload now, and who has what in flight. */
export interface UploadCoordination {
  locker: Locker | undefined;
  inFlight: InFlightUploads;
  close: () => void;
}

/**
 * Shared in Redis when the gateway has one, so that a PATCH resumed on another replica waits for none still running
 * and a person's uploads count together; else @tus/server's own locker and counts in this process (one gateway).
 */
export async function openUploadCoordination(
  redisUrl: string | null,
  log: FastifyBaseLogger,
  lifetimeMs: number,
): Promise<UploadCoordination> {
  if (redisUrl === null)
    return { locker: undefined, inFlight: new MemoryInFlightUploads(lifetimeMs), close: () => undefined };
  // While Redis is away an upload cannot be locked: tus answers 500 and the browser resumes it later.
  const redis = await connectRedis(redisUrl, log, 'resumable uploads cannot reach Redis; their locks fail');
  const locker = await RedisLocker.open(redis, 'portail:depots:');
  return {
    locker,
    inFlight: new RedisInFlightUploads(redis, 'portail:depots-en-cours:', lifetimeMs),
    close: () => {
      locker.close();
      redis.disconnect();
    },
  };
}
