import { z } from 'zod';
import { BILLING_EMAIL_INVALID, BILLING_EMAIL_MAX } from './account.ts';
import { holdsAll } from './modules.ts';
import { plainText } from './text.ts';

// Spec 001 §8, billing ('Ma facturation'): the French texts to the letter.
export const BILLING_LOAD_FAILED = "Une erreur est survenue lors du chargement de l'abonnement";
export const BILLING_SAVE_FAILED = "Une erreur est survenue lors de la sauvegarde de l'abonnement";
// Ours: the spec names no success text for the settings.
export const BILLING_SAVED = 'Vos paramètres de facturation ont bien été enregistrés';
export const NO_INVOICES = "Il n'y a aucune facture pour l'instant";

/** Spec 001 §6: the billing screen needs mod_abo_dossier and page_abo_dossier on the selected file. */
export const opensBilling = (permissions: readonly string[]): boolean =>
  holdsAll(permissions, 'mod_abo_dossier', 'page_abo_dossier');

/** Spec 001 §3 and §9: how the association's information reaches the file, as the legacy codes it. */
export const RECEPTION_OPTIONS = [
  { value: '0', label: 'Par courrier' },
  { value: '1', label: 'Par e-mail' },
] as const;
export type ReceptionCderInfo = (typeof RECEPTION_OPTIONS)[number]['value'];

/**
 * Spec 001 §4: Facturée, Archivée, Emis and Réglée are done (check icon); A facturer and A prélever are pending
 * (timer icon). Any other state the legacy may add shows no icon.
 */
export type InvoiceProgress = 'Fait' | 'EnAttente';
const DONE = ['Facturée', 'Archivée', 'Emis', 'Réglée'];
const PENDING = ['A facturer', 'A prélever'];

export function invoiceProgressOf(etat: string): InvoiceProgress | null {
  if (DONE.includes(etat)) return 'Fait';
  if (PENDING.includes(etat)) return 'EnAttente';
  return null;
}

/**
 * The settings a member changes (PUT /api/AbonnementDossier/{code}/parametres). The billing e-mail is needed
 * only with electronic invoicing (§2: shown only then); the payment mode and the automatic debit are the
 * firm's, set once it holds a signed mandate, and not part of what the member sends.
 */
export const billingSettingsInput = z
  .object({
    receptionCderInfo: z.enum(['0', '1']),
    receptionFactureElectronique: z.boolean(),
    emailPlateformeFacturation: z.string().trim().check(plainText()),
  })
  .superRefine((input, ctx) => {
    if (!input.receptionFactureElectronique) return;
    const mail = input.emailPlateformeFacturation;
    if (mail.length === 0 || mail.length > BILLING_EMAIL_MAX || !z.email().safeParse(mail).success)
      ctx.addIssue({ code: 'custom', path: ['emailPlateformeFacturation'], message: BILLING_EMAIL_INVALID });
  });
export type BillingSettingsInput = z.infer<typeof billingSettingsInput>;
