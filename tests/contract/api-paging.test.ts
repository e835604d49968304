import type { ResultOf } from '@graphql-typed-document-node/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { startGateway } from './support.ts';

// The lists a script walks (issue 22), read two items a page from the seeded emulator: each item comes exactly
// once, in the order of the whole list the portal shows.

let gateway: Awaited<ReturnType<typeof startGateway>>;
let cookie: string;

beforeAll(async () => {
  gateway = await startGateway();
  cookie = await gateway.signIn('proprietaire@demo.fr');
});

afterAll(async () => {
  await gateway.close();
});

const WholeListsDocument = graphql(`
  query PagingWholeLists($codeDossier: String!) {
    viewer {
      id
      notifications {
        id
      }
    }
    dossier(codeDossier: $codeDossier) {
      id
      appointments {
        nodes {
          id
        }
      }
      events {
        nodes {
          id
        }
      }
    }
  }
`);

const PagesDocument = graphql(`
  query PagingPages(
    $codeDossier: String!
    $notificationsAfter: String
    $appointmentsAfter: String
    $eventsAfter: String
  ) {
    viewer {
      id
      notificationConnection(first: 2, after: $notificationsAfter) {
        totalCount
        edges {
          cursor
          node {
            id
          }
        }
        nodes {
          id
        }
        pageInfo {
          hasNextPage
          hasPreviousPage
          startCursor
          endCursor
        }
      }
    }
    dossier(codeDossier: $codeDossier) {
      id
      appointments(first: 2, after: $appointmentsAfter) {
        edges {
          cursor
          node {
            id
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
      events(first: 2, after: $eventsAfter) {
        edges {
          cursor
          node {
            id
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

interface Page {
  edges: { node: { id: string } }[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

/** Every item of one list, page after page, through the cursor variable that list takes. */
async function walk(
  variable: string,
  pageOf: (data: ResultOf<typeof PagesDocument>) => Page | null | undefined,
) {
  const seen: string[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 200; pages += 1) {
    const { body } = await gateway.graphql(
      PagesDocument,
      { codeDossier: 'AGR001', [variable]: after },
      cookie,
    );
    expect(body.errors).toBeUndefined();
    const page: Page = pageOf(body.data!)!;
    expect(page.edges.length).toBeLessThanOrEqual(2);
    seen.push(...page.edges.map((edge) => edge.node.id));
    if (!page.pageInfo.hasNextPage) return seen;
    after = page.pageInfo.endCursor ?? null;
  }
  throw new Error(`${variable}: the pages never ended`);
}

describe('walking the lists a script reads, two items a page', () => {
  it('gives each notification, appointment and event of the owner’s file exactly once, as the whole lists', async () => {
    const { body } = await gateway.graphql(WholeListsDocument, { codeDossier: 'AGR001' }, cookie);
    const notifications = body.data!.viewer!.notifications!.map((n) => n.id);
    const appointments = body.data!.dossier!.appointments!.nodes.map((a) => a.id);
    const events = body.data!.dossier!.events!.nodes.map((e) => e.id);
    for (const list of [notifications, appointments, events]) expect(list.length).toBeGreaterThan(2);

    expect(await walk('notificationsAfter', (d) => d.viewer?.notificationConnection)).toEqual(notifications);
    expect(await walk('appointmentsAfter', (d) => d.dossier?.appointments)).toEqual(appointments);
    expect(await walk('eventsAfter', (d) => d.dossier?.events)).toEqual(events);
  });

  it('answers a notification page’s nodes, cursors and bounds together', async () => {
    const { body } = await gateway.graphql(PagesDocument, { codeDossier: 'AGR001' }, cookie);
    const page = body.data!.viewer!.notificationConnection!;
    expect(page.nodes).toEqual(page.edges.map((edge) => edge.node));
    const cursors = page.edges.map((edge) => edge.cursor);
    expect(new Set(cursors).size).toBe(cursors.length);
    // Opaque: no cursor is its notification's id, nor holds it in plain text.
    page.nodes.forEach((node, n) => expect(cursors[n]).not.toContain(node.id));
    expect(page.pageInfo).toMatchObject({
      hasPreviousPage: false,
      startCursor: page.edges[0]!.cursor,
      endCursor: page.edges[1]!.cursor,
    });
  });

  it('still follows a cursor kept from before they were opaque (the id), and refuses a forged one', async () => {
    const { body } = await gateway.graphql(PagesDocument, { codeDossier: 'AGR001' }, cookie);
    const [first, second] = body.data!.viewer!.notificationConnection!.nodes;
    const kept = await gateway.graphql(
      PagesDocument,
      { codeDossier: 'AGR001', notificationsAfter: first!.id },
      cookie,
    );
    expect(kept.body.data!.viewer!.notificationConnection!.nodes[0]).toEqual(second);
    const forged = await gateway.graphql(
      PagesDocument,
      {
        codeDossier: 'AGR001',
        notificationsAfter: Buffer.from('{"v":1,"k":"notification","at":"x"}').toString('base64url'),
      },
      cookie,
    );
    expect(forged.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});
