import type { Db } from '../db.ts';
import type { Calendar } from './support.ts';
import { insertRows } from './support.ts';

/** The domain of the electronic-invoicing platform in the demo data (the gateway's EINVOICING_DOMAIN default). */
export const DEMO_EINVOICING_DOMAIN = 'factures.example.fr';

const COUNTRIES = [
  { id: 74, code: 'FR', indicatif: '+33' },
  { id: 21, code: 'BE', indicatif: '+32' },
  { id: 41, code: 'CH', indicatif: '+41' },
  { id: 56, code: 'DE', indicatif: '+49' },
  { id: 67, code: 'ES', indicatif: '+34' },
  { id: 107, code: 'IT', indicatif: '+39' },
  { id: 126, code: 'LU', indicatif: '+352' },
];

/**
 * The contact details of the owners' files (GET /api/user/communications). The end-to-end tests of the account
 * (account-infos.spec.ts) change AGR001's phone and billing e-mail on a phone and PAR004's on a desktop, and try
 * bad input on VIT002, which must stay as seeded; PAR004 has no indicator (the default applies); ACS003 has no record.
 */
export async function seedAccountArea(db: Db, calendar: Calendar): Promise<void> {
  await insertRows(db, 'countries', COUNTRIES);
  await insertRows(db, 'dossier_communications', [
    {
      code_dossier: 'AGR001',
      telephone: '0326480112',
      indicatif_telephone: 74,
      portable: '0612457890',
      indicatif_portable: 74,
      email_principal: 'contact@earl-quatrevents.fr',
      email_facturation: 'compta@earl-quatrevents.fr',
      facturation_electronique: true,
    },
    {
      code_dossier: 'VIT002',
      telephone: '0326551020',
      indicatif_telephone: 74,
      portable: null,
      indicatif_portable: null,
      email_principal: 'contact@champagne-morel.fr',
      email_facturation: `vit002@${DEMO_EINVOICING_DOMAIN}`,
      facturation_electronique: true,
    },
    {
      code_dossier: 'PAR004',
      telephone: '0325731845',
      indicatif_telephone: null,
      portable: null,
      indicatif_portable: null,
      email_principal: 'particulier@demo.fr',
      email_facturation: 'factures@claire-fontaine.fr',
      facturation_electronique: true,
    },
  ]);
  const change = (code: string, field: string, at: Date, by: { utilisateur?: string; agent?: string }) => ({
    code_dossier: code,
    field,
    changed_at: at,
    utilisateur: by.utilisateur ?? null,
    agent: by.agent ?? null,
  });
  await insertRows(db, 'dossier_communication_changes', [
    change('AGR001', 'telephone', calendar.at(-40, 9, 30), { agent: 'Sophie Marchand' }),
    change('AGR001', 'emailPrincipal', calendar.at(-12, 14, 5), { utilisateur: 'Jeanne Morel' }),
    change('VIT002', 'emailFacturation', calendar.at(-90, 11), { agent: 'Sophie Marchand' }),
  ]);
}
