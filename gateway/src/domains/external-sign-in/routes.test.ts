import { createHash, generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EXTERNAL_ACCOUNT_UNKNOWN } from '@portal/schema/rules/external-sign-in';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGateway } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { sessionCookieValue } from '../../http/session-cookie.ts';
import { ownerRoutes, postGraphQL, startFakeLegacy, TOKEN } from '../../testing/fake-legacy.ts';
import { appCode, enrolAuthenticator } from '../../testing/second-factor.ts';

// A stand-in OpenID provider: discovery, keys, and a token endpoint that checks PKCE as a real one does and answers
// an ID token signed with its key. The gateway's flow is driven by hand: the provider's pages are not the subject.
const CLIENT_ID = 'portail-tests';
const CLIENT_SECRET = 'secret-du-client-des-tests';
const RETOUR = '/inscription//inscription.externe@demo.fr';
const COOKIE_SECRET = 'secret-des-tests-de-la-connexion-externe';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

interface Issued {
  challenge: string;
  nonce: string;
  subject: string;
}

async function startProvider() {
  const codes = new Map<string, Issued>();
  const tokenCalls: URLSearchParams[] = [];
  /** The secrets it hands out, which no log line may hold. */
  const secrets: string[] = [];
  let issuer = '';
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      json(200, {
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
      });
      return;
    }
    if (url.pathname === '/jwks') {
      json(200, { keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' }] });
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      tokenCalls.push(form);
      const issued = codes.get(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!issued || issued.challenge !== challenge) {
        json(400, { error: 'invalid_grant' });
        return;
      }
      const now = Math.floor(Date.now() / 1000);
      const header = b64({ alg: 'RS256', kid: 'k1', typ: 'JWT' });
      const claims = b64({
        iss: issuer,
        aud: CLIENT_ID,
        sub: issued.subject,
        email: `${issued.subject}@externe.demo`,
        nonce: issued.nonce,
        iat: now,
        exp: now + 300,
      });
      const signature = sign('sha256', Buffer.from(`${header}.${claims}`), privateKey).toString('base64url');
      const idToken = `${header}.${claims}.${signature}`;
      const accessToken = `jeton-acces-${randomUUID()}`;
      secrets.push(idToken, accessToken, verifier);
      json(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 300, id_token: idToken });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    tokenCalls,
    secrets,
    /** What the provider's login would give the browser: a code for this authorization request. */
    authorize(authorizationUrl: string, subject: string): { code: string; state: string } {
      const asked = new URL(authorizationUrl).searchParams;
      const code = `code-${randomUUID()}`;
      secrets.push(code);
      codes.set(code, {
        challenge: asked.get('code_challenge') ?? '',
        nonce: asked.get('nonce') ?? '',
        subject,
      });
      return { code, state: asked.get('state') ?? '' };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const stack = {} as {
  provider: Awaited<ReturnType<typeof startProvider>>;
  legacy: Awaited<ReturnType<typeof startFakeLegacy>>;
  gateway: Awaited<ReturnType<typeof buildGateway>>;
  logs: string[];
};

beforeEach(async () => {
  stack.provider = await startProvider();
  stack.legacy = await startFakeLegacy(ownerRoutes());
  stack.logs = [];
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'trace',
      WEB_DIST_DIR: '/nonexistent',
      COOKIE_SECRET,
      OIDC_ISSUER_URL: stack.provider.issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
    }),
    legacyApiUrl: stack.legacy.url,
  };
  stack.gateway = await buildGateway(config, { logStream: { write: (line) => stack.logs.push(line) } });
});
afterEach(async () => {
  await stack.gateway.close();
  await stack.legacy.close();
  await stack.provider.close();
});

/** The `name=value` pairs of a response's Set-Cookie headers that set a value (not those that clear one). */
function cookiesSet(headers: Record<string, unknown>): Record<string, string> {
  const lines = headers['set-cookie'];
  const all = Array.isArray(lines) ? (lines as string[]) : typeof lines === 'string' ? [lines] : [];
  return Object.fromEntries(
    all
      .map((line) => /^([^=]+)=([^;]*)/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null && match[2] !== '')
      .map((match) => [match[1]!, match[2]!]),
  );
}

/** Starts a flow as the button does: the provider's address, and the flow's cookie as `name=value`. */
async function start(usage: 'liaison' | 'connexion', retour = RETOUR) {
  const answer = await stack.gateway.inject({
    url: `/connexion-externe?${new URLSearchParams({ usage, retour }).toString()}`,
  });
  expect(answer.statusCode).toBe(302);
  const flowCookie = answer.headers['set-cookie'];
  expect(String(flowCookie)).toMatch(/HttpOnly/);
  const [name, value] = Object.entries(cookiesSet(answer.headers))[0]!;
  return { location: String(answer.headers.location), cookie: `${name}=${value}` };
}

async function callback(query: Record<string, string>, cookie: string | null) {
  return stack.gateway.inject({
    url: `/connexion-externe/retour?${new URLSearchParams(query).toString()}`,
    headers: cookie ? { cookie } : {},
  });
}

