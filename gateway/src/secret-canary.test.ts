import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGateway } from './app.ts';
import { loadConfig } from './config.ts';
import { ownerProfile, ownerRoutes, startFakeLegacy, TOKEN, withoutCost } from './testing/fake-legacy.ts';
import type { GraphQLAnswer } from './testing/fake-legacy.ts';

/** Stands for a person's password: it must come back in no answer and be written in no log line. */
const CANARY = `canari_${randomUUID().replaceAll('-', '_')}`;
const LOGIN = 'proprietaire@demo.fr';

const SIGN_IN = /* GraphQL */ `
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      viewer {
        login
      }
      errors {
        field
        message
      }
    }
  }
`;

let legacy: Awaited<ReturnType<typeof startFakeLegacy>>;
let app: Awaited<ReturnType<typeof buildGateway>>;
const logLines: string[] = [];
const answers: string[] = [];

async function startStack(mode: 'production' | 'development') {
  legacy = await startFakeLegacy(ownerRoutes());
  // The firm's login service knows the canary as the owner's password.
  legacy.routes['POST /api/auth/login'] = (call) =>
    (JSON.parse(call.body) as { password: string }).password === CANARY
      ? {
          body: { status: 'OK', userId: LOGIN, typeUtilisateur: 'client' },
          headers: { 'set-cookie': `LEGACY_SESSION=${TOKEN}; HttpOnly; Path=/` },
        }
      : { status: 401, body: { message: 'Identifiant ou mot de passe incorrect.', affichable: true } };
  const config = {
    ...loadConfig({
      NODE_ENV: mode,
      COOKIE_SECRET: 'secret-de-production-pour-les-tests-unitaires',
      LOG_LEVEL: 'trace',
      WEB_DIST_DIR: '/nonexistent',
      // The canary is sent in hand-written documents too, as a collaborator's GraphiQL may.
      ARBITRARY_OPERATIONS: 'all',
    }),
    legacyApiUrl: legacy.url,
  };
  app = await buildGateway(config, { logStream: { write: (line: string) => logLines.push(line) } });
}

afterEach(async () => {
  await app.close();
  await legacy.close();
  logLines.length = 0;
  answers.length = 0;
});

/** Sends a raw JSON body as the web app would (CSRF header) and keeps the whole answer, headers included. */
async function send(payload: unknown, remoteAddress = '198.51.100.7') {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress,
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
    payload: JSON.stringify(payload),
  });
  answers.push(JSON.stringify(response.headers), response.body);
  return response;
}

const signIn = (password: string, login = LOGIN) =>
  send({ query: SIGN_IN, variables: { input: { login, password } } });

