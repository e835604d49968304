import type { Db } from '../db.ts';
import { DEMO_EINVOICING_DOMAIN } from './account.ts';
import { DOSSIERS } from './dossiers.ts';
import type { Calendar } from './support.ts';
import { insertRows } from './support.ts';

/** The demo document store where the invoices are consulted (designed: the spec names no address). */
const GED_FACTURES = 'https://ged.example.fr/factures';

// Every invoice state of spec 001 §4 appears on AGR001 and VIT002, the two files the end-to-end tests read:
// billing.spec.ts saves AGR001's settings on a phone and VIT002's (whose billing e-mail is the platform's, locked)
// on a desktop. VIT002 is not on automatic debit, so its screen offers the mandate.
const SETTINGS: Readonly<Record<string, Record<string, unknown>>> = {
  AGR001: {
    reception_cder_info: '1',
    reception_facture_electronique: true,
    email_plateforme_facturation: 'compta@earl-quatrevents.fr',
    mode_reglement: 'Prélèvement',
    est_prelevement_auto: true,
    creance_en_cours: 0,
  },
  VIT002: {
    reception_cder_info: '0',
    reception_facture_electronique: true,
    email_plateforme_facturation: `vit002@${DEMO_EINVOICING_DOMAIN}`,
    mode_reglement: 'Virement',
    est_prelevement_auto: false,
    creance_en_cours: 1250.4,
  },
};

const INVOICES: readonly { code: string; libelle: string; day: number; etat: string; montant: number }[] = [
  { code: 'AGR001', libelle: 'Cotisation annuelle', day: -20, etat: 'A prélever', montant: 1840 },
  { code: 'AGR001', libelle: 'Mission de conseil', day: -65, etat: 'Réglée', montant: 960.5 },
  { code: 'AGR001', libelle: 'Tenue comptable', day: -120, etat: 'Archivée', montant: 2375.25 },
  { code: 'AGR001', libelle: 'Assistance juridique', day: -200, etat: 'Facturée', montant: 410 },
  { code: 'VIT002', libelle: 'Cotisation annuelle', day: -15, etat: 'A facturer', montant: 2210 },
  { code: 'VIT002', libelle: 'Tenue comptable', day: -90, etat: 'Emis', montant: 3120.8 },
  { code: 'VIT002', libelle: 'Mission de conseil', day: -150, etat: 'Réglée', montant: 1250.4 },
];

/** Each file holding the billing modules: settings, this year's fee, and the invoices above. */
export async function seedBilling(db: Db, calendar: Calendar): Promise<void> {
  const files = DOSSIERS.filter((d) => d.modules.includes('mod_abo_dossier'));
  await insertRows(
    db,
    'abonnement_dossiers',
    files.map((d) => ({
      code_dossier: d.code,
      reception_cder_info: '0',
      reception_facture_electronique: false,
      email_plateforme_facturation: null,
      mode_reglement: 'Chèque',
      est_prelevement_auto: false,
      creance_en_cours: 0,
      ...SETTINGS[d.code],
    })),
  );
  const year = calendar.today.getUTCFullYear();
  await insertRows(
    db,
    'abonnement_cotisations',
    files.map((d, n) => ({
      code_dossier: d.code,
      millesime: year,
      cotisation: 1840 + n * 10,
      compta: 2375.25,
      conseil: 960.5,
      juridique: 410,
    })),
  );
  await insertRows(
    db,
    'factures',
    INVOICES.map((invoice, n) => {
      const numero = `FA-${String(n + 1).padStart(5, '0')}`;
      return {
        code_dossier: invoice.code,
        libelle: invoice.libelle,
        date_facture: calendar.at(invoice.day, 9),
        etat: invoice.etat,
        montant: invoice.montant,
        numero_facture: numero,
        lien_consultation_ged: `${GED_FACTURES}/${invoice.code}/${numero}`,
      };
    }),
  );
}
