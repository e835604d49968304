import { z } from 'zod';
import { meetsPasswordPolicy, policyMessage, REGISTRATION_MIN_LENGTH } from './passwords.ts';
import { EMAIL_INVALID } from './registration.ts';
import { plainText } from './text.ts';

// Spec 000 §5, contact details per file.
export const PHONE_INVALID = 'Le numéro de téléphone doit contenir entre 6 et 10 chiffres';
// The spec abbreviates the mobile's message as '... portable ...': the phone's words with « portable » for
// « téléphone ».
export const MOBILE_INVALID = 'Le numéro de portable doit contenir entre 6 et 10 chiffres';
export const MAIN_EMAIL_INVALID = "L'email principal est invalide";
export const BILLING_EMAIL_INVALID = "L'email de facturation est invalide";
/** Spec 000 §9: a phone is typed as digits only, at most this many. */
export const PHONE_MAX_DIGITS = 10;
export const MAIN_EMAIL_MAX = 64;
export const BILLING_EMAIL_MAX = 255;
/** Spec 000 §5 and §9: the country indicator of a number without one. */
export const DEFAULT_COUNTRY_ID = 74;
// Spec 000 §8, account.
export const COMMUNICATION_SAVED = 'Dossier sauvegardé avec succès';
export const COMMUNICATION_SAVE_FAILED = 'Une erreur est survenue';
// Ours: §6 says other roles see the form read-only, not what the legacy answers when they try to save.
export const COMMUNICATION_OWNER_ONLY = 'Seul le propriétaire du dossier peut modifier ses coordonnées.';

/** What a phone field keeps of what is typed: its digits, at most PHONE_MAX_DIGITS. */
export const phoneDigits = (typed: string): string => typed.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);

const PHONE = /^\d{6,10}$/;
const phone = (message: string) => z.string().refine((v) => v === '' || PHONE.test(v), message);
const email = (max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || (v.length <= max && z.email().safeParse(v).success), message);
const countryId = z.number().int().positive();

/** One file's contact details as the owner saves them (PUT /api/user/communication/{code}); empty is allowed. */
export const communicationInput = z.object({
  telephone: phone(PHONE_INVALID),
  indicatifTelephone: countryId,
  portable: phone(MOBILE_INVALID),
  indicatifPortable: countryId,
  emailPrincipal: email(MAIN_EMAIL_MAX, MAIN_EMAIL_INVALID).check(plainText()),
  emailFacturation: email(BILLING_EMAIL_MAX, BILLING_EMAIL_INVALID).check(plainText()),
});
export type CommunicationInput = z.infer<typeof communicationInput>;

/**
 * Spec 000 §5: the billing e-mail of the electronic-invoicing platform (its domain is configuration) is the
 * platform's, so the owner may not change it.
 */
export const billingEmailLocked = (emailFacturation: string | null, platformDomain: string): boolean =>
  platformDomain !== '' &&
  (emailFacturation ?? '').trim().toLowerCase().endsWith(`@${platformDomain.toLowerCase()}`);

/** The person who last changed a field: a member of the file, or an agent of the firm. */
export interface Modification {
  date: string;
  auteur: string;
  parAgent: boolean;
}

/**
 * The line under a field (ours: the spec keeps the date and who, not the words): the shared credentials'
 * wording of §9, with the firm named when an agent changed it. `date` is already formatted.
 */
export const modificationLine = (date: string, modification: Pick<Modification, 'auteur' | 'parAgent'>) =>
  modification.parAgent
    ? `Modifié le ${date} par ${modification.auteur} (votre cabinet)`
    : `Modifié le ${date} par ${modification.auteur}`;

// Spec 000 §5 and §8, change of e-mail and of password in the account.
export const FIELDS_REQUIRED = 'Les champs doivent tous être remplis';
export const MAILS_DIFFER = 'Les adresses mail ne sont pas identiques';
export const PASSWORDS_DIFFER = 'Les mots de passe ne sont pas identiques';
export const MAIL_CHANGE_FAILED =
  "Il y a eu un problème lors de l'envoi de la demande de changement de mail. Si le problème persiste, contactez l'assistance.";
export const MAIL_CHANGE_SENT =
  'La demande de changement de mail a bien été envoyée. Vous allez bientôt recevoir un mail de confirmation.';
// The spec gives the start of the message only ('...'): ended as the e-mail change's is.
export const PASSWORD_CHANGE_FAILED =
  "Il y a eu un problème lors du changement du mot de passe. Si le problème persiste, contactez l'assistance.";
