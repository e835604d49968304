import { apiTokenOutOfArea, API_TOKEN_FILE_NOT_NAMED } from '@portal/schema/rules/api-tokens';
import { globalIdOf, NODE_TYPES, NODES_LIMIT, TOO_MANY_NODE_IDS } from '@portal/schema/rules/global-ids';
import { ENTITY_ID_INVALID } from '@portal/schema/rules/ids';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import type { ApiTokenAreaScopeInput } from '../testkit/__generated__/graphql.ts';
import { DEMO_PASSWORD, useOwnStack } from './support.ts';

// Issue 46, item 3: every entity a script can hold has an opaque global id (`nodeId`, decision 017), and
// `node(nodeId:)` / `nodes(nodeIds:)` read it again with the checks of the field that reads its type. The owner
// (proprietaire@demo.fr) holds AGR001 and VIT002; the shared-access user (associe@demo.fr) AGR001 only. Its own
// emulator: the tokens it creates open legacy sessions.

const stack = useOwnStack('proprietaire@demo.fr');

const SourcesDocument = graphql(`
  query ContractNodeSources($codeDossier: String!) {
    viewer {
      notifications {
        id
        nodeId
      }
      apiTokens {
        id
        nodeId
      }
      devices {
        id
        nodeId
      }
    }
    dossier(codeDossier: $codeDossier) {
      id
      nodeId
      appointments(first: 1) {
        nodes {
          id
          nodeId
        }
      }
      events(first: 1) {
        nodes {
          id
          nodeId
        }
      }
      contacts {
        id
        nodeId
      }
      duers {
        id
        nodeId
      }
      loans {
        id
        nodeId
      }
      storeNode {
        id
        nodeId
      }
    }
  }
`);

const NodeDocument = graphql(`
  query ContractNode($nodeId: ID!) {
    node(nodeId: $nodeId) {
      __typename
      nodeId
      ... on Dossier {
        id
      }
      ... on Appointment {
        id
      }
      ... on Event {
        id
      }
      ... on Contact {
        id
      }
      ... on Duer {
        id
      }
      ... on Loan {
        id
      }
      ... on StoreNode {
        id
      }
      ... on Notification {
        id
      }
      ... on ApiToken {
        id
      }
      ... on Device {
        id
      }
    }
  }
`);

const NodesDocument = graphql(`
  query ContractNodes($nodeIds: [ID!]!) {
    nodes(nodeIds: $nodeIds) {
      __typename
      nodeId
    }
  }
`);

const CreateTokenDocument = graphql(`
  mutation ContractNodeApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      plainTextToken
      errors {
        message
      }
    }
  }
`);

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string } }[];
}

interface Held {
  type: string;
  id: string;
  nodeId: string;
}

async function newToken(input: { scopes?: ApiTokenAreaScopeInput[]; files?: string[] }): Promise<string> {
  const { body } = await stack.gateway.graphql(
    CreateTokenDocument,
    { input: { name: 'Script', password: DEMO_PASSWORD, ...input } },
    stack.cookie,
  );
  expect(body.data?.createApiToken.errors).toEqual([]);
  return body.data!.createApiToken.plainTextToken!;
}

async function asScript(token: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Answer;
}

const NODE_QUERY = 'query ($nodeId: ID!) { node(nodeId: $nodeId) { __typename nodeId } }';

/** What the owner's own fields answer about AGR001, one entity of each Node type. */
const held: Held[] = [];

beforeAll(async () => {
  await newToken({});
  const { body } = await stack.gateway.graphql(SourcesDocument, { codeDossier: 'AGR001' }, stack.cookie);
  expect(body.errors).toBeUndefined();
  const { viewer, dossier } = body.data!;
  const first = (type: string, list: readonly { id: string; nodeId: string }[] | null | undefined) => {
    const item = list?.[0];
    if (item) held.push({ type, id: item.id, nodeId: item.nodeId });
  };
  first('Notification', viewer?.notifications);
  first('ApiToken', viewer?.apiTokens);
  first('Device', viewer?.devices);
  first('Dossier', dossier ? [dossier] : []);
  first('Appointment', dossier?.appointments?.nodes);
  first('Event', dossier?.events?.nodes);
  first('Contact', dossier?.contacts);
  first('Duer', dossier?.duers);
  first('Loan', dossier?.loans);
  first('StoreNode', dossier?.storeNode ? [dossier.storeNode] : []);
});

