import { beforeEach, describe, expect, it } from 'vitest';
import { DOCUMENT_SEARCH_TOO_SHORT } from '@portal/schema/rules/documents';
import { ownerRightsWith, postGraphQL, SESSION, useOwnerStack } from '../../testing/fake-legacy.ts';
import { encodeCursor } from '../../graphql/connection.ts';

const stack = useOwnerStack();

const node = (id: string, categorie: string, template: string, nodes: unknown[] = [], cder = false) => ({
  _id: id,
  nodeParent: null,
  title: id,
  icon: 'dossier',
  color: '#123456',
  order: 0,
  template,
  codeProxy: id,
  searchPlaceholder: null,
  cderParticulier: cder,
  categorie,
  nodes,
});
const TREE = node(
  'racine',
  'mesDocs',
  'main',
  [
    node('comptabilite', 'mesDocs_compta', 'main', [node('bilans', 'mesDocs_compta_bilans', 'documents')]),
    node('juridique', 'mesDocs_juridique', 'documents', [], true),
    node('factures_2026', 'mesFacts', 'factures_annee'),
    node('paies_2026_09', 'mesDocs_social_paie', 'documents'),
    node('attente', 'mesDocs', 'waitingDocuments', [], true),
  ],
  true,
);
const doc = (n: number) => ({
  id: `D${n}`,
  name: `Bilan ${n}.pdf`,
  type: 'document',
  urlPreview: '',
  urlWebdav: '',
  nbPages: 1,
  nomFournisseur: null,
  dateFacture: null,
  numeroFacture: null,
  totalTTC: null,
});

/** The owner's access to AGR001 with this role and categories (GET /api/droits/mesdroits). */
const myRights = (idRole: number, categories: string[]) => () => ({
  body: {
    dossiers: [
      { codeDossier: 'AGR001', raisonSociale: 'EARL', idRole, autorisations: { ged: { categories } } },
    ],
  },
});

beforeEach(() => {
  stack.legacy.routes['GET /api/droits'] = ownerRightsWith(['non_cder_particulier']);
  stack.legacy.routes['GET /api/droits/mesdroits'] = myRights(1, []);
  stack.legacy.routes['GET /api/documents/ged/nodes/AGR001'] = () => ({ body: { data: TREE } });
});

const ask = async (query: string) => {
  const { json } = await postGraphQL(stack.gateway.app, { query }, { cookie: SESSION });
  return json();
};
const documentCalls = () =>
  stack.legacy.calls.filter((c) => c.path.startsWith('/api/documents/ged/documents'));
const ids = (n: { legacyId: string; nodes?: unknown[] }): string[] => [
  n.legacyId,
  ...((n.nodes ?? []) as { legacyId: string }[]).flatMap(ids),
];

const TREE_QUERY = `{ dossier(codeDossier: "AGR001") {
  storeNode { id legacyId template nodes { legacyId nodes { legacyId } } }
} }`;

describe('the document store tree', () => {
  it('answers the owner the whole tree from the main node', async () => {
    const { storeNode } = (await ask(TREE_QUERY)).data?.dossier as {
      storeNode: { id: string; legacyId: string };
    };
    expect(storeNode.id).toBe('AGR001:racine');
    expect(ids(storeNode)).toEqual([
      'racine',
      'comptabilite',
      'bilans',
      'juridique',
      'factures_2026',
      'paies_2026_09',
      'attente',
    ]);
  });

  it('shows a shared access only the nodes of its categories, whatever the legacy answers', async () => {
    stack.legacy.routes['GET /api/droits/mesdroits'] = myRights(3, ['mesDocs', 'mesDocs_juridique']);
    const { storeNode } = (await ask(TREE_QUERY)).data?.dossier as { storeNode: { legacyId: string } };
    expect(ids(storeNode)).toEqual(['racine', 'juridique', 'attente']);
  });

  it('shows a file without non_cder_particulier only the nodes flagged cderParticulier', async () => {
    stack.legacy.routes['GET /api/droits'] = ownerRightsWith([]);
    const { storeNode } = (await ask(TREE_QUERY)).data?.dossier as { storeNode: { legacyId: string } };
    expect(ids(storeNode)).toEqual(['racine', 'juridique', 'attente']);
  });
});

