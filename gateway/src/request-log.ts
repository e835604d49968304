import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

const current = new AsyncLocalStorage<FastifyBaseLogger>();

/** Runs the handling of one HTTP request so that logRequest() answers that request's logger (with its id). */
export function withRequestLog<T>(log: FastifyBaseLogger, handle: () => T): T {
  return current.run(log, handle);
}

/**
 * The logger of the HTTP request being handled, else the fallback. Yoga logs through one logger made at start;
 * this is how its lines carry the request id like every other line.
 */
export function requestLog(fallback: FastifyBaseLogger): FastifyBaseLogger {
  return current.getStore() ?? fallback;
}
