import { z } from 'zod';
import { legacyId, orNull } from '../legacy-shapes.ts';

// The legacy answers this domain reads, parsed at the boundary (../legacy-shapes.ts says how).

// Billing (legacy-api/CONTRACT.md, billing): the file's settings, this year's fee, its receivable and invoices.
export const abonnementShape = z.object({
  parametresDossier: z.object({
    receptionCderInfo: z.string(),
    receptionFactureElectronique: z.boolean(),
    emailPlateformeFacturation: orNull(z.string()),
    modeReglement: orNull(z.string()),
    estPrelevementAuto: z.boolean(),
  }),
  cotisationMillesime: orNull(
    z.object({
      millesime: z.number().int(),
      cotisation: orNull(z.number()),
      compta: orNull(z.number()),
      conseil: orNull(z.number()),
      juridique: orNull(z.number()),
    }),
  ),
  creanceEnCours: orNull(z.number()),
  factures: z.array(
    z.object({
      id: legacyId,
      libelle: z.string(),
      dateFacture: orNull(z.string()),
      etat: z.string(),
      montant: orNull(z.number()),
      numeroFacture: orNull(z.string()),
      lienConsultationGed: orNull(z.string()),
    }),
  ),
});
export type LegacyAbonnement = z.output<typeof abonnementShape>;
export type LegacyInvoice = LegacyAbonnement['factures'][number];