export const PASSWORD_CHANGED = 'Le mot de passe a bien été changé';
/** Spec 000 §9: seconds before the sign-in page once the password is changed. */
export const PASSWORD_CHANGE_REDIRECT_SECONDS = 5;
// Ours: the legacy's refusals, which the spec shows as returned without giving them.
export const CODE_INVALID = 'Le code de confirmation est invalide ou a expiré.';
export const MAIL_TAKEN = 'Cette adresse mail est déjà utilisée par un autre compte.';
export const NO_MOBILE =
  "Aucun numéro de portable n'est connu pour votre compte : choisissez l'envoi par mail.";
export const CODE_SENT_MAIL = 'Un code de confirmation vous a été envoyé par mail.';
export const CODE_SENT_SMS = 'Un code de confirmation vous a été envoyé par SMS.';
// Ours: the association of an external account in the change of e-mail (spec 000 §4, §7 togoogle).
export const EXTERNAL_LINK_MISSING = 'Aucun compte Google à associer.';
export const EXTERNAL_TAKEN = 'Ce compte Google est déjà lié à un autre compte.';

/** How a confirmation code travels (spec 000 §7: mode mail or sms, the SMS for a change of e-mail only). */
export const CODE_MODES = ['mail', 'sms'] as const;
export type CodeMode = (typeof CODE_MODES)[number];
/** The codes the legacy sends are 6 digits (ours: the spec says a code, not its form). */
export const SECURE_CODE = /^\d{6}$/;

const field = z.string().max(255, FIELDS_REQUIRED).check(plainText());

/** Change of password in the account: the code received, the 8-character policy (spec 000 §5). */
export const passwordChangeInput = z
  .object({ pwd: field, confirmation: field, securecode: field })
  .superRefine((value, ctx) => {
    if ([value.pwd, value.confirmation, value.securecode.trim()].includes('')) {
      ctx.addIssue({ code: 'custom', path: ['pwd'], message: FIELDS_REQUIRED });
    } else if (value.pwd !== value.confirmation) {
      ctx.addIssue({ code: 'custom', path: ['confirmation'], message: PASSWORDS_DIFFER });
    } else if (!meetsPasswordPolicy(value.pwd, REGISTRATION_MIN_LENGTH)) {
      ctx.addIssue({ code: 'custom', path: ['pwd'], message: policyMessage(REGISTRATION_MIN_LENGTH) });
    }
  });
export type PasswordChangeInput = z.infer<typeof passwordChangeInput>;

/**
 * Change of e-mail: the new address twice and the code; an account of the external sign-in provider also sets
 * a password, twice (spec 000 §5). Associating an external account (`linked`) bypasses the mail and password
 * fields: only the code is asked (spec 000 §4).
 */
export const mailChangeInput = z
  .object({
    mail: field,
    mailConfirmation: field,
    securecode: field,
    external: z.boolean(),
    linked: z.boolean(),
    pwd: field,
    confirmation: field,
  })
  .superRefine((value, ctx) => {
    if (value.linked) {
      if (value.securecode.trim() === '')
        ctx.addIssue({ code: 'custom', path: ['securecode'], message: FIELDS_REQUIRED });
      return;
    }
    const required = [value.mail.trim(), value.mailConfirmation.trim(), value.securecode.trim()];
    if (value.external) required.push(value.pwd, value.confirmation);
    if (required.includes('')) {
      ctx.addIssue({ code: 'custom', path: ['mail'], message: FIELDS_REQUIRED });
    } else if (value.mail.trim().toLowerCase() !== value.mailConfirmation.trim().toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['mailConfirmation'], message: MAILS_DIFFER });
    } else if (!z.email().safeParse(value.mail.trim()).success) {
      ctx.addIssue({ code: 'custom', path: ['mail'], message: EMAIL_INVALID });
    } else if (value.external && value.pwd !== value.confirmation) {
      ctx.addIssue({ code: 'custom', path: ['confirmation'], message: PASSWORDS_DIFFER });
    } else if (value.external && !meetsPasswordPolicy(value.pwd, REGISTRATION_MIN_LENGTH)) {
      ctx.addIssue({ code: 'custom', path: ['pwd'], message: policyMessage(REGISTRATION_MIN_LENGTH) });
    }
  });
export type MailChangeInput = z.infer<typeof mailChangeInput>;
