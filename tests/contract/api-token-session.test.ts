import {
  API_TOKEN_PASSWORD_REQUIRED,
  API_TOKEN_PASSWORD_WRONG,
  API_TOKEN_PAUSED,
  API_TOKEN_REFUSED,
  API_TOKEN_SESSION_ENDED,
} from '@portal/schema/rules/api-tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { DEMO_PASSWORD, startGateway, startOwnEmulator } from './support.ts';

// Issue 46, item 1: a token's legacy session is its own, opened with its owner's password
// (docs/decisions/012-api-tokens-have-a-legacy-session-of-their-own.md). Its tests change passwords: an emulator
// of the file's own.

let emulator: Awaited<ReturnType<typeof startOwnEmulator>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;

beforeAll(async () => {
  emulator = await startOwnEmulator();
  gateway = await startGateway({ legacyUrl: emulator.url });
});

afterAll(async () => {
  await gateway.close();
  await emulator.stop();
});

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

interface Created {
  apiToken: { id: string } | null;
  plainTextToken: string | null;
  errors: { field: string | null; message: string }[];
}

async function ask<T = Record<string, unknown>>(
  cookie: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const { body } = await gateway.post<{ data: T }>({ query, variables }, cookie);
  return body.data;
}

async function create(cookie: string, input: Record<string, unknown>): Promise<Created> {
  const data = await ask<{ createApiToken: Created }>(
    cookie,
    `mutation ($input: CreateApiTokenInput!) {
      createApiToken(input: $input) { apiToken { id } plainTextToken errors { field message } }
    }`,
    { input },
  );
  return data.createApiToken;
}

async function newToken(cookie: string, name: string, password = DEMO_PASSWORD) {
  const created = await create(cookie, { name, password });
  expect(created.errors).toEqual([]);
  return { id: created.apiToken!.id, token: created.plainTextToken! };
}

const RenewDocument = graphql(`
  mutation ContractRenewApiTokenSession($password: String!) {
    renewApiTokenSession(password: $password) {
      renewed
      errors {
        field
        message
      }
    }
  }
`);

const renew = async (cookie: string, password: string) =>
  (await gateway.graphql(RenewDocument, { password }, cookie)).body.data!;

const revoke = (cookie: string, id: string) =>
  ask(cookie, 'mutation ($id: ID!) { revokeApiToken(apiTokenId: $id) { revokedId } }', { id });

/** What a script sends: the token alone. */
async function asScript(token: string, query = '{ viewer { login dossiers { codeDossier } } }') {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

const SessionEndedDocument = graphql(`
  query ContractApiTokenSessionEnded {
    viewer {
      id
      apiTokenSessionEnded
    }
  }
`);

const sessionEnded = async (cookie: string) =>
  (await gateway.graphql(SessionEndedDocument, {}, cookie)).body.data!.viewer!.apiTokenSessionEnded;

/** The portal's session cookie an answer sets, ready to send back. */
const sessionCookieOf = (response: Response) =>
  /portail_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];

/** The newest mail the emulator sent this person (its outbox, test mode only). */
async function lastMail(recipient: string): Promise<{ link: string | null; code: string | null }> {
  const response = await fetch(`${emulator.url}/__outbox?recipient=${encodeURIComponent(recipient)}`);
  const [mail] = (await response.json()) as { link: string | null; code: string | null }[];
  return mail!;
}

