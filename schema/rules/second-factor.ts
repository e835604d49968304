import { z } from 'zod';
import { plainText } from './text.ts';

// Issue 47: the second factor of the portal (Mon compte > Sécurité de connexion, and the sign-in's second step).
// The spec has no second factor: these messages are ours, in the spec's tone.
export const SECOND_FACTOR_CODE_REQUIRED = 'Veuillez saisir le code de vérification.';
export const SECOND_FACTOR_CODE_WRONG = 'Code de vérification incorrect.';
export const SECOND_STEP_EXPIRED =
  'Votre connexion a expiré. Veuillez saisir à nouveau votre identifiant et votre mot de passe.';
export const SECOND_FACTOR_NAME_REQUIRED = 'Donnez un nom à cette application.';
export const PASSKEY_NAME_REQUIRED = 'Donnez un nom à cette clé d’accès.';
/** A passkey the browser could not make or show, or whose answer the gateway refused (expired, replayed, foreign). */
export const PASSKEY_REFUSED = 'La clé d’accès n’a pas pu être vérifiée. Veuillez réessayer.';
export const SECOND_FACTOR_NAME_TOO_LONG = 'Le nom ne peut pas dépasser 60 caractères.';
export const SECOND_FACTOR_ENROLMENT_EXPIRED = 'L’ajout a expiré. Veuillez recommencer.';
export const SECOND_FACTOR_UNKNOWN = 'Cette application n’est plus enregistrée.';
export const SECOND_FACTOR_PASSWORD_REQUIRED =
  'Saisissez votre mot de passe pour retirer votre dernière protection.';
export const SECOND_FACTOR_PASSWORD_WRONG = 'Mot de passe incorrect.';
/** The sign-in's answer while the factors cannot be read: never a session without the factor. */
export const SECOND_FACTOR_UNAVAILABLE =
  'Une erreur interne s’est produite. Veuillez réessayer dans quelques instants.';

/**
 * With SECOND_FACTOR_REQUIRED=collaborators, what a collaborator without a factor is told of anything but its
 * enrolment (code SECOND_FACTOR_ENROLMENT_REQUIRED, second-step.ts).
 */
export const SECOND_FACTOR_ENROLMENT_REQUIRED =
  'Le cabinet demande une protection de connexion à ses collaborateurs : ajoutez une clé d’accès ou une application d’authentification pour accéder au portail.';

export const SECOND_FACTOR_NAME_MAX_LENGTH = 60;
/** Recovery codes given at the first enrolment, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

/** A six-digit code of the app, or a recovery code (`xxxxx-xxxxx`), as typed: spaces and case do not count. */
export const secondFactorCodeInput = z.object({
  code: z
    .string()
    .trim()
    .min(1, SECOND_FACTOR_CODE_REQUIRED)
    .max(32, SECOND_FACTOR_CODE_WRONG)
    .check(plainText()),
});

const factorName = (requiredMessage: string) =>
  z
    .string()
    .trim()
    .min(1, requiredMessage)
    .max(SECOND_FACTOR_NAME_MAX_LENGTH, SECOND_FACTOR_NAME_TOO_LONG)
    .check(plainText());

export const secondFactorNameInput = z.object({ name: factorName(SECOND_FACTOR_NAME_REQUIRED) });
export const passkeyNameInput = z.object({ name: factorName(PASSKEY_NAME_REQUIRED) });
