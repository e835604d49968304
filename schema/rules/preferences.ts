// Spec 000 §8, account: the preferences' success toast (a failure shows the server's message).
export const PREFERENCES_SAVED = 'Préférences enregistrées';
export const MAIL_THEME_UNKNOWN = 'Thème inconnu.';

/** The mail themes asked for, as the legacy's ids: null when one is not an id the legacy could have given. */
export function mailThemeIds(ids: readonly string[]): number[] | null {
  const parsed = ids.map((id) => (/^\d{1,9}$/.test(id) ? Number(id) : Number.NaN));
  return parsed.some(Number.isNaN) ? null : [...new Set(parsed)];
}
