// Issue 22: the rate limit of tokens and sessions, as the gateway answers it and a script shows it.

/**
 * The points a token or a signed-in person may spend per minute by default: one point per legacy call, at least
 * one per request. The web app's cold load of the home costs 30: a person clicking cannot come near it.
 */
export const DEFAULT_POINTS_PER_MINUTE = 3000;

export const RATE_LIMITED_MESSAGE = (seconds: number): string =>
  `Budget de requêtes épuisé : réessayez dans ${seconds} s.`;
