import { z } from 'zod';

// Issue 22: personal access tokens for scripts, their screen ('Accès API') and the gateway's refusals.
export const API_TOKEN_NAME_REQUIRED = 'Donnez un nom au jeton.';
export const API_TOKEN_NAME_TOO_LONG = 'Le nom du jeton ne peut pas dépasser 80 caractères.';
export const API_TOKEN_EXPIRY_RANGE = 'La durée de validité doit être comprise entre 1 et 90 jours.';
export const API_TOKEN_CREATED = 'Le jeton a bien été créé. Copiez-le maintenant : il ne sera plus affiché.';
export const API_TOKEN_REVOKED = 'Le jeton a bien été révoqué.';
export const API_TOKEN_REVOKE_CONFIRM =
  'Voulez-vous vraiment révoquer ce jeton ? Les scripts qui l’utilisent seront refusés aussitôt.';
export const API_TOKEN_UNKNOWN = 'Ce jeton n’existe pas ou a déjà été révoqué.';
export const NO_API_TOKENS = 'Vous n’avez créé aucun jeton.';
/** Every refused bearer credential gets this one message: nothing tells a guesser which part was wrong. */
export const API_TOKEN_REFUSED = 'Jeton d’accès inconnu, expiré ou révoqué.';
export const API_TOKEN_MALFORMED =
  'En-tête Authorization mal formé : envoyez « Authorization: Bearer <jeton> ».';
/** A request with neither a session nor a token asking for signed-in data (issue 46): how to authenticate. */
export const API_CREDENTIALS_MISSING =
  'Vous n’êtes pas connecté : connectez-vous au portail, ou envoyez un jeton dans l’en-tête « Authorization: Bearer <jeton> ».';
export const API_TOKEN_IN_URL =
  'Un jeton ne doit jamais figurer dans une adresse : envoyez-le dans l’en-tête Authorization.';
export const API_TOKEN_SESSION_ENDED =
  'La session des jetons de son propriétaire a pris fin : il doit la renouveler dans Mon compte > Accès API pour que le jeton serve à nouveau.';
/** Issue 46: creating a token, or renewing their session, asks for the owner's password (as GitHub's sudo mode). */
export const API_TOKEN_PASSWORD_REQUIRED = 'Saisissez votre mot de passe pour confirmer.';
export const API_TOKEN_PASSWORD_WRONG = 'Mot de passe incorrect.';
export const API_TOKEN_SESSION_ENDED_NOTICE =
  'La session de vos jetons a pris fin : vos scripts sont refusés. Confirmez votre mot de passe pour la renouveler ; vos jetons resteront les mêmes.';
export const API_TOKEN_SESSION_RENEWED = 'La session de vos jetons a bien été renouvelée.';
export const API_TOKEN_NONE_TO_RENEW = 'Vous n’avez aucun jeton dont renouveler la session.';
export const API_TOKEN_PAUSED =
  'Ce jeton est suspendu depuis le changement du mot de passe de son propriétaire : il doit le confirmer dans Mon compte > Accès API pour qu’il serve à nouveau.';
export const API_TOKEN_PAUSED_LABEL = 'Suspendu depuis le changement de mot de passe';
export const API_TOKEN_CONFIRMED = 'Le jeton a bien été confirmé.';
export const API_TOKEN_READ_ONLY = 'Ce jeton est en lecture seule : il ne peut pas modifier de données.';
export const API_TOKEN_SESSION_ONLY =
  'Cette opération demande une session du portail ouverte dans le navigateur, pas un jeton.';

/** The recognisable start of every token, so that secret scanners can spot a leaked one. */
export const API_TOKEN_PREFIX = 'pcat_';
/** `pcat_`, 32 random bytes and a 6-character check, base64url: what a scanner or the gateway recognises. */
export const API_TOKEN_PATTERN = /^pcat_[A-Za-z0-9_-]{43}[A-Za-z0-9_-]{6}$/;

export const API_TOKEN_NAME_MAX_LENGTH = 80;
/** Tokens one person may hold at once, expired ones not counted (issue 42). */
export const API_TOKEN_MAX_LIVE = 20;
export const API_TOKEN_TOO_MANY = `Vous avez déjà ${API_TOKEN_MAX_LIVE} jetons actifs : révoquez-en un avant d’en créer un autre.`;
export const API_TOKEN_MAX_DAYS = 90;
export const API_TOKEN_DEFAULT_DAYS = 30;

/** What a token may do: read only (the default), or read and write. */
export const API_TOKEN_SCOPES = ['READ', 'WRITE'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** The owner's password, confirmed at a token's creation and at the renewal of the tokens' session. */
export const apiTokenPassword = z
  .string({ error: API_TOKEN_PASSWORD_REQUIRED })
  .min(1, API_TOKEN_PASSWORD_REQUIRED)
  .max(255, API_TOKEN_PASSWORD_WRONG);

/** The creation form's input, as the screen and the gateway check it. */
export const createApiTokenInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, API_TOKEN_NAME_REQUIRED)
    .max(API_TOKEN_NAME_MAX_LENGTH, API_TOKEN_NAME_TOO_LONG),
  scope: z.enum(API_TOKEN_SCOPES).default('READ'),
  expiresInDays: z
    .number({ error: API_TOKEN_EXPIRY_RANGE })
    .int(API_TOKEN_EXPIRY_RANGE)
    .min(1, API_TOKEN_EXPIRY_RANGE)
    .max(API_TOKEN_MAX_DAYS, API_TOKEN_EXPIRY_RANGE)
    .default(API_TOKEN_DEFAULT_DAYS),
  password: apiTokenPassword,
});
export type CreateApiTokenInput = z.input<typeof createApiTokenInput>;
