// Spec 000 §5 and §9: the password policy of registration and account change (8) and of a reset (12).
export const REGISTRATION_MIN_LENGTH = 8;
export const RESET_MIN_LENGTH = 12;

/** Spec 000 §5, registration with an empty password. */
export const EMPTY_PASSWORD = 'Le mot de passe doit comporter au moins 8 caractères.';
/** Spec 000 §5: the breach-range service could not be asked. */
export const BREACH_CHECK_FAILED = 'Une erreur est survenue lors de la vérification du mot de passe.';
// The spec states the rule without its words for a password that breaks it: ours, in the spec's tone.
export const policyMessage = (minLength: number) =>
  `Le mot de passe doit comporter au moins ${minLength} caractères, dont un chiffre, une majuscule, une minuscule et un symbole.`;
// The spec asks for a warning with Retour / Continuer and gives no words: ours.
export const BREACHED_PASSWORD_WARNING =
  'Ce mot de passe figure dans une fuite de données connue. Nous vous conseillons d’en choisir un autre.';

const CLASSES = [/\d/, /\p{Lu}/u, /\p{Ll}/u, /[^\p{L}\p{N}\s]/u] as const;

/** True when the password has the length and the four kinds of character (digit, upper, lower, symbol). */
export const meetsPasswordPolicy = (password: string, minLength: number): boolean =>
  [...password].length >= minLength && CLASSES.every((kind) => kind.test(password));

export type PasswordStrength = 'faible' | 'moyen' | 'fort';

/** The live indication under the field: how many of the policy's five requirements hold. */
export function passwordStrength(password: string, minLength: number): PasswordStrength {
  const met =
    CLASSES.filter((kind) => kind.test(password)).length + ([...password].length >= minLength ? 1 : 0);
  return met === 5 ? 'fort' : met >= 3 ? 'moyen' : 'faible';
}

/** Length of the SHA-1 prefix a k-anonymity range query sends (the public service's format). */
export const BREACH_PREFIX_LENGTH = 5;

/**
 * Reads a range answer (`SUFFIX:COUNT` lines, CRLF or LF) for the hash's suffix; padding lines count 0.
 * `sha1Hex` is the whole hash in hexadecimal, any case.
 */
export function breachCount(rangeText: string, sha1Hex: string): number {
  const suffix = sha1Hex.slice(BREACH_PREFIX_LENGTH).toUpperCase();
  for (const line of rangeText.split(/\r?\n/)) {
    const [lineSuffix, count] = line.trim().split(':');
    if (lineSuffix?.toUpperCase() === suffix) return Number(count) || 0;
  }
  return 0;
}
