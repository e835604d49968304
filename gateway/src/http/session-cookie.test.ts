import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD, postGraphQL, TOKEN, useOwnerStack } from '../testing/fake-legacy.ts';
import { readSessionCookie, sessionCookieValue, SESSION_LIFETIME_SECONDS } from './session-cookie.ts';
import type { PortalSession } from '../transport/legacy-identity.ts';

const stack = useOwnerStack();

async function signedInCookie(): Promise<string> {
  const { response } = await postGraphQL(stack.gateway.app, {
    query: 'mutation ($input: SignInInput!) { signIn(input: $input) { errors { message } } }',
    variables: { input: { login: 'proprietaire@demo.fr', password: PASSWORD } },
  });
  return String(response.headers['set-cookie']).split(';')[0] ?? '';
}

async function viewerWith(cookie: string) {
  stack.legacy.calls.length = 0;
  const { json } = await postGraphQL(stack.gateway.app, { query: '{ viewer { id } }' }, { cookie });
  const answer = json();
  // Without a session the viewer is refused (issue 46): its code says so.
  return answer.data ?? answer.errors?.map((e) => e.extensions?.code);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the session cookie the gateway writes', () => {
  it('holds the legacy token in no readable form', async () => {
    const cookie = await signedInCookie();
    const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
    const readings = [
      value,
      ...value
        .split('.')
        .flatMap((part) => [
          Buffer.from(part, 'base64url').toString('latin1'),
          Buffer.from(part, 'base64').toString('latin1'),
        ]),
    ];
    for (const reading of readings) expect(reading).not.toContain(TOKEN);
    expect(value).not.toContain(Buffer.from(TOKEN).toString('base64url').slice(0, 8));
  });

  it('is read back as the signed-in owner', async () => {
    expect(await viewerWith(await signedInCookie())).toEqual({ viewer: { id: 'proprietaire@demo.fr' } });
  });

  it('is ignored once one of its characters is changed, without asking the legacy', async () => {
    const cookie = await signedInCookie();
    const middle = Math.floor((cookie.indexOf('=') + cookie.length) / 2);
    const changed = `${cookie.slice(0, middle)}${cookie[middle] === 'A' ? 'B' : 'A'}${cookie.slice(middle + 1)}`;
    expect(await viewerWith(changed)).toEqual(['UNAUTHENTICATED']);
    expect(stack.legacy.calls).toEqual([]);
  });

  it('is ignored once it is older than its lifetime, without asking the legacy', async () => {
    const cookie = await signedInCookie();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 13 * 60 * 60 * 1000);
    expect(await viewerWith(cookie)).toEqual(['UNAUTHENTICATED']);
    expect(stack.legacy.calls).toEqual([]);
  });
});

const SECRET = 'secret-des-proprietes-du-cookie-de-session';

const sessions: fc.Arbitrary<PortalSession> = fc.record({
  token: fc.stringMatching(/^[A-Za-z0-9._~+/=-]{1,512}$/),
  identity: fc.record({
    // Any code point, within the 255 UTF-16 units a login may hold.
    userId: fc.string({ minLength: 1, maxLength: 255, unit: 'binary' }).filter((id) => id.length <= 255),
    typeUtilisateur: fc.constantFrom('client', 'collab', 'particulier'),
  }),
});

// base64url's alphabet, then what Node's decoder also takes or skips: a change to any of them must be noticed.
const CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_+/=.';

describe('the sealed session cookie (properties)', () => {
  it('gives back any session it sealed, with the same secret only', () => {
    fc.assert(
      fc.property(sessions, (session) => {
        const value = sessionCookieValue(SECRET, session);
        expect(readSessionCookie(SECRET, value)).toEqual(session);
        expect(readSessionCookie(`${SECRET}-autre`, value)).toBeNull();
      }),
    );
  });

  it('refuses a cookie with any one of its bytes changed', () => {
    fc.assert(
      fc.property(sessions, fc.nat(), fc.integer({ min: 1, max: 255 }), (session, at, mask) => {
        const sealed = Buffer.from(sessionCookieValue(SECRET, session), 'base64url');
        const i = at % sealed.length;
        sealed[i] = sealed[i]! ^ mask;
        expect(readSessionCookie(SECRET, sealed.toString('base64url'))).toBeNull();
      }),
    );
  });

  it('refuses a cookie with any one of its characters changed, wherever it is', () => {
    fc.assert(
      fc.property(sessions, fc.integer({ min: 1, max: CHARACTERS.length - 1 }), (session, shift) => {
        const value = sessionCookieValue(SECRET, session);
        for (let i = 0; i < value.length; i += 1) {
          const changed = CHARACTERS[(CHARACTERS.indexOf(value[i]!) + shift) % CHARACTERS.length]!;
          expect(readSessionCookie(SECRET, `${value.slice(0, i)}${changed}${value.slice(i + 1)}`)).toBeNull();
        }
      }),
    );
  });

  it('refuses a cookie sealed longer ago than its lifetime', () => {
    fc.assert(
      fc.property(sessions, fc.integer({ min: 0, max: 10 * SESSION_LIFETIME_SECONDS }), (session, age) => {
        const issuedAt = Math.floor(Date.now() / 1000) - SESSION_LIFETIME_SECONDS - age;
        expect(readSessionCookie(SECRET, sessionCookieValue(SECRET, session, issuedAt))).toBeNull();
      }),
    );
  });
});

describe('a cookie read before', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is refused once its lifetime is over, though it was honoured a moment earlier', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const session = { token: 'jeton-lu-deux-fois', identity: { userId: '42', typeUtilisateur: 'client' } };
    const value = sessionCookieValue(SECRET, session);
    vi.advanceTimersByTime((SESSION_LIFETIME_SECONDS - 1) * 1000);
    expect(readSessionCookie(SECRET, value)).toEqual(session);
    vi.advanceTimersByTime(1000);
    expect(readSessionCookie(SECRET, value)).toBeNull();
  });
});