describe('a token’s own legacy session', () => {
  it('keeps the token working after its owner signs out of the browser', async () => {
    const cookie = await gateway.signIn('collaborateur');
    const { token } = await newToken(cookie, 'Export de nuit');
    const before = await asScript(token);
    await ask(cookie, 'mutation { signOut { ok } }');
    const after = await asScript(token);
    expect(after.status).toBe(200);
    expect(after.body.data).toEqual(before.body.data);
    expect(after.body.data).toMatchObject({ viewer: { login: 'collaborateur' } });
  });

  it('creates nothing without the owner’s password or with a wrong one', async () => {
    const cookie = await gateway.signIn('associe@demo.fr');
    expect((await create(cookie, { name: 'Sans mot de passe' })).errors).toEqual([
      { field: 'input.password', message: API_TOKEN_PASSWORD_REQUIRED },
    ]);
    expect(await create(cookie, { name: 'Mauvais', password: 'Pas-Le-Bon-2026!' })).toEqual({
      apiToken: null,
      plainTextToken: null,
      errors: [{ field: 'input.password', message: API_TOKEN_PASSWORD_WRONG }],
    });
    expect(await ask(cookie, '{ viewer { apiTokens { id } } }')).toEqual({ viewer: { apiTokens: [] } });
  });

  it('ends the tokens’ session with the last revocation, and not before', async () => {
    const cookie = await gateway.signIn('assistante');
    const first = await newToken(cookie, 'Premier');
    const second = await newToken(cookie, 'Second');
    await revoke(cookie, first.id);
    expect((await asScript(second.token)).status).toBe(200);
    const logoutsBefore = gateway.upstream.filter((call) => call.path === '/api/auth/logout').length;
    await revoke(cookie, second.id);
    expect(gateway.upstream.filter((call) => call.path === '/api/auth/logout')).toHaveLength(
      logoutsBefore + 1,
    );
    const refused = await asScript(second.token);
    expect(refused.status).toBe(401);
    expect(refused.body.errors).toEqual([
      { message: API_TOKEN_REFUSED, extensions: { code: 'UNAUTHENTICATED' } },
    ]);
    // The next token opens a session again with the password.
    const third = await newToken(cookie, 'Troisième');
    expect((await asScript(third.token)).status).toBe(200);
  });

  it('pauses the tokens at a password change and ends their session: confirmed and renewed, they work again', async () => {
    const login = 'particulier@demo.fr';
    const cookie = await gateway.signIn(login);
    const { id, token } = await newToken(cookie, 'Export comptable');
    await ask(cookie, 'mutation { sendPasswordChangeCode { errors { message } } }');
    const { code } = await lastMail(login);
    const changed = await gateway.post<{ data: { changePassword: { changed: boolean } } }>(
      {
        query: `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { changed errors { message } } }`,
        variables: {
          input: {
            password: 'Nouveau-Secret-2026!',
            passwordConfirmation: 'Nouveau-Secret-2026!',
            securecode: code,
          },
        },
      },
      cookie,
    );
    expect(changed.body.data.changePassword.changed).toBe(true);
    const changer = sessionCookieOf(changed.response) ?? cookie;

    const paused = await asScript(token);
    expect(paused.status).toBe(401);
    expect(paused.body.errors).toEqual([{ message: API_TOKEN_PAUSED, extensions: { code: 'TOKEN_PAUSED' } }]);
    await ask(changer, 'mutation ($id: ID!) { confirmApiToken(apiTokenId: $id) { apiToken { paused } } }', {
      id,
    });
    const ended = await asScript(token);
    expect(ended.status).toBe(401);
    expect(ended.body.errors?.[0]?.extensions?.code).toBe('TOKEN_SESSION_ENDED');
    expect(await sessionEnded(changer)).toBe(true);
    expect((await renew(changer, DEMO_PASSWORD)).renewApiTokenSession).toEqual({
      renewed: false,
      errors: [{ field: 'password', message: API_TOKEN_PASSWORD_WRONG }],
    });
    expect((await renew(changer, 'Nouveau-Secret-2026!')).renewApiTokenSession).toEqual({
      renewed: true,
      errors: [],
    });
    expect(await asScript(token)).toMatchObject({ status: 200, body: { data: { viewer: { login } } } });
  });

  it('answers TOKEN_SESSION_ENDED once the legacy ended the session, until the owner renews it in one step', async () => {
    const login = 'proprietaire@demo.fr';
    const cookie = await gateway.signIn(login);
    const { token } = await newToken(cookie, 'Relevé mensuel');
    const files = (await asScript(token)).body.data as { viewer: { dossiers: { codeDossier: string }[] } };
    expect(await sessionEnded(cookie)).toBe(false);

    // A reset from the mailed link: the legacy ends every session of the account, the tokens' too.
    await fetch(`${emulator.url}/api/auth/pwdforgot`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: login }),
    });
    const uid = new URL((await lastMail(login)).link!, 'http://portail').searchParams.get('uid');
    const reset = await fetch(`${emulator.url}/api/auth/dopwdforgotupdate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        pwd: 'Reinitialise-2026!',
        uid,
        codedossier: files.viewer.dossiers[0]!.codeDossier,
      }),
    });
    expect(reset.status).toBe(200);

    const ended = await asScript(token);
    expect(ended.status).toBe(401);
    expect(ended.body.data).toBeUndefined();
    expect(ended.body.errors).toEqual([
      { message: API_TOKEN_SESSION_ENDED, extensions: { code: 'TOKEN_SESSION_ENDED' } },
    ]);
    const signedIn = await gateway.post<{ data: unknown }>({
      query: 'mutation ($input: SignInInput!) { signIn(input: $input) { errors { message } } }',
      variables: { input: { login, password: 'Reinitialise-2026!' } },
    });
    const browser = sessionCookieOf(signedIn.response) ?? '';
    expect(await sessionEnded(browser)).toBe(true);
    expect((await renew(browser, 'Reinitialise-2026!')).renewApiTokenSession).toEqual({
      renewed: true,
      errors: [],
    });
    expect(await asScript(token)).toMatchObject({ status: 200, body: { data: files } });
    expect(await sessionEnded(browser)).toBe(false);
  });
});
