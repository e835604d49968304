import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { startGateway } from './support.ts';

// Reads the run's emulator only: the documents the seed sent to VIT002 (legacy-api/src/db/seed/document-uploads.ts)
// and PAR004's empty history.
let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

const RecentDocuments = graphql(`
  query ContractRecentDocuments($code: String!) {
    dossier(codeDossier: $code) {
      id
      documentStoreAvailable
      recentDocuments {
        invoices {
          id
          nomFichier
          typeFichier
        }
        documents {
          id
          nomFichier
          typeFichier
          dateEnvoi
        }
        viewerCanConsultInvoices
        viewerCanConsultDocuments
      }
    }
  }
`);

describe("'Mes documents' (recentDocuments)", () => {
  it('gives the 5 invoices and the 5 other documents sent last, newest first, and both links', async () => {
    const cookie = await gateway.signIn('proprietaire@demo.fr');
    const { body } = await gateway.graphql(RecentDocuments, { code: 'VIT002' }, cookie);
    const recent = body.data?.dossier?.recentDocuments;
    expect(recent?.invoices?.map((d) => d.nomFichier)).toEqual(
      [7, 6, 5, 4, 3].map((n) => `vit002-facture-${n}.pdf`),
    );
    expect(recent?.documents.map((d) => d.nomFichier)).toEqual([
      'vit002-bulletin-3.xlsx',
      'vit002-bulletin-2.xlsx',
      'vit002-bulletin-1.xlsx',
      'vit002-piece-4.jpg',
      'vit002-piece-3.jpg',
    ]);
    expect(recent?.documents[0]).toMatchObject({ id: 'VIT002:envoi-VIT002-14', typeFichier: 'PAIE' });
    expect(recent).toMatchObject({ viewerCanConsultInvoices: true, viewerCanConsultDocuments: true });
    // The emulator's store is up (a fault rule takes it down: tests/e2e/my-documents.spec.ts).
    expect(body.data?.dossier?.documentStoreAvailable).toBe(true);
  });

  it("hides a private individual's invoice box and offers no link without mod_factures or mod_documents", async () => {
    const cookie = await gateway.signIn('particulier@demo.fr');
    const { body } = await gateway.graphql(RecentDocuments, { code: 'PAR004' }, cookie);
    expect(body.data?.dossier?.recentDocuments).toEqual({
      invoices: null,
      documents: [],
      viewerCanConsultInvoices: false,
      viewerCanConsultDocuments: false,
    });
  });
});
