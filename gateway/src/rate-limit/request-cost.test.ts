import { RATE_LIMITED_MESSAGE } from '@portal/schema/rules/api-limits';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ownerRoutes,
  postGraphQL,
  SESSION,
  startFakeLegacy,
  startGatewayAgainst,
} from '../testing/fake-legacy.ts';
import type { GraphQLAnswer } from '../testing/fake-legacy.ts';

let legacy: Awaited<ReturnType<typeof startFakeLegacy>>;
let gateway: Awaited<ReturnType<typeof startGatewayAgainst>>;

beforeEach(async () => {
  legacy = await startFakeLegacy(ownerRoutes());
  // Six points a minute: a token's creation costs its owner 2 (the session check and the password's), `viewer {
  // dossiers }` is estimated at 2 legacy calls, so two such requests fit after it.
  gateway = await startGatewayAgainst(legacy.url, { RATE_LIMIT_POINTS_PER_MINUTE: '6' });
});

afterEach(async () => {
  await gateway.app.close();
  await legacy.close();
});

async function tokenOf(): Promise<string> {
  const { json } = await postGraphQL(
    gateway.app,
    {
      query:
        'mutation { createApiToken(input: { name: "Budget", password: "Portail-Demo-2026!" }) { plainTextToken } }',
    },
    { cookie: SESSION },
  );
  return (json().data as { createApiToken: { plainTextToken: string } }).createApiToken.plainTextToken;
}

const FILES = '{ viewer { dossiers { codeDossier } } }';

const asScript = (token: string, query = FILES) =>
  gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: JSON.stringify({ query }),
  });

describe('cost and rate limit', () => {
  it('tells a script in every answer what it asked, what it cost and what is left, and when it is all back', async () => {
    const token = await tokenOf();
    const answer = (await asScript(token)).json<GraphQLAnswer & { extensions?: Record<string, unknown> }>();
    expect(answer.extensions?.cost).toEqual({
      requestedLegacyCalls: 2,
      // The session check and the files.
      actualLegacyCalls: 2,
      points: 2,
      budget: {
        limit: 6,
        remaining: 2,
        restoreRatePerMinute: 6,
        resetAt: expect.any(String) as string,
        maximum: 6,
        fullAt: expect.any(String) as string,
      },
    });
    const fullAt = Date.parse((answer.extensions?.cost as { budget: { resetAt: string } }).budget.resetAt);
    expect(fullAt - Date.now()).toBeGreaterThan(36_000);
    expect(fullAt - Date.now()).toBeLessThanOrEqual(40_000);
  });

  it('answers the budget in rateLimit before a script starts', async () => {
    const token = await tokenOf();
    const answer = (
      await asScript(token, '{ rateLimit { limit remaining cost restoreRatePerMinute } }')
    ).json<GraphQLAnswer>();
    expect(answer).toMatchObject({
      data: { rateLimit: { limit: 6, remaining: 3, cost: 1, restoreRatePerMinute: 6 } },
    });
  });

  it('states the cost of a browser session’s answers too, and a signed-out one’s without a budget', async () => {
    const answerTo = async (payload: object, cookie?: string) =>
      (
        await gateway.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: {
            'content-type': 'application/json',
            'x-graphql-yoga-csrf': '1',
            ...(cookie ? { cookie } : {}),
          },
          payload: JSON.stringify(payload),
        })
      ).json<{ extensions: { cost: { points: number; budget: unknown } } }>();
    expect((await answerTo({ query: FILES }, SESSION)).extensions.cost.points).toBe(2);
    expect((await answerTo({ query: '{ theme { code } }' })).extensions.cost).toMatchObject({
      points: 0,
      budget: null,
    });
  });

  it("refuses a request past the person's budget with 429 and the wait, before any legacy call, to every token and session of theirs", async () => {
    const token = await tokenOf();
    expect((await asScript(token)).statusCode).toBe(200);
    expect((await asScript(token)).statusCode).toBe(200);
    const calls = legacy.calls.length;
    const refused = await asScript(token);
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    // Two points short after 6 spent of 6: about 20 s of leak at 6 points a minute.
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(20);
    expect(refused.json()).toEqual({
      errors: [
        {
          message: RATE_LIMITED_MESSAGE(seconds),
          extensions: { code: 'RATE_LIMITED', retryAfterSeconds: seconds },
        },
      ],
    });
    expect(legacy.calls.length).toBe(calls);
    // Issue 42: one budget per person, their browser sessions and tokens together; more tokens buy nothing.
    const browser = await postGraphQL(gateway.app, { query: FILES }, { cookie: SESSION });
    expect(browser.response.statusCode).toBe(429);
    expect(legacy.calls.length).toBe(calls);
  });
});
