import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { startGateway } from './support.ts';

// Reads the run's emulator only: the seeded store of AGR001 and ACS003 (legacy-api/src/db/seed/documents.ts).
let gateway: Awaited<ReturnType<typeof startGateway>>;
let owner: string;
let employee: string;
beforeAll(async () => {
  gateway = await startGateway();
  owner = await gateway.signIn('proprietaire@demo.fr');
  // Salarié on ACS003: the role opens mesDocs, mesDocs_social and mesDocs_social_paie only.
  employee = await gateway.signIn('mdp.oublie.contrat@demo.fr');
});
afterAll(() => gateway.close());

const StoreDocument = graphql(`
  query ContractDocumentStore(
    $code: String!
    $legacyId: String
    $after: String
    $search: String
    $waitingKind: WaitingKind
  ) {
    dossier(codeDossier: $code) {
      id
      storeNode(legacyId: $legacyId) {
        id
        legacyId
        nodeParent
        title
        icon
        color
        order
        template
        searchPlaceholder
        isPayroll
        payrollZipUrl
        unavailable
        waitingKinds
        nodes {
          id
          legacyId
        }
        documents(first: 20, after: $after, search: $search, invoiceKind: All, waitingKind: $waitingKind) {
          edges {
            cursor
            node {
              id
            }
          }
          nodes {
            id
            legacyId
            name
            type
            nbPages
            nomFournisseur
            dateFacture
            numeroFacture
            totalTTC
            downloadUrl
            previewUrl
            pageUrls
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
    }
  }
`);

describe('the document store against the emulator', () => {
  it("lists the waiting invoices with their pages' pictures, which stream as PNG", async () => {
    const { body } = await gateway.graphql(
      StoreDocument,
      { code: 'AGR001', legacyId: 'attente', waitingKind: 'Invoices' },
      owner,
    );
    expect(body.data?.dossier?.storeNode?.waitingKinds).toEqual(['All', 'Documents', 'Invoices']);
    const invoices = body.data?.dossier?.storeNode?.documents?.nodes ?? [];
    expect(invoices.map((d) => d.type)).toEqual(['facture', 'facture', 'facture']);
    const page = invoices.find((d) => d.nbPages > 1)?.pageUrls[1] ?? '';
    const picture = await fetch(`${gateway.url}${page}`, { headers: { cookie: owner } });
    expect(picture.headers.get('content-type')).toBe('image/png');
  });

  it('reads a node’s documents page after page until a page holds fewer than 20', async () => {
    const first = (await gateway.graphql(StoreDocument, { code: 'AGR001', legacyId: 'releves' }, owner)).body;
    const page1 = first.data?.dossier?.storeNode?.documents;
    expect(first.errors).toBeUndefined();
    expect(page1?.nodes).toHaveLength(20);
    expect(page1?.pageInfo.hasNextPage).toBe(true);
    const after = page1?.pageInfo.endCursor;
    const second = (
      await gateway.graphql(StoreDocument, { code: 'AGR001', legacyId: 'releves', after }, owner)
    ).body.data?.dossier?.storeNode?.documents;
    expect(second?.nodes).toHaveLength(10);
    expect(second?.pageInfo.hasNextPage).toBe(false);
  });

  it('streams a listed document through the gateway with the session', async () => {
    const { body } = await gateway.graphql(StoreDocument, { code: 'AGR001', legacyId: 'bilans' }, owner);
    const doc = body.data?.dossier?.storeNode?.documents?.nodes[0];
    const file = await fetch(`${gateway.url}${doc?.downloadUrl ?? ''}`, { headers: { cookie: owner } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('shows a shared access only its categories, and refuses it the others’ files', async () => {
    const { body } = await gateway.graphql(StoreDocument, { code: 'ACS003' }, employee);
    expect(body.data?.dossier?.storeNode?.nodes.map((n) => n.legacyId)).toEqual(['attente', 'social']);
    const hidden = await gateway.graphql(StoreDocument, { code: 'ACS003', legacyId: 'bilans' }, employee);
    expect(hidden.body.data?.dossier?.storeNode).toBeNull();
    const file = await fetch(`${gateway.url}/fichiers/ged/ACS003/bilans/ACS003-1`, {
      headers: { cookie: employee },
    });
    expect(file.status).toBe(403);
  });
});
