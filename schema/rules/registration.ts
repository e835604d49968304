import { z } from 'zod';
import { EMPTY_PASSWORD, meetsPasswordPolicy, policyMessage, REGISTRATION_MIN_LENGTH } from './passwords.ts';
import { plainText } from './text.ts';

// Spec 000 §5, registration and invitation sign-up.
export const TERMS_REQUIRED = 'Veuillez accepter les CGU';
export const FIELDS_INCOMPLETE = 'Veuillez compléter tous les champs';
export const PASSWORDS_DIFFER = 'Les mots de passe ne correspondent pas';
export const LINK_CODE_NOT_FOUND = 'Code liaison introuvable.';
export const EMAILS_DIFFER = 'Les emails ne correspondent pas';
// The spec's forms check the e-mail without giving the words: the participants' message of §5.
export const EMAIL_INVALID = "L'email est invalide";
// Spec 000 §8.
export const REGISTRATION_SENT = 'Inscription transmise avec succès';

export const CIVILITIES = ['M.', 'MME', 'MLLE'] as const;

const text = z.string().trim().max(255, FIELDS_INCOMPLETE).check(plainText());
const password = z.string().max(255, FIELDS_INCOMPLETE).check(plainText());

/** The password pair of a form without an external account: the spec's order of messages. */
function checkPasswords(
  value: { pwd: string; confirmation: string; external: boolean },
  ctx: z.RefinementCtx,
): void {
  if (value.external) return;
  if (value.pwd === '') ctx.addIssue({ code: 'custom', path: ['pwd'], message: EMPTY_PASSWORD });
  else if (value.pwd !== value.confirmation)
    ctx.addIssue({ code: 'custom', path: ['confirmation'], message: PASSWORDS_DIFFER });
  else if (!meetsPasswordPolicy(value.pwd, REGISTRATION_MIN_LENGTH))
    ctx.addIssue({ code: 'custom', path: ['pwd'], message: policyMessage(REGISTRATION_MIN_LENGTH) });
}

/**
 * The registration form. `external` is true once an external account is linked: the passwords are then
 * neither asked nor sent. The link code may be empty: it is then looked up by e-mail.
 */
export const registrationInput = z
  .object({
    email: text,
    pwd: password,
    confirmation: password,
    codeliaison: text,
    codedossier: text,
    cgu: z.boolean(),
    external: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (!value.cgu) ctx.addIssue({ code: 'custom', path: ['cgu'], message: TERMS_REQUIRED });
    if (value.email === '' || value.codedossier === '') {
      ctx.addIssue({ code: 'custom', path: ['codedossier'], message: FIELDS_INCOMPLETE });
      return;
    }
    if (!z.email().safeParse(value.email).success)
      ctx.addIssue({ code: 'custom', path: ['email'], message: EMAIL_INVALID });
    checkPasswords(value, ctx);
  });

export type RegistrationInput = z.infer<typeof registrationInput>;

/** Step 1 of the invitation sign-up: the login method. */
export const invitationLoginInput = z
  .object({
    email: text,
    emailConfirmation: text,
    pwd: password,
    confirmation: password,
    external: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (value.external) return;
    if (!z.email().safeParse(value.email).success)
      ctx.addIssue({ code: 'custom', path: ['email'], message: EMAIL_INVALID });
    else if (value.email.toLowerCase() !== value.emailConfirmation.toLowerCase())
      ctx.addIssue({ code: 'custom', path: ['emailConfirmation'], message: EMAILS_DIFFER });
    checkPasswords(value, ctx);
  });

/** Step 2 of the invitation sign-up: the identity. */
export const invitationIdentityInput = z
  .object({
    codeCivilite: z.enum(CIVILITIES, FIELDS_INCOMPLETE),
    nom: text.min(1, FIELDS_INCOMPLETE),
    prenom: text.min(1, FIELDS_INCOMPLETE),
    cgu: z.boolean(),
  })
  .refine((value) => value.cgu, { path: ['cgu'], message: TERMS_REQUIRED });

export type InvitationLoginInput = z.infer<typeof invitationLoginInput>;
export type InvitationIdentityInput = z.infer<typeof invitationIdentityInput>;
