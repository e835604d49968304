import { WANTED_DOSSIER_COOKIE } from '@portal/schema/rules/first-screen';
import { CODE } from '@portal/schema/rules/id-patterns';

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
  return wanted !== null && CODE.test(wanted) ? wanted : null;
}

const A_YEAR_IN_SECONDS = 365 * 24 * 3600;

// The gateway reads the wanted code from this cookie to answer the signed-in home's first queries inside its
// HTML (gateway/src/http/first-screen.ts), for the file this browser will ask for. Not a secret: a code is in
// the page's address too, and the gateway checks the file is the person's as for any query.
function writeCookie(value: string | null): void {
  document.cookie =
    value === null
      ? `${WANTED_DOSSIER_COOKIE}=; path=/; max-age=0; samesite=lax`
      : `${WANTED_DOSSIER_COOKIE}=${encodeURIComponent(value)}; path=/; max-age=${A_YEAR_IN_SECONDS}; samesite=lax`;
}

export function setWantedCodeDossier(code: string): void {
  write(WANTED_CODE_KEY, code);
  writeCookie(code);
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

/**
 * The wanted file as the signed-in middleware reads and keeps it: this browser's storage, or, when the gateway
 * renders the first screen, the request's cookie (server/render-first-screen.tsx).
 */
export interface WantedDossier {
  get(): string | null;
  set(code: string): void;
}

export const browserWantedDossier: WantedDossier = { get: getWantedCodeDossier, set: setWantedCodeDossier };

/** Sign-out: the next person on this browser must not inherit the file or the target of this one. */
export function forgetWantedDossier(): void {
  write(WANTED_CODE_KEY, null);
  writeCookie(null);
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
