import { TOO_MANY_ATTEMPTS_MESSAGE, WRONG_CREDENTIALS_MESSAGE } from '@portal/schema/rules/sign-in';
import { describe, expect, it } from 'vitest';
import { useOwnerStack } from './testing/fake-legacy.ts';
import type { GraphQLAnswer } from './testing/fake-legacy.ts';

const stack = useOwnerStack();

async function signInFrom(remoteAddress: string, login: string) {
  const response = await stack.gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress,
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
    payload: JSON.stringify({
      query: 'mutation ($input: SignInInput!) { signIn(input: $input) { errors { message } } }',
      variables: { input: { login, password: 'mauvais-mot-de-passe' } },
    }),
  });
  return response.json<GraphQLAnswer>().data;
}

const loginCalls = () => stack.legacy.calls.filter((c) => c.path === '/api/auth/login').length;

describe('sign-in throttling per address', () => {
  it('blocks another login from an address after 10 failures there, and spares another address', async () => {
    for (let i = 0; i < 10; i += 1) {
      // Sequential on purpose: each failure must be counted before the next attempt. One login each, so only
      // the address's counter reaches the limit.
      expect(await signInFrom('203.0.113.5', `personne-${i}@demo.fr`)).toEqual({
        signIn: { errors: [{ message: WRONG_CREDENTIALS_MESSAGE }] },
      });
    }
    expect(await signInFrom('203.0.113.5', 'proprietaire@demo.fr')).toEqual({
      signIn: { errors: [{ message: TOO_MANY_ATTEMPTS_MESSAGE }] },
    });
    expect(loginCalls()).toBe(10);

    expect(await signInFrom('198.51.100.20', 'proprietaire@demo.fr')).toEqual({
      signIn: { errors: [{ message: WRONG_CREDENTIALS_MESSAGE }] },
    });
    expect(loginCalls()).toBe(11);
  });
});