const LIST = (args: string, nodeId = 'bilans') => `{ dossier(codeDossier: "AGR001") {
  storeNode(legacyId: "${nodeId}") {
    title isPayroll
    documents(${args}) { nodes { id name downloadUrl previewUrl } edges { cursor } pageInfo { hasNextPage endCursor } }
  }
} }`;

describe("a node's documents", () => {
  it('reads the page the cursor follows, a full page promising another', async () => {
    stack.legacy.routes[
      'GET /api/documents/ged/documents/AGR001/bilans?containsfilter=bilan&page=2&size=20'
    ] = () => ({ body: { data: Array.from({ length: 20 }, (_, n) => doc(21 + n)) } });
    const answer = await ask(LIST('first: 20, after: "20", search: " Bilan "'));
    const list = (answer.data?.dossier as { storeNode: { documents: Record<string, unknown> } }).storeNode
      .documents as {
      nodes: { id: string; downloadUrl: string; previewUrl: string }[];
      pageInfo: { hasNextPage: boolean; endCursor: string };
    };
    expect(list.nodes[0]).toMatchObject({
      id: 'AGR001:D21',
      downloadUrl: '/fichiers/ged/AGR001/bilans/D21',
      previewUrl: '/fichiers/ged/AGR001/bilans/D21/apercu',
    });
    expect(list.pageInfo).toEqual({ hasNextPage: true, endCursor: encodeCursor('offset', 40) });
  });

  it('ends the list on a page holding fewer than 20', async () => {
    stack.legacy.routes['GET /api/documents/ged/documents/AGR001/bilans?containsfilter=*&page=1&size=20'] =
      () => ({
        body: { data: [doc(1), doc(2)] },
      });
    const answer = await ask(LIST('first: 20'));
    expect(answer.data?.dossier).toMatchObject({
      storeNode: { documents: { pageInfo: { hasNextPage: false, endCursor: encodeCursor('offset', 2) } } },
    });
  });

  it('refuses a search of fewer than 3 characters with the spec’s message, asking nothing of the legacy', async () => {
    const answer = await ask(LIST('search: "bi"'));
    expect(answer.errors?.[0]?.message).toBe(DOCUMENT_SEARCH_TOO_SHORT);
    expect(documentCalls()).toEqual([]);
  });

  it('reads an invoice year through the invoices call with its kind', async () => {
    stack.legacy.routes['GET /api/documents/ged/factures/AGR001/2026/Achat?containsfilter=*&page=1&size=20'] =
      () => ({ body: { data: [{ ...doc(9), type: 'facture', totalTTC: 12.5 }] } });
    const answer = await ask(LIST('invoiceKind: Achat', 'factures_2026'));
    expect(answer.data?.dossier).toMatchObject({
      storeNode: { documents: { nodes: [{ id: 'AGR001:D9' }] } },
    });
  });

  it("answers null for a node outside the viewer's categories, without reading its documents", async () => {
    stack.legacy.routes['GET /api/droits/mesdroits'] = myRights(3, ['mesDocs']);
    const answer = await ask(LIST('first: 20'));
    expect(answer.data?.dossier).toEqual({ storeNode: null });
    expect(documentCalls()).toEqual([]);
  });
});

