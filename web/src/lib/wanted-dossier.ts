import { codeDossier } from '@portal/schema/rules/ids';

// The wanted file code and the redirect target survive reloads and sign-in round trips, as in the legacy
// portal, so they live in local storage rather than in memory.
const WANTED_CODE_KEY = 'portal.codeDossier';
const REDIRECT_TO_KEY = 'portal.redirectTo';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private browsing may refuse storage: the portal still works, it only forgets the choice.
  }
}

export function getWantedCodeDossier(): string | null {
  const wanted = read(WANTED_CODE_KEY);
  // A code the gateway would refuse (a mistyped link) is no wish: the favourite file is selected instead.
  return wanted !== null && codeDossier.safeParse(wanted).success ? wanted : null;
}

export function setWantedCodeDossier(code: string): void {
  write(WANTED_CODE_KEY, code);
}

export function getRedirectTo(): string | null {
  return read(REDIRECT_TO_KEY);
}

export function setRedirectTo(target: string): void {
  write(REDIRECT_TO_KEY, target);
}

export function clearRedirectTo(): void {
  write(REDIRECT_TO_KEY, null);
}

/** Sign-out: the next person on this browser must not inherit the file or the target of this one. */
export function forgetWantedDossier(): void {
  write(WANTED_CODE_KEY, null);
  write(REDIRECT_TO_KEY, null);
}

/**
 * Spec 000 §2.2: the attempted path becomes the redirect target, unless it is the current path, the root
 * or home (going back there after sign-in is the default anyway).
 */
export function rememberAttemptedPath(attempted: string, current: string | null): void {
  const pathname = attempted.split(/[?#]/)[0] ?? attempted;
  if (
    attempted === current ||
    pathname === '/' ||
    pathname === '/accueil' ||
    pathname.startsWith('/accueil/')
  ) {
    return;
  }
  setRedirectTo(attempted);
}
