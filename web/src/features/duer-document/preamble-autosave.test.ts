import { PREAMBLE_AUTOSAVE_MS } from '@portal/schema/rules/duer-preamble';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAutosave } from './preamble-autosave.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function autosave(state: { dirty: boolean }, answer: () => Promise<boolean> = () => Promise.resolve(true)) {
  const save = vi.fn(answer);
  const onSaved = vi.fn();
  const stop = startAutosave({ isDirty: () => state.dirty, save, onSaved });
  return { save, onSaved, stop };
}

describe('the preamble’s autosave', () => {
  it('saves unsaved changes once 5 minutes have passed, not before, and says so', async () => {
    const { save, onSaved } = autosave({ dirty: true });
    await vi.advanceTimersByTimeAsync(PREAMBLE_AUTOSAVE_MS - 1);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('does nothing while nothing is unsaved, then saves at the next tick once something is typed', async () => {
    const state = { dirty: false };
    const { save } = autosave(state);
    await vi.advanceTimersByTimeAsync(2 * PREAMBLE_AUTOSAVE_MS);
    expect(save).not.toHaveBeenCalled();
    state.dirty = true;
    await vi.advanceTimersByTimeAsync(PREAMBLE_AUTOSAVE_MS);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('does not say it saved when the save failed, and tries again at the next tick', async () => {
    const { save, onSaved } = autosave({ dirty: true }, () => Promise.resolve(false));
    await vi.advanceTimersByTimeAsync(2 * PREAMBLE_AUTOSAVE_MS);
    expect(save).toHaveBeenCalledTimes(2);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('starts no second save while one is still running', async () => {
    let finish: (saved: boolean) => void = () => undefined;
    const { save, onSaved } = autosave({ dirty: true }, () => new Promise((resolve) => (finish = resolve)));
    await vi.advanceTimersByTimeAsync(3 * PREAMBLE_AUTOSAVE_MS);
    expect(save).toHaveBeenCalledTimes(1);
    finish(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('stops with the screen', async () => {
    const { save, stop } = autosave({ dirty: true });
    stop();
    await vi.advanceTimersByTimeAsync(PREAMBLE_AUTOSAVE_MS);
    expect(save).not.toHaveBeenCalled();
  });
});
