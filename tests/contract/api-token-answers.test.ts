import { API_TOKEN_REFUSED } from '@portal/schema/rules/api-tokens';
import { describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { DEMO_PASSWORD, useGateway } from './support.ts';

// Issue 46, item 6: what a generated client or a script reads in the answers to a token.

const stack = useGateway('collaborateur');

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
  extensions?: { cost?: { points: number; budget: Record<string, unknown> } };
}

async function newToken(name: string): Promise<{ id: string; token: string }> {
  const { body } = await stack.gateway.post<{
    data: { createApiToken: { apiToken: { id: string }; plainTextToken: string } };
  }>(
    {
      query: `mutation ($input: CreateApiTokenInput!) {
        createApiToken(input: $input) { apiToken { id } plainTextToken }
      }`,
      variables: { input: { name, password: DEMO_PASSWORD } },
    },
    stack.cookie,
  );
  return { id: body.data.createApiToken.apiToken.id, token: body.data.createApiToken.plainTextToken };
}

async function asScript(authorization: string, query: string) {
  const response = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify({ query }),
  });
  return { response, body: (await response.json()) as Answer };
}

const LOGIN = '{ viewer { login } }';

const ViewerApiTokenDocument = graphql(`
  query ContractViewerApiToken {
    viewer {
      id
      apiToken {
        id
      }
    }
  }
`);

describe('the answers to a token', () => {
  it('tell a script which token it holds, and a browser session none', async () => {
    const { id, token } = await newToken('Qui suis-je');
    const { body } = await asScript(`Bearer ${token}`, '{ viewer { apiToken { id name scope expiresAt } } }');
    expect(body.data).toEqual({
      viewer: {
        apiToken: { id, name: 'Qui suis-je', scope: 'READ', expiresAt: expect.any(String) as string },
      },
    });
    const browser = await stack.gateway.graphql(ViewerApiTokenDocument, {}, stack.cookie);
    expect(browser.body.data?.viewer?.apiToken).toBeNull();
  });

  it('accept the Bearer scheme in any case, and one or more spaces after it', async () => {
    const { token } = await newToken('Casse');
    for (const scheme of ['Bearer ', 'bearer ', 'BEARER ', 'bEaReR  ']) {
      const { response, body } = await asScript(`${scheme}${token}`, LOGIN);
      expect(response.status, scheme).toBe(200);
      expect(body.data, scheme).toEqual({ viewer: { login: 'collaborateur' } });
    }
  });

  it('tell a revoked token (UNAUTHENTICATED) from one the owner can bring back (its own code)', async () => {
    const { id, token } = await newToken('Révoqué');
    await stack.gateway.post(
      { query: `mutation { revokeApiToken(apiTokenId: "${id}") { revokedId } }` },
      stack.cookie,
    );
    const { response, body } = await asScript(`Bearer ${token}`, LOGIN);
    expect(response.status).toBe(401);
    expect(body.errors).toEqual([{ message: API_TOKEN_REFUSED, extensions: { code: 'UNAUTHENTICATED' } }]);
  });

  it('give the depth and alias limits codes of their own', async () => {
    const { token } = await newToken('Limites');
    const nested = (depth: number): string => (depth === 0 ? 'name' : `name ofType { ${nested(depth - 1)} }`);
    const deep = await asScript(
      `Bearer ${token}`,
      `{ __type(name: "Viewer") { fields { type { ${nested(12)} } } } }`,
    );
    expect(deep.body.errors?.map((e) => e.extensions?.code)).toEqual(['DEPTH_LIMIT_EXCEEDED']);
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: login`).join(' ');
    const aliased = await asScript(`Bearer ${token}`, `{ viewer { ${aliases} } }`);
    expect(aliased.body.errors?.map((e) => e.extensions?.code)).toEqual(['ALIAS_LIMIT_EXCEEDED']);
  });

  it('name the budget in extensions.cost as rateLimit does', async () => {
    const { token } = await newToken('Budget');
    const { body } = await asScript(
      `Bearer ${token}`,
      '{ rateLimit { limit remaining restoreRatePerMinute resetAt } }',
    );
    const rateLimit = body.data!.rateLimit as Record<string, unknown>;
    const budget = body.extensions!.cost!.budget;
    expect(budget).toMatchObject({
      limit: rateLimit.limit,
      restoreRatePerMinute: rateLimit.restoreRatePerMinute,
      remaining: expect.any(Number) as number,
      resetAt: expect.any(String) as string,
    });
  });

  it('keep the minute of the last use, seconds at zero, as lastUsedAt says', async () => {
    const { id, token } = await newToken('Dernier usage');
    const before = Math.floor(Date.now() / 60_000) * 60_000;
    await asScript(`Bearer ${token}`, LOGIN);
    const after = Date.now();
    const { body } = await stack.gateway.post<{
      data: { viewer: { apiTokens: { id: string; lastUsedAt: string | null }[] } };
    }>({ query: '{ viewer { apiTokens { id lastUsedAt } } }' }, stack.cookie);
    const lastUsedAt = Date.parse(body.data.viewer.apiTokens.find((t) => t.id === id)!.lastUsedAt!);
    expect(lastUsedAt % 60_000).toBe(0);
    expect(lastUsedAt).toBeGreaterThanOrEqual(before);
    expect(lastUsedAt).toBeLessThanOrEqual(after);
  });
});
