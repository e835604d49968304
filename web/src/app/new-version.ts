// After a release, the chunks of the version a tab runs may be gone from the server (docs/decisions/013): a
// screen whose code cannot be fetched loads the new version once, where the person was going. Drafts live in
// local storage (offline/drafts.ts), so what was typed is still there after the reload.

// The address a reload was made for, in this tab only: the same address failing again after it is a fault of
// the new version itself, which another reload would not cure (no loop).
const RELOADED_FOR = 'portal.reloadedForNewVersion';

// How each browser says a module script or a stylesheet Vite preloads could not be fetched.
const FETCH_FAILURES = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's preload of a chunk's stylesheet
];

/** Whether an error is a chunk of the app's code that could not be fetched. */
export function isChunkLoadFailure(error: unknown): boolean {
  return error instanceof Error && FETCH_FAILURES.some((text) => error.message.includes(text));
}

const here = () => window.location.pathname + window.location.search;

/**
 * Whether the page may reload to the new version: no reload was made for this address yet. Without session
 * storage it may not: a reload could not be told from a loop.
 */
export function mayReloadToNewVersion(): boolean {
  try {
    return window.sessionStorage.getItem(RELOADED_FOR) !== here();
  } catch {
    return false;
  }
}

/** Reloads the page to the new version, marking the address it reloads for. */
export function reloadToNewVersion(): void {
  try {
    window.sessionStorage.setItem(RELOADED_FOR, here());
  } catch {
    return;
  }
  window.location.reload();
}

/** A screen was drawn: a later release may reload this address again. */
export function newVersionRunning(): void {
  try {
    window.sessionStorage.removeItem(RELOADED_FOR);
  } catch {
    // No storage: no mark was made either.
  }
}
