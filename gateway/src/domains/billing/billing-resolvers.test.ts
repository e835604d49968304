import { BILLING_EMAIL_INVALID } from '@portal/schema/rules/account';
import { describe, expect, it } from 'vitest';
import { ownerRightsWith, postGraphQL, SESSION, useOwnerStack } from '../../testing/fake-legacy.ts';

const stack = useOwnerStack();

const ABONNEMENT = 'GET /api/AbonnementDossier/AGR001';
const SAVE = 'PUT /api/AbonnementDossier/AGR001/parametres';
const BILLING = ['mod_abo_dossier', 'page_abo_dossier'];

const abonnement = (email: string | null, factureElectronique = true) => ({
  parametresDossier: {
    receptionCderInfo: '1',
    receptionFactureElectronique: factureElectronique,
    emailPlateformeFacturation: email,
    modeReglement: 'Virement',
    estPrelevementAuto: false,
  },
  cotisationMillesime: { millesime: 2026, cotisation: 1840, compta: 2375.25, conseil: 960.5, juridique: 410 },
  creanceEnCours: 1250.4,
  factures: [
    {
      id: 3,
      libelle: 'Cotisation annuelle',
      dateFacture: '2026-11-01T09:00:00.000Z',
      etat: 'A prélever',
      montant: 1840,
      numeroFacture: 'FA-00003',
      lienConsultationGed: 'https://ged.example.fr/factures/FA-00003',
    },
    {
      id: 2,
      libelle: 'Tenue comptable',
      dateFacture: null,
      etat: 'Réglée',
      montant: 2375.25,
      numeroFacture: 'FA-00002',
      lienConsultationGed: 'javascript:alert(1)',
    },
  ],
});

const query = `query { dossier(codeDossier: "AGR001") { abonnement {
  id mandatUrl creanceEnCours
  parametresDossier { emailPlateformeFacturation emailPlateformeFacturationVerrouille estPrelevementAuto }
  cotisationMillesime { millesime cotisation }
  factures { id etat progress lienConsultationGed }
} } }`;

const save = (input: Record<string, unknown>) =>
  postGraphQL(
    stack.gateway.app,
    {
      query: `mutation($input: SaveBillingSettingsInput!) { saveBillingSettings(input: $input) {
        abonnement { id parametresDossier { emailPlateformeFacturation receptionFactureElectronique } }
        errors { field message }
      } }`,
      variables: {
        input: {
          id: 'AGR001:abonnement',
          receptionCderInfo: '1',
          receptionFactureElectronique: true,
          emailPlateformeFacturation: 'nouvelle@ferme.fr',
          ...input,
        },
      },
    },
    { cookie: SESSION },
  );

const sentBodies = () =>
  stack.legacy.calls
    .filter((c) => `${c.method} ${c.path}` === SAVE)
    .map((c) => JSON.parse(c.body) as unknown);

describe('billing fields', () => {
  it("answers the file's subscription with each invoice's icon and only http links to the document store", async () => {
    stack.legacy.routes['GET /api/droits'] = ownerRightsWith(BILLING);
    stack.legacy.routes[ABONNEMENT] = () => ({ body: abonnement('vit002@factures.example.fr') });
    const { json } = await postGraphQL(stack.gateway.app, { query }, { cookie: SESSION });
    expect(json().data).toEqual({
      dossier: {
        abonnement: {
          id: 'AGR001:abonnement',
          mandatUrl: '/fichiers/facturation/mandat',
          creanceEnCours: 1250.4,
          parametresDossier: {
            emailPlateformeFacturation: 'vit002@factures.example.fr',
            emailPlateformeFacturationVerrouille: true,
            estPrelevementAuto: false,
          },
          cotisationMillesime: { millesime: 2026, cotisation: 1840 },
          factures: [
            {
              id: 'AGR001:3',
              etat: 'A prélever',
              progress: 'EnAttente',
              lienConsultationGed: 'https://ged.example.fr/factures/FA-00003',
            },
            { id: 'AGR001:2', etat: 'Réglée', progress: 'Fait', lienConsultationGed: null },
          ],
        },
      },
    });
  });

  it('answers no subscription for a file without both billing modules', async () => {
    stack.legacy.routes['GET /api/droits'] = ownerRightsWith(['page_abo_dossier']);
    const { json } = await postGraphQL(stack.gateway.app, { query }, { cookie: SESSION });
    expect(json().data).toEqual({ dossier: { abonnement: null } });
  });
});

describe('saveBillingSettings', () => {
  it('sends the settings and answers the subscription as saved', async () => {
    stack.legacy.routes['GET /api/droits'] = ownerRightsWith(BILLING);
    stack.legacy.routes[ABONNEMENT] = () => ({ body: abonnement('compta@ferme.fr') });
    stack.legacy.routes[SAVE] = () => ({ body: abonnement('nouvelle@ferme.fr') });
    const { json } = await save({});
    expect(json().data).toEqual({
      saveBillingSettings: {
        abonnement: {
          id: 'AGR001:abonnement',
          parametresDossier: {
            emailPlateformeFacturation: 'nouvelle@ferme.fr',
            receptionFactureElectronique: true,
          },
        },
        errors: [],
      },
    });
    expect(sentBodies()).toEqual([
      {
        receptionCderInfo: '1',
        receptionFactureElectronique: true,
        emailPlateformeFacturation: 'nouvelle@ferme.fr',
      },
    ]);
  });

  it("sends the platform's locked e-mail back as it was, whatever was typed", async () => {
    stack.legacy.routes['GET /api/droits'] = ownerRightsWith(BILLING);
    stack.legacy.routes[ABONNEMENT] = () => ({ body: abonnement('vit002@factures.example.fr') });
    stack.legacy.routes[SAVE] = () => ({ body: abonnement('vit002@factures.example.fr') });
    await save({ emailPlateformeFacturation: 'autre@ferme.fr' });
    expect(sentBodies()).toEqual([
      expect.objectContaining({ emailPlateformeFacturation: 'vit002@factures.example.fr' }),
    ]);
  });

  it('refuses electronic invoicing without a valid e-mail with the rule’s message, calling nothing', async () => {
    const { json } = await save({ emailPlateformeFacturation: 'pas-un-mail' });
    expect(json().data).toEqual({
      saveBillingSettings: {
        abonnement: null,
        errors: [{ field: 'input.emailPlateformeFacturation', message: BILLING_EMAIL_INVALID }],
      },
    });
    expect(stack.legacy.calls.filter((c) => c.path.startsWith('/api/AbonnementDossier'))).toEqual([]);
  });

  it('refuses a file without the billing modules before any billing call', async () => {
    stack.legacy.routes['GET /api/droits'] = ownerRightsWith(['mod_abo_dossier']);
    const { json } = await save({});
    expect(json().errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(stack.legacy.calls.filter((c) => c.path.startsWith('/api/AbonnementDossier'))).toEqual([]);
  });
});