describe('global ids', () => {
  it('are given to an entity of every Node type the owner holds', () => {
    expect(held.map((h) => h.type).sort()).toEqual([...NODE_TYPES].sort());
  });

  it('are opaque, and name the type beside its id: an event and an appointment of one key differ', () => {
    for (const { nodeId, id } of held) {
      expect(nodeId).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(nodeId).not.toContain(id);
    }
    expect(globalIdOf('Appointment', 'AGR001:1')).not.toBe(globalIdOf('Event', 'AGR001:1'));
  });

  it('read each entity again through node(nodeId:), the same one', async () => {
    for (const { type, id, nodeId } of held) {
      const { body } = await stack.gateway.graphql(NodeDocument, { nodeId }, stack.cookie);
      expect({ type, answer: body.data }).toEqual({
        type,
        answer: { node: { __typename: type, nodeId, id } },
      });
      expect(body.errors).toBeUndefined();
      // The estimate charged first is at least what was called (issue 42).
      const cost = body.extensions?.['cost'] as { requestedLegacyCalls: number; actualLegacyCalls: number };
      expect({ type, over: cost.actualLegacyCalls > cost.requestedLegacyCalls }).toEqual({
        type,
        over: false,
      });
    }
  });

  it('read them all at once through nodes(nodeIds:), in the order asked', async () => {
    const nodeIds = held.map((h) => h.nodeId).reverse();
    const { body } = await stack.gateway.graphql(NodesDocument, { nodeIds }, stack.cookie);
    expect(body.errors).toBeUndefined();
    expect(body.data?.nodes).toEqual(
      [...held].reverse().map((h) => ({ __typename: h.type, nodeId: h.nodeId })),
    );
  });

  it("read a file's items with one call for its list, however many are asked", async () => {
    const { body: list } = await stack.gateway.post<{
      data: { dossier: { appointments: { nodes: { nodeId: string }[] } } };
    }>(
      { query: '{ dossier(codeDossier: "AGR001") { appointments(first: 20) { nodes { nodeId } } } }' },
      stack.cookie,
    );
    const nodeIds = list.data.dossier.appointments.nodes.map((a) => a.nodeId);
    expect(nodeIds.length).toBeGreaterThan(1);
    const calls = stack.gateway.upstream.length;
    const { body } = await stack.gateway.graphql(NodesDocument, { nodeIds }, stack.cookie);
    expect(body.data?.nodes.map((n) => n?.nodeId)).toEqual(nodeIds);
    const listCalls = stack.gateway.upstream.slice(calls).filter((c) => /appointment/i.test(c.path));
    expect(listCalls).toHaveLength(1);
    const cost = body.extensions?.['cost'] as { requestedLegacyCalls: number; actualLegacyCalls: number };
    expect(cost.actualLegacyCalls).toBeLessThanOrEqual(cost.requestedLegacyCalls);
  });
});

