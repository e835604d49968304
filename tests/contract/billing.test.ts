import { BILLING_EMAIL_INVALID } from '@portal/schema/rules/account';
import { describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { useOwnStack } from './support.ts';

// Saving changes a file's billing settings: an emulator of this file's own.
const stack = useOwnStack('proprietaire@demo.fr');

const BillingDocument = graphql(`
  query ContractBilling($codeDossier: String!) {
    dossier(codeDossier: $codeDossier) {
      id
      abonnement {
        id
        mandatUrl
        creanceEnCours
        parametresDossier {
          receptionCderInfo
          receptionFactureElectronique
          emailPlateformeFacturation
          emailPlateformeFacturationVerrouille
          modeReglement
          estPrelevementAuto
        }
        cotisationMillesime {
          millesime
          cotisation
          compta
          conseil
          juridique
        }
        factures {
          id
          libelle
          dateFacture
          etat
          progress
          montant
          numeroFacture
          lienConsultationGed
        }
      }
    }
  }
`);

const SaveDocument = graphql(`
  mutation ContractSaveBillingSettings($input: SaveBillingSettingsInput!) {
    saveBillingSettings(input: $input) {
      abonnement {
        id
        parametresDossier {
          receptionCderInfo
          receptionFactureElectronique
          emailPlateformeFacturation
        }
      }
      errors {
        field
        message
      }
    }
  }
`);

describe('billing against the emulator', () => {
  it("reads VIT002's subscription: the platform's e-mail locked, the invoices' icons, the mandate", async () => {
    const { body } = await stack.gateway.graphql(BillingDocument, { codeDossier: 'VIT002' }, stack.cookie);
    const abonnement = body.data?.dossier?.abonnement;
    expect(abonnement?.parametresDossier).toMatchObject({
      emailPlateformeFacturation: 'vit002@factures.example.fr',
      emailPlateformeFacturationVerrouille: true,
      estPrelevementAuto: false,
    });
    expect(abonnement?.factures.map((f) => [f.etat, f.progress])).toEqual([
      ['A facturer', 'EnAttente'],
      ['Emis', 'Fait'],
      ['Réglée', 'Fait'],
    ]);
    const mandate = await fetch(new URL(abonnement?.mandatUrl ?? '', stack.gateway.url), {
      headers: { cookie: stack.cookie },
    });
    expect(mandate.headers.get('content-type')).toBe('application/pdf');
  });

  it("saves AGR001's settings, refuses a wrong e-mail with the rule's message, and reads them back", async () => {
    const input = {
      id: 'AGR001:abonnement',
      receptionCderInfo: '0',
      receptionFactureElectronique: true,
      emailPlateformeFacturation: 'pas-un-mail',
    };
    const { body: refused } = await stack.gateway.graphql(SaveDocument, { input }, stack.cookie);
    expect(refused.data?.saveBillingSettings.errors).toEqual([
      { field: 'input.emailPlateformeFacturation', message: BILLING_EMAIL_INVALID },
    ]);
    const { body: saved } = await stack.gateway.graphql(
      SaveDocument,
      { input: { ...input, emailPlateformeFacturation: 'factures@quatre-vents.fr' } },
      stack.cookie,
    );
    expect(saved.data?.saveBillingSettings.errors).toEqual([]);
    const { body } = await stack.gateway.graphql(BillingDocument, { codeDossier: 'AGR001' }, stack.cookie);
    expect(body.data?.dossier?.abonnement?.parametresDossier).toMatchObject({
      receptionCderInfo: '0',
      emailPlateformeFacturation: 'factures@quatre-vents.fr',
    });
  });
});
