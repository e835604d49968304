import { PassThrough, Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { watchBodyPace } from './body-pace.ts';

const WINDOW_MS = 200;
const pace = { minBytesPerSecond: 1000, rateWindowMs: WINDOW_MS, bodyTimeoutMs: 60_000 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A body read by a reader that takes everything at once, or holds the body back when `holding`. */
function watchedBody(options: { holding?: boolean; pace?: typeof pace } = {}) {
  const body = new PassThrough();
  const reader = new Writable({
    highWaterMark: 1,
    write(_chunk, _encoding, callback) {
      if (!options.holding) callback();
    },
  });
  body.pipe(reader);
  const cuts: Error[] = [];
  const stop = watchBodyPace(body, options.pace ?? pace, (error) => cuts.push(error));
  const trickle = setInterval(() => body.write(Buffer.from('.')), 20);
  cleanups.push(() => {
    clearInterval(trickle);
    stop();
    body.destroy();
  });
  return { body, cuts, trickle };
}

const extensionsOf = (error: Error | undefined) =>
  (error as { extensions?: unknown } | undefined)?.extensions;

describe('the pace of a multipart body', () => {
  it('cuts a client that sends less than the least rate during a window of reading', async () => {
    const { cuts } = watchedBody();
    await sleep(WINDOW_MS * 3);
    expect(cuts.map((e) => e.message)).toEqual(["L'envoi est trop lent : la requête a été interrompue."]);
    expect(extensionsOf(cuts[0])).toEqual({ code: 'REQUEST_TIMEOUT', http: { status: 408 } });
  });

  it('does not count the time the gateway holds the body back (the legacy takes it slowly)', async () => {
    const { body, cuts } = watchedBody({ holding: true });
    // Enough to fill the buffers: the pipe pauses the body until the reader takes more.
    body.write(Buffer.alloc(64 * 1024));
    await sleep(WINDOW_MS * 4);
    expect(body.readableFlowing).toBe(false);
    expect(cuts).toEqual([]);
  });

  it('lets a client that keeps the rate send on', async () => {
    const { body, cuts, trickle } = watchedBody();
    clearInterval(trickle);
    const steady = setInterval(() => body.write(Buffer.alloc(100)), 20);
    cleanups.push(() => clearInterval(steady));
    await sleep(WINDOW_MS * 4);
    expect(cuts).toEqual([]);
  });

  it('cuts a body that takes longer than the body timeout, whatever its rate', async () => {
    const { body, cuts, trickle } = watchedBody({ pace: { ...pace, bodyTimeoutMs: WINDOW_MS } });
    clearInterval(trickle);
    const fast = setInterval(() => body.write(Buffer.alloc(10_000)), 20);
    cleanups.push(() => clearInterval(fast));
    await sleep(WINDOW_MS * 3);
    expect(cuts.map((e) => e.message)).toEqual([
      "L'envoi a pris trop de temps : la requête a été interrompue.",
    ]);
  });

  it('stops watching once the body has ended', async () => {
    const { body, cuts, trickle } = watchedBody();
    clearInterval(trickle);
    body.end();
    await sleep(WINDOW_MS * 3);
    expect(cuts).toEqual([]);
  });
});
