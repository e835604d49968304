import {
  API_TOKEN_EXPIRY_RANGE,
  API_TOKEN_IN_URL,
  API_TOKEN_MALFORMED,
  API_TOKEN_MAX_LIVE,
  API_TOKEN_PASSWORD_REQUIRED,
  API_TOKEN_PASSWORD_WRONG,
  API_TOKEN_PAUSED,
  API_TOKEN_READ_ONLY,
  API_TOKEN_REFUSED,
  API_TOKEN_SESSION_ENDED,
  API_TOKEN_SESSION_ONLY,
  API_TOKEN_TOO_MANY,
  API_TOKEN_UNKNOWN,
} from '@portal/schema/rules/api-tokens';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE, sessionCookieValue } from '../../http/session-cookie.ts';
import {
  PASSWORD,
  postGraphQL,
  SESSION,
  TEST_COOKIE_SECRET,
  TOKEN,
  useOwnerStack,
} from '../../testing/fake-legacy.ts';
import type { GraphQLAnswer } from '../../testing/fake-legacy.ts';

const stack = useOwnerStack();

afterEach(() => {
  vi.restoreAllMocks();
});

const CREATE = /* GraphQL */ `
  mutation ($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      apiToken {
        id
        name
        scope
        createdAt
        expiresAt
        lastUsedAt
      }
      plainTextToken
      errors {
        field
        message
      }
    }
  }
`;

interface Created {
  apiToken: { id: string; name: string; scope: string; createdAt: string; expiresAt: string } | null;
  plainTextToken: string | null;
  errors: { field: string | null; message: string }[];
}

/** A creation from 'Accès API', the owner's password confirmed unless `input` says otherwise. */
async function createToken(input: Record<string, unknown>, cookie = SESSION): Promise<Created> {
  const { json } = await postGraphQL(
    stack.gateway.app,
    { query: CREATE, variables: { input: { password: PASSWORD, ...input } } },
    { cookie },
  );
  return (json().data as { createApiToken: Created }).createApiToken;
}

async function tokenOf(input: Record<string, unknown> = { name: 'Export du lundi' }): Promise<string> {
  const created = await createToken(input);
  expect(created.errors).toEqual([]);
  return created.plainTextToken!;
}

/** A script's request: JSON, the token, no cookie and no CSRF header. */
function asScript(token: string, query: string, variables: Record<string, unknown> = {}) {
  return stack.gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: JSON.stringify({ query, variables }),
  });
}

const FILES = '{ viewer { login dossiers { codeDossier } } }';
const OWNER_FILES = {
  data: {
    viewer: {
      login: 'proprietaire@demo.fr',
      dossiers: [{ codeDossier: 'AGR001' }, { codeDossier: 'VIT002' }],
    },
  },
};
const LIST = '{ viewer { apiTokens { id name lastUsedAt } } }';

