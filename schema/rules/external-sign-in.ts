// The external sign-in ("Se connecter avec Google" in the seed's reading of isgoogle/togoogle/external, spec 000
// §2.3, §4). The spec gives its button and its outcome, not its failures: these messages are ours, in its tone.

export const EXTERNAL_SIGN_IN_LABEL = 'Se connecter avec Google';
export const EXTERNAL_SIGN_IN_FAILED = 'La connexion avec le compte Google a échoué. Veuillez réessayer.';
export const EXTERNAL_ACCOUNT_UNKNOWN =
  "Aucun compte confirmé n'est lié à ce compte Google : inscrivez-vous avec celui-ci, puis suivez le lien de confirmation reçu par mail.";
export const EXTERNAL_SIGN_IN_UNAVAILABLE = "La connexion avec un compte Google n'est pas disponible.";
export const EXTERNAL_ACCOUNT_EXPIRED =
  'La connexion avec le compte Google a expiré : veuillez vous connecter à nouveau avec celui-ci.';

/**
 * What the gateway's flow ends in: a portal session (`connexion`, from the sign-in page), or an external account
 * remembered for a form that links it (`liaison`: registration, invitation sign-up, and later the e-mail change).
 */
export const EXTERNAL_SIGN_IN_PURPOSES = ['connexion', 'liaison'] as const;
export type ExternalSignInPurpose = (typeof EXTERNAL_SIGN_IN_PURPOSES)[number];

/** The gateway's routes: the flow's start (GET, `?usage=&retour=`) and the provider's redirect back. */
export const EXTERNAL_SIGN_IN_PATH = '/connexion-externe';
export const EXTERNAL_SIGN_IN_CALLBACK_PATH = '/connexion-externe/retour';

/** The query parameter the flow adds to the page it returns to when it failed, and its values. */
export const EXTERNAL_OUTCOME_PARAM = 'externe';
export const EXTERNAL_OUTCOMES = {
  failed: 'echec',
  unknown: 'inconnu',
  unavailable: 'indisponible',
} as const;

/** The French message for an outcome the page was sent back with; null for anything else. */
export function externalOutcomeMessage(value: string | null): string | null {
  if (value === EXTERNAL_OUTCOMES.failed) return EXTERNAL_SIGN_IN_FAILED;
  if (value === EXTERNAL_OUTCOMES.unknown) return EXTERNAL_ACCOUNT_UNKNOWN;
  if (value === EXTERNAL_OUTCOMES.unavailable) return EXTERNAL_SIGN_IN_UNAVAILABLE;
  return null;
}

/** A path of this site to return to (no scheme, no host, no `//` or `\` trick); anything else is refused. */
export function isReturnPath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value) && value.length <= 1000;
}
