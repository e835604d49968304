import type { Readable } from 'node:stream';
import { bodyTooSlow, UPLOAD_TOO_LONG, UPLOAD_TOO_SLOW } from './multipart-errors.ts';

/** How fast a multipart body must come (`UPLOAD_*` settings). */
export interface BodyPace {
  /** Least bytes per second the client must send, averaged over each window in which the gateway waits for them. */
  minBytesPerSecond: number;
  rateWindowMs: number;
  /** Longest a whole body may take, waits for the legacy included. */
  bodyTimeoutMs: number;
}

/**
 * Watches a request body as the gateway reads it and calls `tooSlow` once when the client sends too slowly or
 * for too long; answers the function that ends the watch. Only time the gateway spends waiting for the client
 * counts towards the rate: while the body is paused (backpressure: the legacy takes the file slowly, or the
 * booking waits for an upload connection) the client is not to blame. A stalled client is cut after one window.
 */
export function watchBodyPace(body: Readable, pace: BodyPace, tooSlow: (error: Error) => void): () => void {
  const startedAt = Date.now();
  let tickedAt = startedAt;
  let waited = 0;
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
  };
  const timer = setInterval(
    () => {
      const now = Date.now();
      if (body.readableFlowing !== false) waited += now - tickedAt;
      tickedAt = now;
      if (now - startedAt > pace.bodyTimeoutMs) stop(bodyTooSlow(UPLOAD_TOO_LONG));
      else if (waited >= pace.rateWindowMs) {
        if (received * 1000 < pace.minBytesPerSecond * waited) stop(bodyTooSlow(UPLOAD_TOO_SLOW));
        waited = 0;
        received = 0;
      }
    },
    Math.max(10, Math.min(1000, pace.rateWindowMs / 10)),
  );
  const stop = (error?: Error) => {
    clearInterval(timer);
    body.off('data', count);
    body.off('end', ended);
    if (error) tooSlow(error);
  };
  const ended = () => stop();
  body.on('data', count);
  body.once('end', ended);
  return () => stop();
}