describe('personal access tokens', () => {
  it('shows a new token once, with its prefix, read-only and for 30 days unless asked otherwise', async () => {
    const created = await createToken({ name: '  Export du lundi  ' });
    expect(created.errors).toEqual([]);
    expect(created.plainTextToken).toMatch(/^pcat_[A-Za-z0-9_-]{49}$/);
    const { name, scope, createdAt, expiresAt } = created.apiToken!;
    expect({ name, scope }).toEqual({ name: 'Export du lundi', scope: 'READ' });
    expect(Date.parse(expiresAt) - Date.parse(createdAt)).toBe(30 * 24 * 3600 * 1000);

    const { json } = await postGraphQL(stack.gateway.app, { query: LIST }, { cookie: SESSION });
    expect(json()).toEqual({
      data: {
        viewer: {
          apiTokens: [{ id: created.apiToken!.id, name: 'Export du lundi', lastUsedAt: null }],
        },
      },
    });
    expect(JSON.stringify(json())).not.toContain(created.plainTextToken!);
  });

  it('refuses a nameless token or one for more than 90 days with a French message, creating nothing', async () => {
    expect((await createToken({ name: ' ' })).errors).toEqual([
      { field: 'input.name', message: 'Donnez un nom au jeton.' },
    ]);
    expect((await createToken({ name: 'Trop long', expiresInDays: 91 })).errors).toEqual([
      { field: 'input.expiresInDays', message: API_TOKEN_EXPIRY_RANGE },
    ]);
    const { json } = await postGraphQL(stack.gateway.app, { query: LIST }, { cookie: SESSION });
    expect(json()).toEqual({ data: { viewer: { apiTokens: [] } } });
  });

  it('lets a script read what its owner sees with the token alone: no cookie, no CSRF header, GET or POST', async () => {
    const token = await tokenOf();
    const post = await asScript(token, FILES);
    expect(post.statusCode).toBe(200);
    expect(post.json()).toMatchObject(OWNER_FILES);
    const get = await stack.gateway.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent(FILES)}`,
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
    });
    expect(get.json()).toMatchObject(OWNER_FILES);
    // The legacy is called with the owner's session, as from the portal.
    const calls = stack.legacy.calls.filter((call) => call.path === '/api/user/dossiers');
    expect(calls.map((call) => call.headers.cookie)).toEqual([
      `LEGACY_SESSION=${TOKEN}`,
      `LEGACY_SESSION=${TOKEN}`,
    ]);
  });

  it('records the last use, which the owner sees in the list', async () => {
    const token = await tokenOf();
    await asScript(token, FILES);
    const { json } = await postGraphQL(stack.gateway.app, { query: LIST }, { cookie: SESSION });
    const [listed] = (json().data as { viewer: { apiTokens: { lastUsedAt: string | null }[] } }).viewer
      .apiTokens;
    expect(listed?.lastUsedAt).not.toBeNull();
  });

  it('refuses every mutation to a read-only token before any legacy call', async () => {
    const token = await tokenOf();
    const calls = stack.legacy.calls.length;
    const response = await asScript(
      token,
      'mutation { setFavoriteDossier(codeDossier: "VIT002") { errors { message } } }',
    );
    expect(response.json()).toMatchObject({
      errors: [{ message: API_TOKEN_READ_ONLY, extensions: { code: 'FORBIDDEN', affichable: true } }],
    });
    expect(stack.legacy.calls.length).toBe(calls);
  });

  it('lets a write token change data, but never sign out or mint or revoke tokens, even through a fragment', async () => {
    const token = await tokenOf({ name: 'Écriture', scope: 'WRITE' });
    stack.legacy.routes['PUT /api/user/dossierFavoris/VIT002'] = () => ({ body: { status: 'OK' } });
    const favourite = await asScript(
      token,
      'mutation { setFavoriteDossier(codeDossier: "VIT002") { errors { message } } }',
    );
    expect(favourite.json<GraphQLAnswer>().errors).toBeUndefined();
    const calls = stack.legacy.calls.length;
    for (const query of [
      'mutation { signOut { ok } }',
      'mutation { ...F } fragment F on Mutation { signOut { ok } }',
      'mutation { createApiToken(input: { name: "Fils" }) { plainTextToken } }',
      'mutation { revokeApiToken(apiTokenId: "0123456789abcdef") { revokedId } }',
    ]) {
      expect((await asScript(token, query)).json<GraphQLAnswer>().errors?.[0]?.message).toBe(
        API_TOKEN_SESSION_ONLY,
      );
    }
    expect(stack.legacy.calls.length).toBe(calls);
  });

  it('refuses a 21st live token with a French message, and takes one again once one is revoked', async () => {
    for (let n = 1; n <= API_TOKEN_MAX_LIVE; n += 1) await tokenOf({ name: `Jeton ${n}` });
    expect(await createToken({ name: 'Un de trop' })).toEqual({
      apiToken: null,
      plainTextToken: null,
      errors: [{ field: null, message: API_TOKEN_TOO_MANY }],
    });
    const { json } = await postGraphQL(stack.gateway.app, { query: LIST }, { cookie: SESSION });
    const listed = (json().data as { viewer: { apiTokens: { id: string }[] } }).viewer.apiTokens;
    expect(listed).toHaveLength(API_TOKEN_MAX_LIVE);
    await postGraphQL(
      stack.gateway.app,
      {
        query: 'mutation ($id: ID!) { revokeApiToken(apiTokenId: $id) { revokedId } }',
        variables: { id: listed[0]?.id },
      },
      { cookie: SESSION },
    );
    expect((await createToken({ name: 'Remplaçant' })).errors).toEqual([]);
  });

  it.each([
    [
      'inviteToShare',
      'inviteToShare(input: { email: "x@ex.fr", emailConfirmation: "x@ex.fr", dossiers: [] }) { errors { message } }',
    ],
    [
      'changeSentInvitation',
      'changeSentInvitation(input: { invitationId: "inv-1", dossiers: [] }) { errors { message } }',
    ],
    ['deleteSentInvitation', 'deleteSentInvitation(invitationId: "inv-1") { errors { message } }'],
    ['acceptInvitation', 'acceptInvitation(invitationId: "inv-1") { accepted }'],
    ['refuseInvitation', 'refuseInvitation(invitationId: "inv-1") { errors { message } }'],
    ['setPersonRights', 'setPersonRights(input: { guidPersonne: "g", dossiers: [] }) { errors { message } }'],
    [
      'withdrawAccess',
      'withdrawAccess(input: { guidPersonne: "g", codeDossier: "AGR001" }) { errors { message } }',
    ],
    ['removeDossierAccess', 'removeDossierAccess(codeDossier: "AGR001") { errors { message } }'],
    [
      'addSharedCredential',
      'addSharedCredential(input: { codeDossier: "AGR001", titre: "t", nomUtilisateur: "u", motDePasse: "p", confirmationMotDePasse: "p" }) { errors { message } }',
    ],
    [
      'updateSharedCredential',
      'updateSharedCredential(input: { id: "AGR001:1", titre: "t", nomUtilisateur: "u", changesPassword: false }) { errors { message } }',
    ],
    ['deleteSharedCredential', 'deleteSharedCredential(id: "AGR001:1") { errors { message } }'],
    ['sendMailChangeCode', 'sendMailChangeCode(mode: mail) { errors { message } }'],
    [
      'changeMail',
      'changeMail(input: { mail: "x@ex.fr", mailConfirmation: "x@ex.fr", password: "p", passwordConfirmation: "p", securecode: "1" }) { errors { message } }',
    ],
    ['sendPasswordChangeCode', 'sendPasswordChangeCode { errors { message } }'],
    [
      'changePassword',
      'changePassword(input: { password: "p", passwordConfirmation: "p", securecode: "1" }) { errors { message } }',
    ],
    ['forgetLinkedExternalAccount', 'forgetLinkedExternalAccount { errors { message } }'],
  ])(
    'refuses %s to a write token with the code SESSION_REQUIRED, calling nothing',
    async (_field, selection) => {
      const token = await tokenOf({ name: 'Fuite', scope: 'WRITE' });
      const calls = stack.legacy.calls.length;
      const answer = (await asScript(token, `mutation { ${selection} }`)).json<GraphQLAnswer>();
      expect(answer.errors).toEqual([
        { message: API_TOKEN_SESSION_ONLY, extensions: { code: 'SESSION_REQUIRED', affichable: true } },
      ]);
      expect(answer.data).toBeUndefined();
      expect(stack.legacy.calls.length).toBe(calls);
    },
  );

  it("refuses a token the file's shared credentials and the sent invitations, with the code SESSION_REQUIRED", async () => {
    const token = await tokenOf({ name: 'Lecture', scope: 'WRITE' });
    const calls = stack.legacy.calls.length;
    const vault = (
      await asScript(token, '{ dossier(codeDossier: "AGR001") { sharedCredentials { id } } }')
    ).json<GraphQLAnswer>();
    expect(vault.errors?.[0]).toMatchObject({
      message: API_TOKEN_SESSION_ONLY,
      extensions: { code: 'SESSION_REQUIRED' },
    });
    expect(
      stack.legacy.calls.slice(calls).filter((call) => call.path.startsWith('/api/identifiants')),
    ).toEqual([]);
    const sent = (await asScript(token, '{ viewer { sentInvitations { id } } }')).json<GraphQLAnswer>();
    expect(sent.errors?.[0]).toMatchObject({ extensions: { code: 'SESSION_REQUIRED' } });
    expect(sent.data).toEqual({ viewer: { sentInvitations: null } });
  });

  it.each([
    ['an unknown token of the right shape', 'pcat_' + 'A'.repeat(49), API_TOKEN_REFUSED],
    ['a mistyped token', 'pcat_abc', API_TOKEN_REFUSED],
    ['another scheme', 'Basic cHJvcHJpZXRhaXJlOnNlY3JldA==', API_TOKEN_MALFORMED],
    ['an empty bearer', 'Bearer ', API_TOKEN_MALFORMED],
  ])(
    'answers %s with 401, a French message and WWW-Authenticate, calling nothing',
    async (_case, value, message) => {
      const authorization = value.startsWith('pcat_') ? `Bearer ${value}` : value;
      const response = await stack.gateway.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', authorization, cookie: SESSION },
        payload: JSON.stringify({ query: FILES }),
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(
        /^Bearer realm="portail", error="invalid_(token|request)"$/,
      );
      expect(response.json()).toEqual({ errors: [{ message, extensions: { code: 'UNAUTHENTICATED' } }] });
      expect(stack.legacy.calls).toHaveLength(0);
    },
  );

  it('refuses a token once expired', async () => {
    const token = await tokenOf({ name: 'Un jour', expiresInDays: 1 });
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 24 * 3600 * 1000 + 1);
    const response = await asScript(token, FILES);
    expect(response.statusCode).toBe(401);
    expect(response.json<GraphQLAnswer>().errors?.[0]?.message).toBe(API_TOKEN_REFUSED);
  });

  it('refuses a revoked token at its next request, and a second revocation says it is gone', async () => {
    const token = await tokenOf();
    const { json } = await postGraphQL(stack.gateway.app, { query: LIST }, { cookie: SESSION });
    const [{ id }] = (json().data as { viewer: { apiTokens: [{ id: string }] } }).viewer.apiTokens;
    const revoke = () =>
      postGraphQL(
        stack.gateway.app,
        {
          query: 'mutation ($id: ID!) { revokeApiToken(apiTokenId: $id) { revokedId errors { message } } }',
          variables: { id },
        },
        { cookie: SESSION },
      );
    const [first, second] = await Promise.all([revoke(), revoke()]);
    const answers = [first, second].map(
      ({ json: answer }) => (answer().data as { revokeApiToken: unknown }).revokeApiToken,
    );
    expect(answers).toContainEqual({ revokedId: id, errors: [] });
    expect(answers).toContainEqual({ revokedId: null, errors: [{ message: API_TOKEN_UNKNOWN }] });
    expect((await asScript(token, FILES)).statusCode).toBe(401);
  });

  it("ends the owner's other sessions at a password change and pauses the tokens until the owner confirms each", async () => {
    const token = await tokenOf({ name: 'Export', scope: 'WRITE' });
    // Another browser of the owner, signed in a minute ago.
    const otherBrowser = `${SESSION_COOKIE}=${sessionCookieValue(
      TEST_COOKIE_SECRET,
      { token: TOKEN, identity: { userId: 'proprietaire@demo.fr', typeUtilisateur: 'client' } },
      Math.floor(Date.now() / 1000) - 60,
    )}`;
    stack.legacy.routes['POST /api/auth/dopwdupdate'] = () => ({ body: { data: { resultLdap: true } } });
    const { response: changed, json } = await postGraphQL(
      stack.gateway.app,
      {
        query:
          'mutation { changePassword(input: { password: "Nouveau-Mot-2026!", passwordConfirmation: "Nouveau-Mot-2026!", securecode: "123456" }) { changed errors { message } } }',
      },
      { cookie: SESSION },
    );
    expect(json().data).toEqual({ changePassword: { changed: true, errors: [] } });
    const changer = `${SESSION_COOKIE}=${changed.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? ''}`;

    const older = await postGraphQL(stack.gateway.app, { query: FILES }, { cookie: otherBrowser });
    expect(older.json().errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(older.response.cookies).toContainEqual(
      expect.objectContaining({ name: SESSION_COOKIE, value: '' }),
    );
    expect(
      (await postGraphQL(stack.gateway.app, { query: FILES }, { cookie: changer })).json(),
    ).toMatchObject(OWNER_FILES);

    const paused = await asScript(token, FILES);
    expect(paused.statusCode).toBe(401);
    expect(paused.json<GraphQLAnswer>().errors).toEqual([
      { message: API_TOKEN_PAUSED, extensions: { code: 'TOKEN_PAUSED' } },
    ]);
    const listed = await postGraphQL(
      stack.gateway.app,
      { query: '{ viewer { apiTokens { id paused } } }' },
      { cookie: changer },
    );
    const [{ id }] = (listed.json().data as { viewer: { apiTokens: [{ id: string; paused: boolean }] } })
      .viewer.apiTokens;
    expect(listed.json().data).toEqual({ viewer: { apiTokens: [{ id, paused: true }] } });
    const confirmed = await postGraphQL(
      stack.gateway.app,
      {
        query:
          'mutation ($id: ID!) { confirmApiToken(apiTokenId: $id) { apiToken { id paused } errors { message } } }',
        variables: { id },
      },
      { cookie: changer },
    );
    expect(confirmed.json().data).toEqual({
      confirmApiToken: { apiToken: { id, paused: false }, errors: [] },
    });
    // The tokens' session, opened with the former password, ended with the change: renewed with the new one.
    expect((await asScript(token, FILES)).json<GraphQLAnswer>().errors?.[0]?.extensions?.code).toBe(
      'TOKEN_SESSION_ENDED',
    );
    await postGraphQL(
      stack.gateway.app,
      {
        query: 'mutation ($p: String!) { renewApiTokenSession(password: $p) { renewed } }',
        variables: { p: PASSWORD },
      },
      { cookie: changer },
    );
    expect((await asScript(token, FILES)).json()).toMatchObject(OWNER_FILES);
  });

  it('keeps the tokens working when their owner signs out of the browser', async () => {
    const token = await tokenOf();
    await postGraphQL(stack.gateway.app, { query: 'mutation { signOut { ok } }' }, { cookie: SESSION });
    expect((await asScript(token, FILES)).json()).toMatchObject(OWNER_FILES);
  });

  it('creates nothing without the owner’s password or with a wrong one', async () => {
    expect((await createToken({ name: 'Sans', password: null })).errors).toEqual([
      { field: 'input.password', message: API_TOKEN_PASSWORD_REQUIRED },
    ]);
    expect((await createToken({ name: 'Faux', password: 'Pas-le-bon-2026!' })).errors).toEqual([
      { field: 'input.password', message: API_TOKEN_PASSWORD_WRONG },
    ]);
    const { json } = await postGraphQL(stack.gateway.app, { query: LIST }, { cookie: SESSION });
    expect(json()).toEqual({ data: { viewer: { apiTokens: [] } } });
  });

  it('answers TOKEN_SESSION_ENDED once the legacy ended the tokens’ session, until the owner renews it', async () => {
    const token = await tokenOf();
    const [, id] = /"id":"([0-9a-f]+)"/.exec(
      JSON.stringify((await postGraphQL(stack.gateway.app, { query: LIST }, { cookie: SESSION })).json()),
    )!;
    const signedIn = stack.legacy.routes['GET /api/auth/authenticate']!;
    // The legacy forgets the session the tokens use (its expiry).
    stack.legacy.routes['GET /api/auth/authenticate'] = () => ({ body: { status: 'KO' } });
    const ended = await asScript(token, FILES);
    expect(ended.statusCode).toBe(401);
    expect(ended.json<GraphQLAnswer>().errors).toEqual([
      { message: API_TOKEN_SESSION_ENDED, extensions: { code: 'TOKEN_SESSION_ENDED' } },
    ]);
    stack.legacy.routes['GET /api/auth/authenticate'] = signedIn;
    const state = '{ viewer { apiTokenSessionEnded apiTokens { id } } }';
    expect((await postGraphQL(stack.gateway.app, { query: state }, { cookie: SESSION })).json()).toEqual({
      data: { viewer: { apiTokenSessionEnded: true, apiTokens: [{ id }] } },
    });
    const renew = (password: string) =>
      postGraphQL(
        stack.gateway.app,
        {
          query:
            'mutation ($p: String!) { renewApiTokenSession(password: $p) { renewed errors { field message } } }',
          variables: { p: password },
        },
        { cookie: SESSION },
      );
    expect((await renew('Pas-le-bon-2026!')).json().data).toEqual({
      renewApiTokenSession: {
        renewed: false,
        errors: [{ field: 'password', message: API_TOKEN_PASSWORD_WRONG }],
      },
    });
    expect((await renew(PASSWORD)).json().data).toEqual({
      renewApiTokenSession: { renewed: true, errors: [] },
    });
    expect((await asScript(token, FILES)).json()).toMatchObject(OWNER_FILES);
    expect((await postGraphQL(stack.gateway.app, { query: state }, { cookie: SESSION })).json()).toEqual({
      data: { viewer: { apiTokenSessionEnded: false, apiTokens: [{ id }] } },
    });
  });

  it('closes the tokens’ session on the legacy with the last revocation', async () => {
    await tokenOf({ name: 'Premier' });
    await tokenOf({ name: 'Second' });
    const { json } = await postGraphQL(stack.gateway.app, { query: LIST }, { cookie: SESSION });
    const ids = (json().data as { viewer: { apiTokens: { id: string }[] } }).viewer.apiTokens.map(
      (t) => t.id,
    );
    const logouts = () => stack.legacy.calls.filter((call) => call.path === '/api/auth/logout').length;
    const revoke = (id: string) =>
      postGraphQL(
        stack.gateway.app,
        { query: 'mutation ($id: ID!) { revokeApiToken(apiTokenId: $id) { revokedId } }', variables: { id } },
        { cookie: SESSION },
      );
    await revoke(ids[0]!);
    const before = logouts();
    await revoke(ids[1]!);
    expect(logouts()).toBe(before + 1);
  });

  it('refuses a token in an address before anything runs', async () => {
    const token = await tokenOf();
    const calls = stack.legacy.calls.length;
    for (const url of [
      `/graphql?query=${encodeURIComponent(FILES)}&token=${token}`,
      `/graphql?access_token=x`,
    ]) {
      const response = await stack.gateway.app.inject({
        method: 'GET',
        url,
        headers: { 'x-graphql-yoga-csrf': '1' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<GraphQLAnswer>().errors?.[0]?.message).toBe(API_TOKEN_IN_URL);
    }
    expect(stack.legacy.calls.slice(calls)).toEqual([]);
  });

  it('creates tokens only for a signed-in person', async () => {
    const { json } = await postGraphQL(stack.gateway.app, {
      query: CREATE,
      variables: { input: { name: 'X' } },
    });
    expect(json().errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