describe('node and nodes refuse', () => {
  let associe: string;
  beforeAll(async () => {
    associe = await stack.gateway.signIn('associe@demo.fr');
  });

  it("a file that is not the viewer's as dossier(codeDossier:) refuses it, through node and through nodes", async () => {
    const own = await stack.gateway.post<Answer>(
      { query: '{ dossier(codeDossier: "VIT002") { codeDossier } }' },
      associe,
    );
    const ownCode = own.body.errors?.[0]?.extensions?.code;
    expect(ownCode).toBe('FORBIDDEN');

    const vit = globalIdOf('Dossier', 'VIT002');
    const single = await stack.gateway.graphql(NodeDocument, { nodeId: vit }, associe);
    expect(single.body.data?.node).toBeNull();
    expect(single.body.errors?.map((e) => e.extensions?.['code'])).toEqual([ownCode]);

    const agr = globalIdOf('Dossier', 'AGR001');
    const both = await stack.gateway.graphql(NodesDocument, { nodeIds: [agr, vit] }, associe);
    expect(both.body.data?.nodes).toEqual([{ __typename: 'Dossier', nodeId: agr }, null]);
    expect(both.body.errors?.map((e) => [e.path, e.extensions?.['code']])).toEqual([[['nodes', 1], ownCode]]);
  });

  it("another person's notification, token or device: null, as it is in none of the viewer's lists", async () => {
    const owners = held.filter((h) => h.type === 'ApiToken' || h.type === 'Device');
    for (const { nodeId } of owners) {
      const { body } = await stack.gateway.graphql(NodeDocument, { nodeId }, associe);
      expect(body).toMatchObject({ data: { node: null } });
      expect(body.errors).toBeUndefined();
    }
  });

  it('an id the gateway did not make, before any call', async () => {
    const forged = [
      'abc',
      Buffer.from('v1:Appointment:AGR001:1').toString('base64'), // padded, not the gateway's spelling
      Buffer.from('v1:Viewer:proprietaire').toString('base64url'), // not a Node type
      Buffer.from('v2:Dossier:AGR001').toString('base64url'), // an unknown version
      Buffer.from('v1:Appointment:../../admin').toString('base64url'),
    ];
    for (const nodeId of forged) {
      const calls = stack.gateway.upstream.length;
      const { body } = await stack.gateway.graphql(NodeDocument, { nodeId }, stack.cookie);
      expect(body.data).toBeUndefined();
      expect(body.errors?.map((e) => [e.message, e.extensions?.['code']])).toEqual([
        [ENTITY_ID_INVALID, 'BAD_USER_INPUT'],
      ]);
      expect(stack.gateway.upstream.slice(calls)).toEqual([]);
    }
  });

  it(`more than ${NODES_LIMIT} ids at once, before any read`, async () => {
    const notification = held.find((h) => h.type === 'Notification')!.nodeId;
    const nodeIds = Array.from({ length: NODES_LIMIT + 1 }, () => notification);
    const calls = stack.gateway.upstream.length;
    const { body } = await stack.gateway.graphql(NodesDocument, { nodeIds }, stack.cookie);
    expect(body.errors?.map((e) => [e.message, e.extensions?.['code']])).toEqual([
      [TOO_MANY_NODE_IDS, 'BAD_USER_INPUT'],
    ]);
    expect(stack.gateway.upstream.slice(calls).filter((c) => /notification/i.test(c.path))).toEqual([]);
  });
});

describe('a token reading by global id', () => {
  const nodeIdOf = (type: string) => held.find((h) => h.type === type)!.nodeId;

  it('is refused an entity outside its areas, as the field reading it would refuse it, before any call about it', async () => {
    const token = await newToken({ scopes: [{ area: 'KEY_FIGURES', access: 'READ' }] });
    const loan = await asScript(token, NODE_QUERY, { nodeId: nodeIdOf('Loan') });
    expect(loan.data).toEqual({ node: { __typename: 'Loan', nodeId: nodeIdOf('Loan') } });

    const calls = stack.gateway.upstream.length;
    const appointment = await asScript(token, NODE_QUERY, { nodeId: nodeIdOf('Appointment') });
    expect(appointment.errors).toEqual([
      {
        message: apiTokenOutOfArea('APPOINTMENTS_EVENTS'),
        extensions: { code: 'TOKEN_SCOPE', affichable: true },
      },
    ]);
    expect(stack.gateway.upstream.slice(calls).filter((c) => /appointment/i.test(c.path))).toEqual([]);

    const mixed = await asScript(token, 'query ($ids: [ID!]!) { nodes(nodeIds: $ids) { nodeId } }', {
      ids: [nodeIdOf('Loan'), nodeIdOf('Duer')],
    });
    expect(mixed.errors?.map((e) => e.message)).toEqual([apiTokenOutOfArea('DUER')]);
  });

  it('is refused a file it is not limited to, and reads the one it is', async () => {
    const token = await newToken({ files: ['VIT002'] });
    const refused = await asScript(token, NODE_QUERY, { nodeId: nodeIdOf('Appointment') });
    expect(refused.errors).toEqual([
      { message: API_TOKEN_FILE_NOT_NAMED, extensions: { code: 'TOKEN_SCOPE', affichable: true } },
    ]);
    const agrFile = await asScript(token, NODE_QUERY, { nodeId: nodeIdOf('Dossier') });
    expect(agrFile.errors?.map((e) => e.extensions?.code)).toEqual(['TOKEN_SCOPE']);

    const vit = globalIdOf('Dossier', 'VIT002');
    const within = await asScript(token, NODE_QUERY, { nodeId: vit });
    expect(within.data).toEqual({ node: { __typename: 'Dossier', nodeId: vit } });
  });
});
