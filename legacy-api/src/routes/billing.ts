import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { billingSettingsInput, opensBilling } from '@portal/schema/rules/billing';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { dossierFor } from '../dossiers.ts';
import { forbidden, notFound } from '../errors.ts';
import { sendPdfForm } from '../pdf-forms.ts';
import { iso, type RouteDeps } from '../route-deps.ts';
import { refusal } from '../rule-checks.ts';
import { errorResponses, Nullable } from '../schemas.ts';
import { accountOf } from '../session.ts';

const ParametresDossier = Type.Object({
  receptionCderInfo: Type.String({ description: "'0' on paper, '1' by e-mail" }),
  receptionFactureElectronique: Type.Boolean(),
  emailPlateformeFacturation: Nullable(Type.String()),
  modeReglement: Type.String({ description: 'Prélèvement, Virement or Chèque (designed)' }),
  estPrelevementAuto: Type.Boolean(),
});

const AbonnementDossierSchema = Type.Object({
  parametresDossier: ParametresDossier,
  cotisationMillesime: Nullable(
    Type.Object({
      millesime: Type.Integer(),
      cotisation: Type.Number(),
      compta: Type.Number(),
      conseil: Type.Number(),
      juridique: Type.Number(),
    }),
  ),
  creanceEnCours: Type.Number({ description: 'Outstanding receivable, in euros' }),
  factures: Type.Array(
    Type.Object({
      id: Type.Integer(),
      libelle: Type.String(),
      dateFacture: Type.String({ format: 'date-time' }),
      etat: Type.String({ description: 'Facturée, Archivée, Emis, Réglée, A facturer or A prélever' }),
      montant: Type.Number(),
      numeroFacture: Type.String(),
      lienConsultationGed: Nullable(Type.String({ description: "The invoice's page in the document store" })),
    }),
  ),
});

const ParametresInput = Type.Object({
  receptionCderInfo: Type.String(),
  receptionFactureElectronique: Type.Boolean(),
  emailPlateformeFacturation: Nullable(Type.String()),
  modeReglement: Type.Optional(Type.String({ description: "Ignored: the payment mode is the firm's" })),
  estPrelevementAuto: Type.Optional(
    Type.Boolean({ description: "Ignored: the automatic debit is the firm's" }),
  ),
});

interface SettingsRow {
  reception_cder_info: string;
  reception_facture_electronique: boolean;
  email_plateforme_facturation: string | null;
  mode_reglement: string;
  est_prelevement_auto: boolean;
  creance_en_cours: string;
}

interface FeeRow {
  millesime: number;
  cotisation: string;
  compta: string;
  conseil: string;
  juridique: string;
}

interface InvoiceRow {
  id: number;
  libelle: string;
  date_facture: Date | string;
  etat: string;
  montant: string;
  numero_facture: string;
  lien_consultation_ged: string | null;
}

const codeParams = Type.Object({ code: Type.String() });

export const billingRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
  /** The file when the caller may act on it and holds the billing modules (spec 001 §6). */
  async function billingFile(request: FastifyRequest, code: string): Promise<string> {
    const dossier = await dossierFor(db, accountOf(request), code);
    if (!opensBilling(dossier.modulesEffectifs)) throw forbidden();
    return dossier.codeDossier;
  }

  async function subscriptionOf(code: string) {
    const [settings, fees, invoices] = await Promise.all([
      db.query<SettingsRow>('SELECT * FROM abonnement_dossiers WHERE code_dossier = $1', [code]),
      db.query<FeeRow>(
        'SELECT * FROM abonnement_cotisations WHERE code_dossier = $1 ORDER BY millesime DESC LIMIT 1',
        [code],
      ),
      db.query<InvoiceRow>('SELECT * FROM factures WHERE code_dossier = $1 ORDER BY date_facture DESC, id', [
        code,
      ]),
    ]);
    const s = settings.rows[0];
    if (!s) throw notFound();
    const fee = fees.rows[0];
    return {
      parametresDossier: {
        receptionCderInfo: s.reception_cder_info,
        receptionFactureElectronique: s.reception_facture_electronique,
        emailPlateformeFacturation: s.email_plateforme_facturation,
        modeReglement: s.mode_reglement,
        estPrelevementAuto: s.est_prelevement_auto,
      },
      cotisationMillesime: fee
        ? {
            millesime: fee.millesime,
            cotisation: Number(fee.cotisation),
            compta: Number(fee.compta),
            conseil: Number(fee.conseil),
            juridique: Number(fee.juridique),
          }
        : null,
      creanceEnCours: Number(s.creance_en_cours),
      factures: invoices.rows.map((f) => ({
        id: f.id,
        libelle: f.libelle,
        dateFacture: iso(f.date_facture),
        etat: f.etat,
        montant: Number(f.montant),
        numeroFacture: f.numero_facture,
        lienConsultationGed: f.lien_consultation_ged,
      })),
    };
  }

  // Declared before /{code}: the mandate is the same blank form for every file.
  app.get(
    '/api/AbonnementDossier/mandat',
    {
      config: { access: 'session' },
      schema: {
        tags: ['billing'],
        summary: 'The blank SEPA direct-debit mandate (designed: the spec offers it without naming its call)',
        response: { 200: Type.String({ description: 'application/pdf' }), ...errorResponses(401) },
      },
    },
    async (_request, reply) => {
      await sendPdfForm(reply, 'mandat-prelevement-sepa.pdf', 'Mandat de prélèvement SEPA', [
        "En signant ce mandat, vous autorisez l'association à envoyer des instructions à votre banque",
        'pour débiter votre compte du montant de vos factures.',
        '',
        'Nom du débiteur : ....................................................',
        'Code dossier : ....................................................',
        'IBAN : ....................................................',
        'BIC : ....................................................',
        'Fait à ........................ le ........................',
        'Signature :',
      ]);
    },
  );

  app.get(
    '/api/AbonnementDossier/:code',
    {
      config: { access: 'session' },
      schema: {
        tags: ['billing'],
        summary:
          "The file's billing settings, this year's membership fee, its outstanding receivable and invoices",
        params: codeParams,
        response: { 200: AbonnementDossierSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => subscriptionOf(await billingFile(request, request.params.code)),
  );

  app.put(
    '/api/AbonnementDossier/:code/parametres',
    {
      config: { access: 'session' },
      schema: {
        tags: ['billing'],
        summary:
          "Saves the file's reception of the association's information and its electronic invoicing; answers the subscription",
        params: codeParams,
        body: ParametresInput,
        response: { 200: AbonnementDossierSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const code = await billingFile(request, request.params.code);
      const parsed = billingSettingsInput.safeParse({
        ...request.body,
        emailPlateformeFacturation: request.body.emailPlateformeFacturation ?? '',
      });
      if (!parsed.success) throw refusal(parsed.error.issues);
      const { receptionCderInfo, receptionFactureElectronique, emailPlateformeFacturation } = parsed.data;
      // Without electronic invoicing the address is kept as it was: turning it back on finds it again.
      const { rows } = await db.query(
        `UPDATE abonnement_dossiers SET reception_cder_info = $2, reception_facture_electronique = $3,
           email_plateforme_facturation = CASE WHEN $3 THEN $4 ELSE email_plateforme_facturation END
         WHERE code_dossier = $1 RETURNING code_dossier`,
        [code, receptionCderInfo, receptionFactureElectronique, emailPlateformeFacturation],
      );
      if (rows.length === 0) throw notFound();
      return subscriptionOf(code);
    },
  );
  done();
};