/**
 * The owner's account linked to the external one `externe-lie` (the legacy opens their session for it), with an
 * authenticator app added in Mon compte: its secret, to type its codes.
 */
async function linkOwnerWithAnApp() {
  stack.legacy.routes['POST /api/auth/login/externe'] = () => ({
    body: { status: 'OK', userId: 'proprietaire@demo.fr', typeUtilisateur: 'client' },
    headers: { 'set-cookie': `LEGACY_SESSION=${TOKEN}; HttpOnly; Path=/` },
  });
  const session = `portail_session=${sessionCookieValue(COOKIE_SECRET, {
    token: TOKEN,
    identity: { userId: 'proprietaire@demo.fr', typeUtilisateur: 'client' },
  })}`;
  return enrolAuthenticator(stack.gateway, session);
}

describe('external sign-in', () => {
  it('sends the browser to the provider with PKCE (S256), a state and a nonce kept in a signed HttpOnly cookie', async () => {
    const { location, cookie } = await start('liaison');
    const asked = new URL(location);
    expect(`${asked.origin}${asked.pathname}`).toBe(`${stack.provider.issuer}/auth`);
    expect(asked.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(asked.searchParams.get('code_challenge_method')).toBe('S256');
    expect(asked.searchParams.get('redirect_uri')).toMatch(/\/connexion-externe\/retour$/);
    for (const name of ['code_challenge', 'state', 'nonce']) {
      expect(asked.searchParams.get(name)).toMatch(/^[\w-]{20,}$/);
    }
    // Signed, not sealed: the value is the flow's, but no one without the key can write another.
    expect(cookie).toMatch(/^portail_connexion_externe=/);
  });

  it('links the external account for the form it returns to; the registration then sends its subject and no password', async () => {
    const { location, cookie } = await start('liaison');
    const { code, state } = stack.provider.authorize(location, 'externe-42');
    const back = await callback({ code, state }, cookie);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(RETOUR);
    const linked = cookiesSet(back.headers)['portail_compte_externe'];
    expect(linked).toBeDefined();

    const account = await postGraphQL(
      stack.gateway,
      { query: '{ linkedExternalAccount { email } }' },
      { cookie: `portail_compte_externe=${linked}` },
    );
    expect(account.json().data).toEqual({ linkedExternalAccount: { email: 'externe-42@externe.demo' } });

    stack.legacy.routes['POST /api/auth/register'] = () => ({ body: { status: 'OK' } });
    const registered = await postGraphQL(
      stack.gateway,
      {
        query: `mutation ($input: RegisterInput!) { register(input: $input) { email errors { message } } }`,
        variables: {
          input: {
            email: 'inscription.externe@demo.fr',
            password: '',
            passwordConfirmation: '',
            codeliaison: 'guid-externe',
            codedossier: 'VIT002',
            cgu: true,
            external: true,
          },
        },
      },
      { cookie: `portail_compte_externe=${linked}` },
    );
    expect(registered.json().data).toEqual({
      register: { email: 'inscription.externe@demo.fr', errors: [] },
    });
    const sent = stack.legacy.calls.find((call) => call.path === '/api/auth/register');
    expect(JSON.parse(sent!.body)).toMatchObject({ pwd: '', external: 'externe-42' });
  });

  it('refuses a callback whose state is not its flow’s, without redeeming the code', async () => {
    const { location, cookie } = await start('liaison');
    const { code } = stack.provider.authorize(location, 'externe-42');
    const back = await callback({ code, state: 'un-autre-etat' }, cookie);
    expect(back.headers.location).toBe(`${RETOUR}?externe=echec`);
    expect(cookiesSet(back.headers)).toEqual({});
    expect(stack.provider.tokenCalls).toHaveLength(0);
  });

  it('refuses a callback without its flow’s cookie, or with a cookie changed by hand', async () => {
    const { location, cookie } = await start('liaison');
    const { code, state } = stack.provider.authorize(location, 'externe-42');
    expect((await callback({ code, state }, null)).headers.location).toBe('/app?externe=echec');
    const [name, value] = cookie.split('=') as [string, string];
    const changed = `${name}=${encodeURIComponent(decodeURIComponent(value).replace(/"usage":"liaison"/, '"usage":"connexion"'))}`;
    expect((await callback({ code, state }, changed)).headers.location).toBe('/app?externe=echec');
    expect(stack.provider.tokenCalls).toHaveLength(0);
  });

  it('refuses a code issued to another flow: its verifier does not match, the provider refuses it', async () => {
    const first = await start('liaison');
    const second = await start('liaison');
    const stolen = stack.provider.authorize(first.location, 'victime');
    const own = stack.provider.authorize(second.location, 'attaquant');
    const back = await callback({ code: stolen.code, state: own.state }, second.cookie);
    expect(back.headers.location).toBe(`${RETOUR}?externe=echec`);
    expect(cookiesSet(back.headers)).toEqual({});
    expect(stack.provider.tokenCalls).toHaveLength(1);
  });

  it('opens the session of the linked account, or says none is linked, from the sign-in page', async () => {
    stack.legacy.routes['POST /api/auth/login/externe'] = (call) =>
      (JSON.parse(call.body) as { external: string }).external === 'externe-lie'
        ? {
            body: { status: 'OK', userId: 'proprietaire@demo.fr', typeUtilisateur: 'client' },
            headers: { 'set-cookie': `LEGACY_SESSION=${TOKEN}; HttpOnly; Path=/` },
          }
        : { status: 401, body: { message: EXTERNAL_ACCOUNT_UNKNOWN, affichable: true } };

    const known = await start('connexion', '/accueil');
    const signedIn = await callback(stack.provider.authorize(known.location, 'externe-lie'), known.cookie);
    expect(signedIn.headers.location).toBe('/accueil');
    expect(cookiesSet(signedIn.headers)).toHaveProperty('portail_session');

    const unknown = await start('connexion', '/accueil');
    const refused = await callback(
      stack.provider.authorize(unknown.location, 'externe-inconnu'),
      unknown.cookie,
    );
    expect(refused.headers.location).toBe('/app?externe=inconnu');
    expect(cookiesSet(refused.headers)).not.toHaveProperty('portail_session');
  });

  it('sends a person with a second factor to the sign-in page’s code step, without a session', async () => {
    await linkOwnerWithAnApp();
    const flow = await start('connexion', '/accueil');
    const answer = await callback(stack.provider.authorize(flow.location, 'externe-lie'), flow.cookie);
    expect(answer.headers.location).toBe('/app?etape=code');
    expect(cookiesSet(answer.headers)).not.toHaveProperty('portail_session');
    expect(cookiesSet(answer.headers)).toHaveProperty('portail_second_step');
  });

  it('opens the session at once in a browser the person asked to remember, as the sign-in form does', async () => {
    const { secret } = await linkOwnerWithAnApp();
    const first = await start('connexion', '/accueil');
    const stepped = await callback(stack.provider.authorize(first.location, 'externe-lie'), first.cookie);
    const { response: verified } = await postGraphQL(
      stack.gateway,
      {
        query:
          'mutation ($code: String!) { verifySecondFactor(code: $code, rememberDevice: true) { secondStepRequired } }',
        variables: { code: appCode(secret, 30) },
      },
      { cookie: `portail_second_step=${cookiesSet(stepped.headers).portail_second_step}` },
    );
    const remembered = Object.entries(cookiesSet(verified.headers)).find(([name]) =>
      name.startsWith('portail_appareil_'),
    );
    expect(remembered).toBeDefined();

    const again = await start('connexion', '/accueil');
    const answer = await callback(
      stack.provider.authorize(again.location, 'externe-lie'),
      `${again.cookie}; ${remembered!.join('=')}`,
    );
    expect(answer.headers.location).toBe('/accueil');
    expect(cookiesSet(answer.headers)).toHaveProperty('portail_session');
    expect(cookiesSet(answer.headers)).not.toHaveProperty('portail_second_step');
  });

  it('writes no code, token or verifier in its logs', async () => {
    const { location, cookie } = await start('liaison');
    const back = await callback(stack.provider.authorize(location, 'externe-42'), cookie);
    expect(back.headers.location).toBe(RETOUR);
    // A failed callback too (another flow's state with the first flow's cookie), which logs why.
    const other = await start('liaison');
    await callback(stack.provider.authorize(other.location, 'externe-43'), cookie);
    expect(stack.logs.length).toBeGreaterThan(0);
    expect(stack.provider.secrets.length).toBeGreaterThanOrEqual(5);
    const logs = stack.logs.join('\n');
    for (const secret of stack.provider.secrets) expect(logs).not.toContain(secret);
    expect(logs).not.toContain(new URL(location).searchParams.get('state'));
  });

  it('refuses a return address outside the portal', async () => {
    const answer = await stack.gateway.inject({
      url: '/connexion-externe?usage=liaison&retour=//exemple.invalid/piege',
    });
    expect(answer.headers.location).toBe('/app?externe=echec');
    expect(cookiesSet(answer.headers)).toEqual({});
  });
});

describe('external sign-in without a provider configured', () => {
  it('sends the person back to the page it came from, which says it is not available', async () => {
    const gateway = await buildGateway({
      ...loadConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: '/nonexistent',
        COOKIE_SECRET,
      }),
      legacyApiUrl: stack.legacy.url,
    });
    try {
      const linking = await gateway.inject({ url: `/connexion-externe?usage=liaison&retour=${RETOUR}` });
      expect(linking.headers.location).toBe(`${RETOUR}?externe=indisponible`);
      const signingIn = await gateway.inject({ url: '/connexion-externe?usage=connexion&retour=/accueil' });
      expect(signingIn.headers.location).toBe('/app?externe=indisponible');
    } finally {
      await gateway.close();
    }
  });
});