describe.each(['production', 'development'] as const)(
  'a password never travels back in %s (ARCHITECTURE rule 7)',
  (mode) => {
    it('keeps the canary out of every answer and every trace-level log line, whatever the input', async () => {
      await startStack(mode);
      const right = await signIn(CANARY);
      expect(withoutCost(right.json())).toEqual({
        data: { signIn: { viewer: { login: LOGIN }, errors: [] } },
      });
      const wrong = await signIn(`${CANARY}-faux`);
      expect(wrong.json()).toMatchObject({ data: { signIn: { errors: [{ field: null }] } } });
      const tooLong = await signIn(CANARY.repeat(10));
      expect(tooLong.json()).toMatchObject({ data: { signIn: { errors: [{ field: 'input.password' }] } } });
      const emptyLogin = await signIn(CANARY, '');
      expect(emptyLogin.json()).toMatchObject({ data: { signIn: { errors: [{ field: 'input.login' }] } } });

      // The same secret under another variable name, inline in the document, and in documents that fail.
      await send({
        query: `mutation ($motDePasse: String!) { signIn(input: { login: "${LOGIN}", password: $motDePasse }) { errors { message } } }`,
        variables: { motDePasse: `${CANARY}-variable` },
      });
      await send({
        query: `mutation { signIn(input: { login: "${LOGIN}", password: "${CANARY}-inline" }) { errors { message } } }`,
      });
      const malformed = await send({
        query: `mutation { signIn(input: { login: "${LOGIN}", password: "${CANARY}-malforme" }) { errors { message } }`,
      });
      expect(malformed.json()).toMatchObject({ errors: [{ extensions: { code: 'GRAPHQL_PARSE_FAILED' } }] });
      const wrongShape = await send({
        query: SIGN_IN,
        variables: { input: { login: LOGIN, password: { valeur: `${CANARY}-objet` } } },
      });
      const unquoted = await send({
        query: `mutation { signIn(input: { login: "${LOGIN}", password: ${CANARY} }) { errors { message } } }`,
      });
      const misplaced = await send({ query: `{ viewer "${CANARY}-jeton" }` });
      // graphql-js would quote the value in these three messages; they keep their kind and lose the value.
      expect(
        [wrongShape, unquoted, misplaced].map((r) => r.json<GraphQLAnswer>().errors?.[0]?.message),
      ).toEqual([
        'Variable "$input" got invalid value; String cannot represent a non string value.',
        'String cannot represent a non string value.',
        'Syntax Error: Expected Name, found String.',
      ]);

      // In a GET's query string (a query, not a mutation: GET cannot run one, but the URL is logged all the same).
      const viaGet = await app.inject({
        method: 'GET',
        url: `/graphql?query=${encodeURIComponent(`query ($p: String) { viewer { id } }`)}&variables=${encodeURIComponent(JSON.stringify({ p: `${CANARY}-get` }))}`,
        headers: { 'x-graphql-yoga-csrf': '1' },
      });
      answers.push(JSON.stringify(viaGet.headers), viaGet.body);

      // A throttled attempt: ten failures from another login, then the canary.
      for (let i = 0; i < 10; i += 1) await signIn(`mauvais-${i}`, 'autre@demo.fr');
      const throttled = await signIn(`${CANARY}-bloque`, 'autre@demo.fr');
      expect(throttled.json()).toMatchObject({
        data: { signIn: { errors: [{ message: /Trop de tentatives/ }] } },
      });

      expect(logLines.length).toBeGreaterThan(20);
      expect(logLines.filter((line) => line.includes(CANARY))).toEqual([]);
      expect(answers.filter((text) => text.includes(CANARY))).toEqual([]);
      expect(answers.filter((text) => /"stack"|originalError/.test(text))).toEqual([]);
      // Only the firm's login service ever receives it.
      const legacyHolders = legacy.calls.filter((call) => JSON.stringify(call).includes(CANARY));
      expect(new Set(legacyHolders.map((call) => `${call.method} ${call.path}`))).toEqual(
        new Set(['POST /api/auth/login']),
      );
    });

    it('keeps a personal access token out of every log line and of every answer but its creation', async () => {
      await startStack(mode);
      const cookie = (await signIn(CANARY)).headers['set-cookie'];
      const session = (Array.isArray(cookie) ? cookie : [cookie ?? ''])
        .map((c) => c.split(';')[0])
        .join('; ');
      const created = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', cookie: session },
        payload: JSON.stringify({
          query: `mutation { createApiToken(input: { name: "Canari", password: "${CANARY}" }) { apiToken { id } plainTextToken } }`,
        }),
      });
      const { apiToken, plainTextToken: token } = (
        created.json<GraphQLAnswer>().data as {
          createApiToken: { apiToken: { id: string }; plainTextToken: string };
        }
      ).createApiToken;
      const asScript = async (authorization: string, url = '/graphql', query = '{ viewer { login } }') => {
        const response = await app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', authorization },
          payload: JSON.stringify({ query, variables: { jeton: token } }),
        });
        answers.push(JSON.stringify(response.headers), response.body);
        return response;
      };
      expect((await asScript(`Bearer ${token}`)).statusCode).toBe(200);
      await asScript(`Bearer ${token}x`);
      await asScript(`Token ${token}`);
      await asScript(`Bearer ${token}`, `/graphql?access_token=${token}`);
      await asScript(`Bearer ${token}`, `/graphql/${token}`);
      await asScript(`Bearer ${token}`, '/graphql', `{ viewer "${token}" }`);
      await asScript(`Bearer ${token}`, '/graphql', 'mutation { signOut { ok } }');
      await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', cookie: session },
        payload: JSON.stringify({
          query: `mutation { revokeApiToken(apiTokenId: "${apiToken.id}") { revokedId } }`,
        }),
      });
      expect((await asScript(`Bearer ${token}`)).statusCode).toBe(401);

      expect(logLines.filter((line) => line.includes(token.slice(5)))).toEqual([]);
      expect(answers.filter((text) => text.includes(token.slice(5)))).toEqual([]);
      expect(legacy.calls.filter((call) => JSON.stringify(call).includes(token.slice(5)))).toEqual([]);
    });

    it("keeps the account's new password and confirmation code out of every answer and log line", async () => {
      await startStack(mode);
      const cookie = (await signIn(CANARY)).headers['set-cookie'];
      const session = (Array.isArray(cookie) ? cookie : [cookie ?? ''])
        .map((c) => c.split(';')[0])
        .join('; ');
      legacy.routes['GET /api/user'] = () => ({ body: ownerProfile({ mail: LOGIN, compteExterne: true }) });
      legacy.routes['POST /api/auth/dopwdupdate'] = () => ({
        status: 400,
        body: { message: 'Le code de confirmation est invalide ou a expiré.', affichable: true },
      });
      legacy.routes['POST /api/auth/domailupdate'] = () => ({ body: { data: true } });
      const password = `${CANARY}-Aa1!`;
      const code = `${CANARY}-code`;
      const sendSigned = async (query: string, variables: object) => {
        const response = await app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', cookie: session },
          payload: JSON.stringify({ query, variables }),
        });
        answers.push(JSON.stringify(response.headers), response.body);
        return response.json<GraphQLAnswer>();
      };
      const changed = await sendSigned(
        'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { changed errors { message } } }',
        { input: { password, passwordConfirmation: password, securecode: code } },
      );
      expect(changed).toMatchObject({ data: { changePassword: { changed: false } } });
      const mismatch = await sendSigned(
        'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { changed errors { message } } }',
        { input: { password, passwordConfirmation: `${password}x`, securecode: code } },
      );
      expect(mismatch).toMatchObject({ data: { changePassword: { changed: false } } });
      const mail = await sendSigned(
        'mutation ($input: ChangeMailInput!) { changeMail(input: $input) { sent errors { message } } }',
        {
          input: {
            mail: 'nouveau@demo.fr',
            mailConfirmation: 'nouveau@demo.fr',
            securecode: code,
            password,
            passwordConfirmation: password,
          },
        },
      );
      expect(mail).toMatchObject({ data: { changeMail: { sent: true } } });

      expect(logLines.filter((line) => line.includes(CANARY))).toEqual([]);
      expect(answers.filter((text) => text.includes(CANARY))).toEqual([]);
      const legacyHolders = legacy.calls.filter((call) => JSON.stringify(call).includes(CANARY));
      expect(new Set(legacyHolders.map((call) => `${call.method} ${call.path}`))).toEqual(
        new Set(['POST /api/auth/login', 'POST /api/auth/dopwdupdate', 'POST /api/auth/domailupdate']),
      );
    });
  },
);
