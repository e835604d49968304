/** Name of the legacy's session cookie, which the gateway keeps inside its own `portail_session` cookie. */
export const LEGACY_SESSION_COOKIE = 'LEGACY_SESSION';
