import { z } from 'zod';
import { plainText } from './text.ts';

// The sign-in form stands for the firm's login service, which the spec does not describe:
// these messages are ours, in the spec's tone.
export const signInInput = z.object({
  login: z
    .string()
    .trim()
    .min(1, 'Veuillez saisir votre identifiant.')
    .max(255, 'Identifiant trop long.')
    .check(plainText()),
  password: z
    .string()
    .min(1, 'Veuillez saisir votre mot de passe.')
    .max(255, 'Mot de passe trop long.')
    .check(plainText()),
});

export type SignInInput = z.infer<typeof signInInput>;

export const WRONG_CREDENTIALS_MESSAGE = 'Identifiant ou mot de passe incorrect.';
export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Trop de tentatives de connexion. Veuillez patienter une minute avant de réessayer.';

/** Failed sign-ins allowed per login and per address within one window before throttling. */
export const SIGN_IN_MAX_FAILURES = 10;
export const SIGN_IN_WINDOW_SECONDS = 60;
