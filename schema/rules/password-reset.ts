import { z } from 'zod';
import { meetsPasswordPolicy, policyMessage, RESET_MIN_LENGTH } from './passwords.ts';
import { EMAIL_INVALID } from './registration.ts';
import { plainText } from './text.ts';

// Spec 000 §5 and §8, forgot password and change password (reset).
export const CAPTCHA_REQUIRED = 'Veuillez cocher le captcha.';
export const RESET_LINK_SENT =
  'Un lien pour changer votre mot de passe vous a été envoyé sur votre boite mail';
export const RESET_FIELDS_REQUIRED = 'Les champs doivent tous être remplis';
export const RESET_PASSWORDS_DIFFER = 'Les mots de passe ne sont pas identiques';
/** Spec 000 §9: seconds before the sign-in page once the password is changed. */
export const RESET_REDIRECT_SECONDS = 5;

export const forgotPasswordInput = z.object({
  email: z.string().trim().max(255, EMAIL_INVALID).pipe(z.email(EMAIL_INVALID)),
  captcha: z.string().max(10_000, CAPTCHA_REQUIRED).min(1, CAPTCHA_REQUIRED),
});

const field = z.string().max(255, RESET_FIELDS_REQUIRED).check(plainText());

export const passwordResetInput = z
  .object({ pwd: field, confirmation: field, codedossier: field, uid: field })
  .superRefine((value, ctx) => {
    if ([value.pwd, value.confirmation, value.codedossier.trim(), value.uid].includes('')) {
      ctx.addIssue({ code: 'custom', path: ['pwd'], message: RESET_FIELDS_REQUIRED });
    } else if (value.pwd !== value.confirmation) {
      ctx.addIssue({ code: 'custom', path: ['confirmation'], message: RESET_PASSWORDS_DIFFER });
    } else if (!meetsPasswordPolicy(value.pwd, RESET_MIN_LENGTH)) {
      ctx.addIssue({ code: 'custom', path: ['pwd'], message: policyMessage(RESET_MIN_LENGTH) });
    }
  });

export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;
export type PasswordResetInput = z.infer<typeof passwordResetInput>;
