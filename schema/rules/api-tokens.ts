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

/**
 * The areas of the portal a token is given one by one (issue 46), read or read and write; the gateway maps each
 * field of a file and each mutation to one of them (gateway/src/domains/api-tokens/token-areas.ts).
 */
export const API_AREAS = [
  'KEY_FIGURES',
  'DOCUMENTS',
  'APPOINTMENTS_EVENTS',
  'DUER',
  'CROP_ROTATION',
  'BILLING',
  'ACCOUNT',
] as const;
export type ApiArea = (typeof API_AREAS)[number];
export const API_AREA_LABELS: Record<ApiArea, string> = {
  KEY_FIGURES: 'Chiffres clés',
  DOCUMENTS: 'Documents',
  APPOINTMENTS_EVENTS: 'Rendez-vous et événements',
  DUER: 'DUER',
  CROP_ROTATION: 'Assolement',
  BILLING: 'Facturation',
  ACCOUNT: 'Compte',
};
/** What a token may do in an area, as 'Accès API' names it. */
export const API_AREA_ACCESS_LABELS = {
  NONE: 'Aucun accès',
  READ: 'Lecture',
  WRITE: 'Lecture et écriture',
} as const;
/** One area a token is given, and whether it may write there. */
export interface ApiAreaScope {
  area: ApiArea;
  access: ApiTokenScope;
}
/** What a token made before issue 46 may do: its one scope over every area. */
export const everyArea = (access: ApiTokenScope): ApiAreaScope[] =>
  API_AREAS.map((area) => ({ area, access }));

/** Files a token may be limited to at most. */
export const API_TOKEN_MAX_FILES = 50;
export const API_TOKEN_NO_AREA = 'Choisissez au moins un domaine auquel le jeton aura accès.';
export const API_TOKEN_TOO_MANY_FILES = `Un jeton peut être limité à ${API_TOKEN_MAX_FILES} dossiers au plus.`;
export const API_TOKEN_NO_FILE = 'Cochez au moins un dossier, ou ne limitez pas le jeton.';
export const API_TOKEN_FILE_NOT_YOURS = 'Ce dossier ne fait pas partie de vos dossiers.';
/** The refusals of a request outside its token's scopes (code TOKEN_SCOPE): nothing of it was run. */
export const apiTokenOutOfArea = (area: ApiArea) =>
  `Ce jeton n’a pas accès au domaine « ${API_AREA_LABELS[area]} ».`;
export const apiTokenAreaReadOnly = (area: ApiArea) =>
  `Ce jeton ne peut que lire le domaine « ${API_AREA_LABELS[area]} » : il ne peut pas y modifier de données.`;
export const API_TOKEN_FILE_NOT_NAMED = 'Ce jeton n’a pas accès à ce dossier.';
export const API_TOKEN_FILE_UNKNOWN =
  'Ce jeton est limité à certains dossiers : cette modification ne nomme pas son dossier, elle lui est refusée.';

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
  /** Deprecated by `scopes`: READ or WRITE over every area, when `scopes` is not given. */
  scope: z.enum(API_TOKEN_SCOPES).default('READ'),
  scopes: z
    .array(z.object({ area: z.enum(API_AREAS), access: z.enum(API_TOKEN_SCOPES) }))
    .min(1, API_TOKEN_NO_AREA)
    .optional(),
  /** The codes of the files it is limited to; every file of its owner when not given. */
  files: z.array(z.string().trim().min(1)).max(API_TOKEN_MAX_FILES, API_TOKEN_TOO_MANY_FILES).optional(),
  expiresInDays: z
    .number({ error: API_TOKEN_EXPIRY_RANGE })
    .int(API_TOKEN_EXPIRY_RANGE)
    .min(1, API_TOKEN_EXPIRY_RANGE)
    .max(API_TOKEN_MAX_DAYS, API_TOKEN_EXPIRY_RANGE)
    .default(API_TOKEN_DEFAULT_DAYS),
  password: apiTokenPassword,
});
export type CreateApiTokenInput = z.input<typeof createApiTokenInput>;
