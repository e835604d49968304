import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import type { ApiTokenAreaScopeInput } from '../testkit/__generated__/graphql.ts';
import { DEMO_PASSWORD, useOwnStack } from './support.ts';

// Issue 46, item 5: the document lists a script walks. The seed's file AGR001 holds 30 bank statements (node
// releves), 25 invoices a year over three years, payroll months, deeds and waiting documents; the documentation
// library DOC-TVA holds 45 documents. Its own emulator: the tokens open legacy sessions of their own.

const stack = useOwnStack('proprietaire@demo.fr');

const NodeDocumentsDocument = graphql(`
  query ContractNodeDocuments($legacyId: String!, $first: Int, $after: String) {
    dossier(codeDossier: "AGR001") {
      id
      storeNode(legacyId: $legacyId) {
        id
        documents(first: $first, after: $after) {
          totalCount
          edges {
            cursor
          }
          nodes {
            id
            folderPath
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

const LibraryDocumentsDocument = graphql(`
  query ContractLibraryDocuments($first: Int, $after: String) {
    dossier(codeDossier: "AGR001") {
      id
      documentationLibrary(codeGed: "DOC-TVA") {
        id
        documents(first: $first, after: $after) {
          totalCount
          nodes {
            id
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

const DocumentTreeDocument = graphql(`
  query ContractDocumentTree($codeDossier: String!, $first: Int, $after: String) {
    dossier(codeDossier: $codeDossier) {
      id
      documentTree(first: $first, after: $after) {
        totalCount
        nodes {
          id
          name
          folderPath
          downloadUrl
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

const PortfolioDocument = graphql(`
  query ContractPortfolioCanOpen {
    viewer {
      id
      dossiers {
        id
        codeDossier
        canOpen
      }
      dossierConnection(first: 100) {
        nodes {
          id
          codeDossier
          canOpen
        }
      }
    }
  }
`);

const CreateTokenDocument = graphql(`
  mutation ContractCreateWalkToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      plainTextToken
      errors {
        message
      }
    }
  }
`);

interface Answer<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

type Page = {
  nodes: { id: string; folderPath?: string[] }[];
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

async function nodePage(legacyId: string, first: number | null, after: string | null) {
  const { body } = await stack.gateway.graphql(
    NodeDocumentsDocument,
    { legacyId, first, after },
    stack.cookie,
  );
  return body as Answer<{ dossier: { storeNode: { documents: Page } } }>;
}

/** Every page of a list, `first` a page, from its first page on: the ids read and the totals each page said. */
async function walk(read: (after: string | null) => Promise<Page>) {
  const ids: string[] = [];
  const totals = new Set<number>();
  const paths = new Map<string, string[]>();
  let after: string | null = null;
  for (let pages = 0; pages < 50; pages += 1) {
    const page = await read(after);
    for (const node of page.nodes) {
      ids.push(node.id);
      if (node.folderPath) paths.set(node.id, node.folderPath);
    }
    totals.add(page.totalCount);
    if (!page.pageInfo.hasNextPage || page.nodes.length === 0) break;
    after = page.pageInfo.endCursor;
  }
  return { ids, totals: [...totals], paths };
}

const documentCalls = (from: number) =>
  stack.gateway.upstream.slice(from).filter((call) => call.path.startsWith('/api/documents/ged/documents'));

describe("a node's documents", () => {
  it('answers up to 100 a page with the total, and refuses more before asking the legacy', async () => {
    const whole = await nodePage('releves', 100, null);
    expect(whole.data?.dossier.storeNode.documents).toMatchObject({ totalCount: 30 });
    expect(whole.data?.dossier.storeNode.documents.nodes).toHaveLength(30);

    const calls = stack.gateway.upstream.length;
    for (const first of [101, 0]) {
      const refused = await nodePage('releves', first, null);
      expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
      expect(refused.errors?.[0]?.message).toMatch(/^Une page contient au (plus 100|moins un) élément/);
    }
    expect(documentCalls(calls)).toEqual([]);
  });

  it('walks the whole list at any page size, each document once, as many as the total says', async () => {
    for (const first of [7, 20, 30]) {
      const { ids, totals } = await walk(
        async (after) => (await nodePage('releves', first, after)).data!.dossier.storeNode.documents,
      );
      expect(new Set(ids).size).toBe(ids.length);
      expect(totals).toEqual([ids.length]);
      expect(ids).toHaveLength(30);
    }
  });

  it('gives opaque cursors, and still follows the offsets the web app held before them', async () => {
    const first = (await nodePage('releves', 20, null)).data!.dossier.storeNode.documents;
    expect(first.pageInfo.endCursor).not.toMatch(/^\d+$/);
    const byCursor = (await nodePage('releves', 20, first.pageInfo.endCursor)).data!.dossier.storeNode
      .documents;
    const byOffset = (await nodePage('releves', null, '20')).data!.dossier.storeNode.documents;
    expect(byOffset.nodes).toEqual(byCursor.nodes);
    expect(byCursor.nodes).toHaveLength(10);
  });

  it('refuses a forged or tampered cursor with BAD_USER_INPUT, not an error of the server', async () => {
    const tampered = Buffer.from(JSON.stringify({ v: 1, k: 'offset', at: -3 })).toString('base64url');
    const otherList = Buffer.from(JSON.stringify({ v: 1, k: 'tree', at: 'releves/x' })).toString('base64url');
    for (const after of ['not-a-cursor', tampered, otherList, '7']) {
      const { errors } = await nodePage('releves', 20, after);
      expect(errors?.[0]?.extensions?.code, after).toBe('BAD_USER_INPUT');
    }
  });

  it('puts the path of its node on each document', async () => {
    const page = (await nodePage('releves', 1, null)).data!.dossier.storeNode.documents;
    expect(page.nodes[0]?.folderPath).toEqual(['Mes documents', 'Comptabilité', 'Relevés bancaires']);
  });
});

describe('the cost of a page', () => {
  type Costed = Answer & {
    extensions?: { cost?: { requestedLegacyCalls: number; actualLegacyCalls: number } };
  };
  const costOf = async (query: string) => {
    const { body } = await stack.gateway.post<Costed>({ query }, stack.cookie);
    expect(body.errors).toBeUndefined();
    return body.extensions!.cost!;
  };

  it('estimates before it runs at least the legacy calls a counted page and a page of the tree make', async () => {
    const costs = [
      await costOf(`{ dossier(codeDossier: "AGR001") {
        storeNode(legacyId: "releves") { documents(first: 10, after: "${Buffer.from(JSON.stringify({ v: 1, k: 'offset', at: 5 })).toString('base64url')}") { totalCount nodes { id } } }
      } }`),
      await costOf(
        '{ dossier(codeDossier: "AGR001") { documentTree(first: 100) { totalCount nodes { id folderPath } } } }',
      ),
    ];
    for (const cost of costs)
      expect(cost.requestedLegacyCalls).toBeGreaterThanOrEqual(cost.actualLegacyCalls);
  });
});

describe("a documentation library's documents", () => {
  it('walks by pages of up to 100 with the total, each document once', async () => {
    const { ids, totals } = await walk(async (after) => {
      const { body } = await stack.gateway.graphql(
        LibraryDocumentsDocument,
        { first: 13, after },
        stack.cookie,
      );
      return body.data!.dossier!.documentationLibrary!.documents as Page;
    });
    expect(ids).toHaveLength(45);
    expect(new Set(ids).size).toBe(45);
    expect(totals).toEqual([45]);
    const { body } = await stack.gateway.graphql(LibraryDocumentsDocument, { first: 101 }, stack.cookie);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe("a file's whole document tree", () => {
  const treePage = async (first: number, after: string | null, cookie = stack.cookie) =>
    (await stack.gateway.graphql(DocumentTreeDocument, { codeDossier: 'AGR001', first, after }, cookie)).body;

  it('walks every document the viewer reads once, with its folder path, as many as the total says', async () => {
    const { ids, totals, paths } = await walk(
      async (after) => (await treePage(40, after)).data!.dossier!.documentTree as Page,
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(totals).toEqual([ids.length]);

    // The same documents as the nodes list one by one: the statements, and the invoices under their years only.
    const statements = (await nodePage('releves', 100, null)).data!.dossier.storeNode.documents.nodes;
    for (const { id } of statements)
      expect(paths.get(id)).toEqual(['Mes documents', 'Comptabilité', 'Relevés bancaires']);
    const invoicePaths = [...paths.values()].filter((path) => path[1] === 'Factures');
    expect(invoicePaths.length).toBe(75);
    expect(invoicePaths.every((path) => /^Factures \d{4}$/.test(path[2] ?? ''))).toBe(true);
    expect(ids.length).toBeGreaterThan(30 + 75);
  });

  it('refuses a page over 100 and a forged cursor with BAD_USER_INPUT', async () => {
    expect((await treePage(101, null)).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const forged = Buffer.from(JSON.stringify({ v: 1, k: 'tree', at: 'releves/nope' })).toString('base64url');
    expect((await treePage(10, forged)).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect((await treePage(10, 'garbage')).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('a token limited to one file', () => {
  async function newToken(scopes: ApiTokenAreaScopeInput[], files: string[]) {
    const { body } = await stack.gateway.graphql(
      CreateTokenDocument,
      { input: { name: 'Export', password: DEMO_PASSWORD, scopes, files } },
      stack.cookie,
    );
    expect(body.data?.createApiToken.errors).toEqual([]);
    return body.data!.createApiToken.plainTextToken!;
  }
  const asScript = async (token: string, query: string): Promise<Answer> => {
    const response = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
    return (await response.json()) as Answer;
  };
  const TREE = (code: string) =>
    `{ dossier(codeDossier: "${code}") { documentTree(first: 5) { totalCount nodes { id } } } }`;

  it('walks its file’s tree, and is refused another file’s and the tree without the documents area', async () => {
    const token = await newToken([{ area: 'DOCUMENTS', access: 'READ' }], ['AGR001']);
    const own = await asScript(token, TREE('AGR001'));
    expect(own.errors).toBeUndefined();
    const tree = (own.data as { dossier: { documentTree: { totalCount: number; nodes: unknown[] } } }).dossier
      .documentTree;
    expect(tree.nodes).toHaveLength(5);
    expect(tree.totalCount).toBeGreaterThan(5);
    const other = await asScript(token, TREE('VIT002'));
    expect(other.errors?.[0]?.extensions?.code).toBe('TOKEN_SCOPE');

    const figuresOnly = await newToken([{ area: 'KEY_FIGURES', access: 'READ' }], ['AGR001']);
    expect((await asScript(figuresOnly, TREE('AGR001'))).errors?.[0]?.extensions?.code).toBe('TOKEN_SCOPE');
  });

  it('lists only its file in the portfolio, which it can open', async () => {
    const token = await newToken([{ area: 'DOCUMENTS', access: 'READ' }], ['AGR001']);
    const answer = await asScript(token, '{ viewer { dossiers { codeDossier canOpen } } }');
    expect(answer.data).toEqual({ viewer: { dossiers: [{ codeDossier: 'AGR001', canOpen: true }] } });
  });
});

describe("the portfolio's files", () => {
  it('says which files staff cannot open (a resigned one), and that every other one opens', async () => {
    const cookie = await stack.gateway.signIn('collaborateur');
    const { body } = await stack.gateway.graphql(PortfolioDocument, {}, cookie);
    const canOpen = Object.fromEntries(body.data!.viewer!.dossiers!.map((d) => [d.codeDossier, d.canOpen]));
    expect(canOpen).toEqual({ AGR001: true, VIT002: true, ACS003: true, PAR004: true, DEM005: false });
    expect(body.data!.viewer!.dossierConnection!.nodes.map((d) => d.canOpen)).toEqual(
      body.data!.viewer!.dossiers!.map((d) => d.canOpen),
    );
    // The same rule as opening it: the resigned file is refused.
    const opened = await stack.gateway.post<Answer>(
      { query: '{ dossier(codeDossier: "DEM005") { id } }' },
      cookie,
    );
    expect(opened.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('opens every file of a client', async () => {
    const { body } = await stack.gateway.graphql(PortfolioDocument, {}, stack.cookie);
    expect(body.data!.viewer!.dossiers!.map((d) => d.canOpen)).toEqual([true, true, true]);
  });
});
