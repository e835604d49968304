import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isChunkLoadFailure,
  mayReloadToNewVersion,
  newVersionRunning,
  reloadToNewVersion,
} from './new-version.ts';

describe('loading the new version after a release', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/contacts');
  });

  it('tells a chunk that could not be fetched from any other failure', () => {
    expect(
      isChunkLoadFailure(
        new TypeError('Failed to fetch dynamically imported module: http://x/assets/a-1.js'),
      ),
    ).toBe(true);
    expect(isChunkLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadFailure(new Error('Unable to preload CSS for /assets/a-1.css'))).toBe(true);
    expect(isChunkLoadFailure(new Error('Response not successful'))).toBe(false);
    expect(isChunkLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads an address once: failing again after its reload, it stays on the error', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    expect(mayReloadToNewVersion()).toBe(true);
    reloadToNewVersion();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(mayReloadToNewVersion()).toBe(false);
    vi.restoreAllMocks();
  });

  it('reloads again once a screen of the new version was drawn', () => {
    window.sessionStorage.setItem('portal.reloadedForNewVersion', '/contacts');
    expect(mayReloadToNewVersion()).toBe(false);
    newVersionRunning();
    expect(mayReloadToNewVersion()).toBe(true);
  });
});
