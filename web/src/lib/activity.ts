// Time of the last call to the API; the inactivity dialog compares it with the clock.
let lastApiCallAt = Date.now();

export function markApiCall(at: number = Date.now()): void {
  lastApiCallAt = at;
}

export function getLastApiCallAt(): number {
  return lastApiCallAt;
}

/** Spec 000 §9: the page must be reloaded after 24 h without an API call. */
export const INACTIVITY_LIMIT_MS = 24 * 60 * 60 * 1000;
/** Spec 000 §9: the inactivity is checked every 5 s. */
export const INACTIVITY_CHECK_MS = 5000;
