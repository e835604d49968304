import { TOO_MANY_ATTEMPTS_MESSAGE, WRONG_CREDENTIALS_MESSAGE } from '@portal/schema/rules/sign-in';
import { describe, expect, it } from 'vitest';
import { PASSWORD, startGatewayAgainst, useOwnerStack } from '../../testing/fake-legacy.ts';
import type { GraphQLAnswer } from '../../testing/fake-legacy.ts';

const stack = useOwnerStack();
const OWNER = 'proprietaire@demo.fr';
const SIGN_IN = 'mutation ($input: SignInInput!) { signIn(input: $input) { errors { message } } }';

type Gateway = Awaited<ReturnType<typeof startGatewayAgainst>>;

interface Attempt {
  from: string;
  login?: string;
  password?: string;
  /** What a client wrote in X-Forwarded-For, or what a proxy appended to it. */
  forwardedFor?: string;
  gateway?: Gateway;
}

async function signIn({ from, login = OWNER, password = 'mauvais', forwardedFor, gateway }: Attempt) {
  const response = await (gateway ?? stack.gateway).app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: from,
    headers: {
      'content-type': 'application/json',
      'x-graphql-yoga-csrf': '1',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    payload: JSON.stringify({ query: SIGN_IN, variables: { input: { login, password } } }),
  });
  const answer = response.json<GraphQLAnswer>();
  const data = answer.data as { signIn: { errors: { message: string }[] } } | null;
  // A legacy failure is a GraphQL error, not a refusal: its code stands for it.
  return (
    data?.signIn.errors.map((error) => error.message) ??
    answer.errors?.map((e) => String(e.extensions?.code)) ??
    []
  );
}

const loginCalls = () => stack.legacy.calls.filter((c) => c.path === '/api/auth/login').length;

describe('sign-in throttling', () => {
  it('lets at most 10 of 60 simultaneous wrong passwords reach the legacy', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, () => signIn({ from: '203.0.113.5' })));
    expect(loginCalls()).toBeLessThanOrEqual(10);
    expect(
      answers.filter(([message]) => message === TOO_MANY_ATTEMPTS_MESSAGE).length,
    ).toBeGreaterThanOrEqual(50);
  });

  it('lets one sign-in of a batch of 10 operations of 15 aliases each reach the legacy, at most', async () => {
    const aliases = Array.from(
      { length: 15 },
      (_, i) => `a${i}: signIn(input: $input) { errors { message } }`,
    );
    const operation = {
      query: `mutation ($input: SignInInput!) { ${aliases.join(' ')} }`,
      variables: { input: { login: OWNER, password: 'mauvais' } },
    };
    const response = await stack.gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
      payload: JSON.stringify(Array.from({ length: 10 }, () => operation)),
    });
    expect(response.statusCode).toBe(200);
    expect(loginCalls()).toBeLessThanOrEqual(1);
  });

  it('runs the first sign-in of a batch and refuses the others before any call', async () => {
    const one = { query: SIGN_IN, variables: { input: { login: OWNER, password: PASSWORD } } };
    const response = await stack.gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
      payload: JSON.stringify([one, one, one]),
    });
    const answers = response.json<GraphQLAnswer[]>().map((answer) => answer.data);
    expect(answers).toEqual([
      { signIn: { errors: [] } },
      { signIn: { errors: [{ message: TOO_MANY_ATTEMPTS_MESSAGE }] } },
      { signIn: { errors: [{ message: TOO_MANY_ATTEMPTS_MESSAGE }] } },
    ]);
    expect(loginCalls()).toBe(1);
  });

  it('lets the owner sign in from home while an attacker keeps failing on that login elsewhere', async () => {
    for (let i = 0; i < 40; i += 1) await signIn({ from: '203.0.113.66' });
    expect(await signIn({ from: '203.0.113.66' })).toEqual([TOO_MANY_ATTEMPTS_MESSAGE]);

    expect(await signIn({ from: '198.51.100.20', password: PASSWORD })).toEqual([]);
  });

  it('spares the other people behind an address where one person failed 10 times', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect(await signIn({ from: '192.0.2.10', login: 'distrait@demo.fr' })).toEqual([
        WRONG_CREDENTIALS_MESSAGE,
      ]);
    }
    expect(await signIn({ from: '192.0.2.10', login: 'distrait@demo.fr' })).toEqual([
      TOO_MANY_ATTEMPTS_MESSAGE,
    ]);
    expect(await signIn({ from: '192.0.2.10', password: PASSWORD })).toEqual([]);
  });

  it('forgets the failures of a login at an address once the right password is given there', async () => {
    for (let i = 0; i < 9; i += 1) await signIn({ from: '192.0.2.11' });
    expect(await signIn({ from: '192.0.2.11', password: PASSWORD })).toEqual([]);
    for (let i = 0; i < 10; i += 1) {
      expect(await signIn({ from: '192.0.2.11' })).toEqual([WRONG_CREDENTIALS_MESSAGE]);
    }
    expect(await signIn({ from: '192.0.2.11' })).toEqual([TOO_MANY_ATTEMPTS_MESSAGE]);
  });

  it('counts nothing when the legacy fails instead of judging the password', async () => {
    const patient = await startGatewayAgainst(stack.legacy.url, { LEGACY_BREAKER_FAILURES: '1000' });
    try {
      const judge = stack.legacy.routes['POST /api/auth/login']!;
      stack.legacy.routes['POST /api/auth/login'] = () => ({ status: 503, body: { message: 'panne' } });
      for (let i = 0; i < 12; i += 1) {
        expect(await signIn({ gateway: patient, from: '192.0.2.12' })).toEqual(['UPSTREAM_ERROR']);
      }
      stack.legacy.routes['POST /api/auth/login'] = judge;
      for (let i = 0; i < 10; i += 1) {
        expect(await signIn({ gateway: patient, from: '192.0.2.12' })).toEqual([WRONG_CREDENTIALS_MESSAGE]);
      }
      expect(await signIn({ gateway: patient, from: '192.0.2.12' })).toEqual([TOO_MANY_ATTEMPTS_MESSAGE]);
    } finally {
      await patient.app.close();
    }
  });

  it('stops an address that tries many logins, whatever it writes in X-Forwarded-For behind one proxy', async () => {
    const behindProxy = await startGatewayAgainst(stack.legacy.url, { TRUST_PROXY: '1' });
    try {
      // The proxy (10.0.0.2) appends the address it saw; the client writes a new address before it each time.
      const attempt = (i: number, client = '203.0.113.77') =>
        signIn({
          gateway: behindProxy,
          from: '10.0.0.2',
          login: `personne-${i}@demo.fr`,
          forwardedFor: `198.18.${Math.floor(i / 250)}.${i % 250}, ${client}`,
        });
      const answers: string[][] = [];
      for (let i = 0; i < 101; i += 1) answers.push(await attempt(i));
      expect(answers.slice(0, 100).every(([message]) => message === WRONG_CREDENTIALS_MESSAGE)).toBe(true);
      expect(answers[100]).toEqual([TOO_MANY_ATTEMPTS_MESSAGE]);
      expect(loginCalls()).toBe(100);
      // Another client behind the same proxy is not concerned.
      expect(await attempt(101, '203.0.113.78')).toEqual([WRONG_CREDENTIALS_MESSAGE]);
    } finally {
      await behindProxy.app.close();
    }
  });
});
