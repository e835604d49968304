import { BILLING_EMAIL_INVALID } from '@portal/schema/rules/account';
import { describe, expect, it } from 'vitest';
import { useOwnerAndPartner } from '../test-support.ts';

const accounts = useOwnerAndPartner();

interface Abonnement {
  parametresDossier: {
    receptionCderInfo: string;
    receptionFactureElectronique: boolean;
    emailPlateformeFacturation: string | null;
    modeReglement: string;
    estPrelevementAuto: boolean;
  };
  cotisationMillesime: { millesime: number; cotisation: number } | null;
  creanceEnCours: number;
  factures: { etat: string; dateFacture: string; montant: number }[];
}

describe('GET /api/AbonnementDossier/{code}', () => {
  it("answers the file's settings, this year's fee, its receivable and its invoices, latest first", async () => {
    const response = await accounts.owner.get('/api/AbonnementDossier/VIT002');
    expect(response.statusCode).toBe(200);
    const body = response.json<Abonnement>();
    expect(body.parametresDossier).toMatchObject({ modeReglement: 'Virement', estPrelevementAuto: false });
    expect(body.cotisationMillesime?.millesime).toBe(2026);
    expect(body.creanceEnCours).toBe(1250.4);
    expect(body.factures.map((f) => f.etat)).toEqual(['A facturer', 'Emis', 'Réglée']);
  });

  it('refuses a shared access, which does not hold the billing modules, and a file of someone else', async () => {
    expect((await accounts.partner.get('/api/AbonnementDossier/AGR001')).statusCode).toBe(403);
    const change = {
      receptionCderInfo: '1',
      receptionFactureElectronique: false,
      emailPlateformeFacturation: null,
    };
    expect((await accounts.partner.put('/api/AbonnementDossier/AGR001/parametres', change)).statusCode).toBe(
      403,
    );
    expect((await accounts.owner.get('/api/AbonnementDossier/AGR006')).statusCode).toBe(403);
  });

  it('serves the blank SEPA mandate as a pdf', async () => {
    const response = await accounts.owner.get('/api/AbonnementDossier/mandat');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.body.startsWith('%PDF')).toBe(true);
  });
});

describe('PUT /api/AbonnementDossier/{code}/parametres', () => {
  it("saves the reception and the billing e-mail, keeping the firm's payment mode", async () => {
    const saved = await accounts.owner.put('/api/AbonnementDossier/AGR001/parametres', {
      receptionCderInfo: '0',
      receptionFactureElectronique: true,
      emailPlateformeFacturation: 'nouvelle@earl-quatrevents.fr',
      modeReglement: 'Chèque',
      estPrelevementAuto: false,
    });
    expect(saved.statusCode).toBe(200);
    const reread = (await accounts.owner.get('/api/AbonnementDossier/AGR001')).json<Abonnement>();
    expect(reread.parametresDossier).toEqual({
      receptionCderInfo: '0',
      receptionFactureElectronique: true,
      emailPlateformeFacturation: 'nouvelle@earl-quatrevents.fr',
      modeReglement: 'Prélèvement',
      estPrelevementAuto: true,
    });
  });

  it('refuses electronic invoicing without a valid e-mail, with the rule’s message, and changes nothing', async () => {
    const before = (await accounts.owner.get('/api/AbonnementDossier/VIT002')).json<Abonnement>();
    const refused = await accounts.owner.put('/api/AbonnementDossier/VIT002/parametres', {
      receptionCderInfo: '1',
      receptionFactureElectronique: true,
      emailPlateformeFacturation: 'pas-un-mail',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: BILLING_EMAIL_INVALID, affichable: true });
    expect((await accounts.owner.get('/api/AbonnementDossier/VIT002')).json()).toEqual(before);
  });

  it('keeps the billing e-mail when electronic invoicing is turned off', async () => {
    const saved = await accounts.owner.put('/api/AbonnementDossier/VIT002/parametres', {
      receptionCderInfo: '1',
      receptionFactureElectronique: false,
      emailPlateformeFacturation: null,
    });
    expect(saved.json<Abonnement>().parametresDossier).toMatchObject({
      receptionFactureElectronique: false,
      emailPlateformeFacturation: 'vit002@factures.example.fr',
    });
  });
});
