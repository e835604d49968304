import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallDeadline } from './call-deadline.ts';
import { CallDeadlineExceeded } from './call-deadline.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the bound of a legacy call', () => {
  it('aborts its signal at the bound, with the reason undici rejects the request with, and tells its waiters', () => {
    const deadline = new CallDeadline(3000);
    const heard: unknown[] = [];
    deadline.whenExceeded((error) => heard.push(error));
    const stopped = vi.fn();
    deadline.whenExceeded(stopped)();

    vi.advanceTimersByTime(2999);
    expect([deadline.exceeded, deadline.signal.aborted, heard]).toEqual([false, false, []]);
    vi.advanceTimersByTime(1);
    expect(deadline.exceeded).toBe(true);
    expect(deadline.signal.reason).toBeInstanceOf(CallDeadlineExceeded);
    expect(heard).toEqual([deadline.signal.reason]);
    expect(stopped).not.toHaveBeenCalled();
  });

  it('ends the race of a retry’s backoff at the bound, and lets an answer in time through', async () => {
    const late = new CallDeadline(3000);
    const backoff = late.race(new Promise(() => undefined));
    vi.advanceTimersByTime(3000);
    await expect(backoff).rejects.toBeInstanceOf(CallDeadlineExceeded);

    const inTime = new CallDeadline(3000);
    await expect(inTime.race(Promise.resolve('réponse'))).resolves.toBe('réponse');
    inTime.clear();
  });

  it('ends an attempt at the shorter of the call’s bound and its own', () => {
    const long = new CallDeadline(60_000);
    const attempt = long.within(10_000);
    vi.advanceTimersByTime(10_000);
    expect([attempt.exceeded, long.exceeded]).toEqual([true, false]);

    const short = new CallDeadline(3000);
    expect(short.within(10_000)).toBe(short);
  });

  it('forgets an attempt’s bound once cleared, even when the call’s bound passes later', () => {
    const call = new CallDeadline(5000);
    const attempt = call.within(4000);
    attempt.clear();
    vi.advanceTimersByTime(5000);
    expect([call.exceeded, attempt.exceeded]).toEqual([true, false]);
  });

  it('ends an attempt when the call’s bound passes first (a long wait for a connection)', () => {
    const call = new CallDeadline(12_000);
    vi.advanceTimersByTime(11_000);
    const attempt = call.within(10_000);
    vi.advanceTimersByTime(1000);
    expect([call.exceeded, attempt.exceeded]).toEqual([true, true]);
    expect(attempt.signal.reason).toBe(call.signal.reason);
  });
});
