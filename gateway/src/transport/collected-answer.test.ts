import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'undici';
import type { Dispatcher } from 'undici';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CallDeadline } from './call-deadline.ts';
import { collectAnswer } from './collected-answer.ts';
import { CallDeadlineExceeded } from './call-deadline.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A dispatcher that keeps the handler undici would drive, so a test plays the connection's part. */
function heldDispatcher() {
  const held: { handler?: Dispatcher.DispatchHandler } = {};
  const dispatcher = {
    dispatch: (_options: unknown, handler: Dispatcher.DispatchHandler) => {
      held.handler = handler;
      return true;
    },
  } as unknown as Dispatcher;
  const abort = vi.fn();
  const controller = { abort } as unknown as Dispatcher.DispatchController;
  return { dispatcher, held, controller, abort };
}

describe('a legacy answer gathered whole', () => {
  it('reads an answer sent in several chunks, as its UTF-8 text without a byte order mark, with its headers', async () => {
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] });
      response.write(Buffer.from([0xef, 0xbb, 0xbf]));
      response.write('{"raisonSociale":"Champagne Morel ');
      // "Père" cut inside its "è": the decoder must join the two bytes.
      const accented = Buffer.from('Père"}');
      response.write(accented.subarray(0, 2));
      response.end(accented.subarray(2));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const pool = new Pool(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    const bound = new CallDeadline(5000);
    try {
      const answer = await collectAnswer(pool, { method: 'GET', path: '/api/user/dossiers' }, bound);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.text)).toEqual({ raisonSociale: 'Champagne Morel Père' });
      expect(answer.headers['content-type']).toBe('application/json');
      expect(answer.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    } finally {
      bound.clear();
      await pool.close();
      server.close();
    }
  });

  it('ends at the bound while undici still waits for a connection, and stops the call once it gets one', async () => {
    vi.useFakeTimers();
    const { dispatcher, held, controller, abort } = heldDispatcher();
    const answer = collectAnswer(dispatcher, { method: 'GET', path: '/api/droits' }, new CallDeadline(3000));

    vi.advanceTimersByTime(3000);
    await expect(answer).rejects.toBeInstanceOf(CallDeadlineExceeded);
    held.handler?.onRequestStart?.(controller, {});
    expect(abort).toHaveBeenCalledWith(expect.any(CallDeadlineExceeded));
  });

  it('stops a call on the wire at the bound', async () => {
    vi.useFakeTimers();
    const { dispatcher, held, controller, abort } = heldDispatcher();
    const answer = collectAnswer(dispatcher, { method: 'GET', path: '/api/droits' }, new CallDeadline(3000));
    held.handler?.onRequestStart?.(controller, {});

    vi.advanceTimersByTime(2999);
    expect(abort).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(abort).toHaveBeenCalledWith(expect.any(CallDeadlineExceeded));
    await expect(answer).rejects.toBeInstanceOf(CallDeadlineExceeded);
  });
});