describe('the waiting documents', () => {
  const WAITING = (kind: string) => `{ dossier(codeDossier: "AGR001") {
    storeNode(legacyId: "attente") { waitingKinds documents${kind} { nodes { id pageUrls } } }
  } }`;
  beforeEach(() => {
    stack.legacy.routes['GET /api/documents/ged/inprogress/AGR001?containsfilter=*'] = () => ({
      body: { data: [{ ...doc(1), type: 'facture', nbPages: 2 }, doc(2)] },
    });
  });

  it("offers the filters of the viewer's modules and shows the invoices' pages as pictures", async () => {
    stack.legacy.routes['GET /api/droits'] = ownerRightsWith(['mod_factures']);
    const answer = await ask(WAITING(''));
    expect(answer.data?.dossier).toEqual({
      storeNode: {
        waitingKinds: ['Invoices'],
        documents: {
          nodes: [
            {
              id: 'AGR001:D1',
              pageUrls: [
                '/fichiers/ged/AGR001/attente/D1/pages/1',
                '/fichiers/ged/AGR001/attente/D1/pages/2',
              ],
            },
          ],
        },
      },
    });
  });

  it('refuses a filter the viewer’s modules do not offer', async () => {
    stack.legacy.routes['GET /api/droits'] = ownerRightsWith(['mod_factures']);
    const answer = await ask(WAITING('(waitingKind: Documents)'));
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe("a store document's file", () => {
  const fetchFile = (url: string) =>
    stack.gateway.app.inject({ method: 'GET', url, headers: { cookie: SESSION } });

  it('streams the file with its name once the file and the node are the viewer’s', async () => {
    stack.legacy.routes['GET /api/documents/ged/document/AGR001/D1'] = () => ({
      raw: '%PDF-1.4 contenu',
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': "attachment; filename*=UTF-8''Bilan.pdf",
      },
    });
    const file = await fetchFile('/fichiers/ged/AGR001/bilans/D1');
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('%PDF-1.4 contenu');
    expect(file.headers['content-disposition']).toBe("attachment; filename*=UTF-8''Bilan.pdf");
  });

  it("refuses a node outside the viewer's categories before asking the legacy for the file", async () => {
    stack.legacy.routes['GET /api/droits/mesdroits'] = myRights(3, ['mesDocs']);
    expect((await fetchFile('/fichiers/ged/AGR001/bilans/D1/apercu')).statusCode).toBe(403);
    expect(stack.legacy.calls.some((c) => c.path.startsWith('/api/documents/ged/document/'))).toBe(false);
  });

  it('refuses a file that is not the viewer’s', async () => {
    expect((await fetchFile('/fichiers/ged/AGR006/bilans/D1')).statusCode).toBe(403);
  });

  it("streams a payroll month's zip from the legacy's call for that month", async () => {
    stack.legacy.routes['GET /api/documents/ged/paies/download/AGR001/2026/9'] = () => ({
      raw: 'PK-contenu',
      headers: { 'content-type': 'application/zip' },
    });
    const zip = await fetchFile('/fichiers/ged/AGR001/paies_2026_09/paies.zip');
    expect(zip.statusCode).toBe(200);
    expect(zip.body).toBe('PK-contenu');
  });

  it('answers 404 for the zip of a node that is not a payroll month, asking the legacy for no file', async () => {
    expect((await fetchFile('/fichiers/ged/AGR001/bilans/paies.zip')).statusCode).toBe(404);
    expect(stack.legacy.calls.some((c) => c.path.includes('/paies/download/'))).toBe(false);
  });

  it('asks for a session', async () => {
    const file = await stack.gateway.app.inject({ method: 'GET', url: '/fichiers/ged/AGR001/bilans/D1' });
    expect(file.statusCode).toBe(401);
  });
});

describe("the store's availability", () => {
  const AVAILABLE = '{ dossier(codeDossier: "AGR001") { documentStoreAvailable } }';

  it.each([true, false])('is what the legacy check answers (%s)', async (gedDispo) => {
    stack.legacy.routes['GET /api/documents/checkGEDStatus'] = () => ({ body: { data: { gedDispo } } });
    expect((await ask(AVAILABLE)).data).toEqual({ dossier: { documentStoreAvailable: gedDispo } });
  });

  it('is null, with the error, when the check itself fails', async () => {
    stack.legacy.routes['GET /api/documents/checkGEDStatus'] = () => ({ status: 500, body: {} });
    const answer = await ask(AVAILABLE);
    expect(answer.data).toEqual({ dossier: { documentStoreAvailable: null } });
    expect(answer.errors?.[0]?.path).toEqual(['dossier', 'documentStoreAvailable']);
  });
});
