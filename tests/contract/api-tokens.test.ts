import type { ResultOf } from '@graphql-typed-document-node/core';
import { API_TOKEN_UNKNOWN } from '@portal/schema/rules/api-tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { DEMO_PASSWORD, startGateway } from './support.ts';

let gateway: Awaited<ReturnType<typeof startGateway>>;
let cookie: string;

beforeAll(async () => {
  gateway = await startGateway();
  cookie = await gateway.signIn('collaborateur');
});

afterAll(async () => {
  await gateway.close();
});

const CreateDocument = graphql(`
  mutation ContractCreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      apiToken {
        id
        name
        scope
        createdAt
        lastUsedAt
        expiresAt
      }
      plainTextToken
      errors {
        field
        message
      }
    }
  }
`);

const ListDocument = graphql(`
  query ContractApiTokens {
    viewer {
      id
      apiTokens {
        id
        name
        lastUsedAt
        paused
      }
    }
  }
`);

const ConfirmDocument = graphql(`
  mutation ContractConfirmApiToken($apiTokenId: ID!) {
    confirmApiToken(apiTokenId: $apiTokenId) {
      apiToken {
        id
        paused
      }
      errors {
        field
        message
      }
    }
  }
`);

const RevokeDocument = graphql(`
  mutation ContractRevokeApiToken($apiTokenId: ID!) {
    revokeApiToken(apiTokenId: $apiTokenId) {
      revokedId
      errors {
        field
        message
      }
    }
  }
`);

const RateLimitDocument = graphql(`
  query ContractRateLimit {
    rateLimit {
      limit
      remaining
      cost
      restoreRatePerMinute
      resetAt
    }
  }
`);

const DossierPagesDocument = graphql(`
  query ContractDossierPages($first: Int, $after: String) {
    viewer {
      id
      dossiers {
        codeDossier
      }
      dossierConnection(first: $first, after: $after) {
        edges {
          cursor
          node {
            codeDossier
          }
        }
        nodes {
          codeDossier
        }
        pageInfo {
          hasNextPage
          hasPreviousPage
          startCursor
          endCursor
        }
        totalCount
      }
    }
  }
`);

async function dossierPage(
  after: string | null,
): Promise<NonNullable<ResultOf<typeof DossierPagesDocument>['viewer']>> {
  const { body } = await gateway.graphql(DossierPagesDocument, { first: 2, after }, cookie);
  return body.data!.viewer!;
}

/** What a script sends: the token alone, no cookie, no CSRF header. */
const asScript = (token: string, query: string) =>
  fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });

const PORTFOLIO = '{ viewer { login dossiers { codeDossier } } }';

describe('a collaborator’s personal access token against the emulator', () => {
  it('reads the portfolio the collaborator sees in the portal, then is refused once revoked', async () => {
    const { body: created } = await gateway.graphql(
      CreateDocument,
      { input: { name: 'Export du lundi', expiresInDays: 7, password: DEMO_PASSWORD } },
      cookie,
    );
    const { apiToken, plainTextToken } = created.data!.createApiToken;
    expect(apiToken).toMatchObject({ name: 'Export du lundi', scope: 'READ', lastUsedAt: null });

    const portal = await gateway.post<{ data: unknown }>({ query: PORTFOLIO }, cookie);
    const script = await asScript(plainTextToken!, PORTFOLIO);
    expect(script.status).toBe(200);
    expect(((await script.json()) as { data: unknown }).data).toEqual(portal.body.data);

    const { body: listed } = await gateway.graphql(ListDocument, {}, cookie);
    expect(listed.data?.viewer?.apiTokens).toEqual([
      { id: apiToken!.id, name: 'Export du lundi', lastUsedAt: expect.any(String) as string, paused: false },
    ]);

    const { body: revoked } = await gateway.graphql(RevokeDocument, { apiTokenId: apiToken!.id }, cookie);
    expect(revoked.data?.revokeApiToken).toEqual({ revokedId: apiToken!.id, errors: [] });
    const refused = await asScript(plainTextToken!, PORTFOLIO);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toContain('Bearer');
    const { body: confirmed } = await gateway.graphql(ConfirmDocument, { apiTokenId: apiToken!.id }, cookie);
    expect(confirmed.data?.confirmApiToken).toEqual({
      apiToken: null,
      errors: [{ field: 'apiTokenId', message: API_TOKEN_UNKNOWN }],
    });
  });

  it('tells a signed-in person their budget, charged at least a point per request', async () => {
    const { body } = await gateway.graphql(RateLimitDocument, {}, cookie);
    expect(body.data?.rateLimit).toMatchObject({
      limit: 1_000_000,
      cost: 1,
      restoreRatePerMinute: 1_000_000,
    });
    expect(body.data?.rateLimit?.remaining).toBeLessThan(1_000_000);
  });

  it('walks the collaborator’s portfolio two files a page, each file once, as the whole list has them', async () => {
    const walked: string[] = [];
    let after: string | null = null;
    let whole: string[] = [];
    for (;;) {
      const viewer = await dossierPage(after);
      whole = viewer.dossiers!.map((d) => d.codeDossier);
      const page = viewer.dossierConnection!;
      expect(page.nodes.map((d) => d.codeDossier)).toEqual(page.edges.map((e) => e.node.codeDossier));
      walked.push(...page.edges.map((e) => e.node.codeDossier));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor ?? null;
    }
    expect(whole.length).toBeGreaterThan(2);
    expect(walked).toEqual(whole);
  });
});
