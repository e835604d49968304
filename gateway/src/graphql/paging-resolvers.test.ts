import { PAGE_TOO_LARGE } from './connection.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, sessionCookieValue } from '../http/session-cookie.ts';
import {
  postGraphQL,
  startFakeLegacy,
  startGatewayAgainst,
  TEST_COOKIE_SECRET,
} from '../testing/fake-legacy.ts';
import type { GraphQLAnswer } from '../testing/fake-legacy.ts';

const COLLABORATOR = 'collaborateur';
const LEGACY_TOKEN = 'jeton-collaborateur';
const PORTFOLIO_SIZE = 350;

/** A portfolio of several hundred files, each code once, as the legacy answers it whole. */
const portfolio = Array.from({ length: PORTFOLIO_SIZE }, (_, i) => ({
  id: String(10_000 + i),
  codeDossier: `PF${String(i).padStart(4, '0')}`,
  codeEntite: '0001',
  guidPersonne: `guid-${i}`,
  raisonSociale: `Exploitation ${i}`,
  idRole: null,
  estFavoris: false,
  statut: 'Bon',
  typeActivite: 'AGRI',
  modulesEffectifs: [],
}));

/** Several hundred notifications, newest first, as the legacy answers them whole. */
const notifications = Array.from({ length: 260 }, (_, i) => ({
  _id: `n${String(i).padStart(4, '0')}`,
  date: new Date(Date.UTC(2026, 10, 1) - i * 3_600_000).toISOString(),
  message: `Notification ${i}`,
  url: null,
  category: 'info',
  lu: i % 3 === 0,
}));

const cookie = `${SESSION_COOKIE}=${sessionCookieValue(TEST_COOKIE_SECRET, {
  token: LEGACY_TOKEN,
  identity: { userId: COLLABORATOR, typeUtilisateur: 'collab' },
})}`;

let legacy: Awaited<ReturnType<typeof startFakeLegacy>>;
let gateway: Awaited<ReturnType<typeof startGatewayAgainst>>;
let token: string;

beforeEach(async () => {
  legacy = await startFakeLegacy({
    'GET /api/auth/authenticate': (call) => ({
      body:
        call.headers.cookie === `LEGACY_SESSION=${LEGACY_TOKEN}`
          ? { status: 'OK', userId: COLLABORATOR, typeUtilisateur: 'collab' }
          : { status: 'KO' },
    }),
    // The password that opens the tokens' session (docs/decisions/012-api-tokens-have-a-legacy-session-of-their-own.md).
    'POST /api/auth/login': () => ({
      body: { status: 'OK', userId: COLLABORATOR, typeUtilisateur: 'collab' },
      headers: { 'set-cookie': `LEGACY_SESSION=${LEGACY_TOKEN}; HttpOnly; Path=/` },
    }),
    [`GET /api/droits/dossiersCollaborateur/${COLLABORATOR}`]: () => ({ body: portfolio }),
    'GET /api/notifications': () => ({ body: notifications }),
  });
  gateway = await startGatewayAgainst(legacy.url);
  const { json } = await postGraphQL(
    gateway.app,
    {
      query:
        'mutation { createApiToken(input: { name: "Portefeuille", password: "Portail-Demo-2026!" }) { plainTextToken apiToken { id } } }',
    },
    { cookie },
  );
  token = (json().data as { createApiToken: { plainTextToken: string } }).createApiToken.plainTextToken;
});

afterEach(async () => {
  await gateway.app.close();
  await legacy.close();
});

interface Page {
  edges: { cursor: string; node: { codeDossier: string } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

async function pageAfter(after: string | null, first = 100) {
  const response = await gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: JSON.stringify({
      query: `query ($first: Int, $after: String) {
        viewer { dossierConnection(first: $first, after: $after) {
          edges { cursor node { codeDossier } } pageInfo { hasNextPage endCursor } totalCount
        } }
      }`,
      variables: { first, after },
    }),
  });
  return { status: response.statusCode, answer: response.json<GraphQLAnswer>() };
}

const pageOf = (answer: GraphQLAnswer) =>
  (answer.data as { viewer: { dossierConnection: Page } }).viewer.dossierConnection;

describe('walking a portfolio page by page', () => {
  it('gives each of several hundred files exactly once, in at most 100 a page', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const page = pageOf((await pageAfter(after)).answer);
      expect(page.totalCount).toBe(PORTFOLIO_SIZE);
      expect(page.edges.length).toBeLessThanOrEqual(100);
      seen.push(...page.edges.map((edge) => edge.node.codeDossier));
      pages += 1;
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(pages).toBe(4);
    expect(seen).toHaveLength(PORTFOLIO_SIZE);
    expect(new Set(seen)).toEqual(new Set(portfolio.map((d) => d.codeDossier)));
  });

  it('refuses a page of more than 100 files with a French message', async () => {
    const { answer } = await pageAfter(null, 101);
    expect(answer.errors?.[0]).toMatchObject({
      message: PAGE_TOO_LARGE,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses the next page once the token is revoked during the walk', async () => {
    const first = pageOf((await pageAfter(null)).answer);
    const { json } = await postGraphQL(gateway.app, { query: '{ viewer { apiTokens { id } } }' }, { cookie });
    const [{ id }] = (json().data as { viewer: { apiTokens: [{ id: string }] } }).viewer.apiTokens;
    await postGraphQL(
      gateway.app,
      { query: `mutation { revokeApiToken(apiTokenId: "${id}") { revokedId } }` },
      { cookie },
    );
    expect((await pageAfter(first.pageInfo.endCursor)).status).toBe(401);
  });
});

type NotificationPage = Omit<Page, 'edges'> & { edges: { cursor: string; node: { id: string } }[] };

describe('walking the notifications page by page', () => {
  it('gives each of several hundred notifications exactly once, newest first', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const response: { json: <T>() => T } = await gateway.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: JSON.stringify({
          query: `query ($after: String) { viewer { notificationConnection(first: 70, after: $after) {
            edges { cursor node { id } } pageInfo { hasNextPage endCursor } totalCount
          } } }`,
          variables: { after },
        }),
      });
      const page: NotificationPage = (
        response.json<GraphQLAnswer>().data as { viewer: { notificationConnection: NotificationPage } }
      ).viewer.notificationConnection;
      expect(page.totalCount).toBe(notifications.length);
      seen.push(...page.edges.map((edge) => edge.node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(notifications.map((n) => n._id));
  });
});
