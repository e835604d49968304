import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * A connection to the replicas' shared Redis (REDIS_URL): it must answer at start; later, while it is away, a
 * command fails at once (no offline queue) and its user falls back on what it has in memory or refuses.
 */
export async function connectRedis(
  redisUrl: string,
  log: FastifyBaseLogger,
  outageMessage: string,
): Promise<Redis> {
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  redis.on('error', (error: Error) => {
    log.warn({ err: error }, outageMessage);
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL: Redis does not answer (${(error as Error).message})`, { cause: error });
  }
  return redis;
}
