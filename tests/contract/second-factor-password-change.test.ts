import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startGateway, startOwnEmulator } from './support.ts';

// Issue 47: a browser remembered for 30 days skips the second step until the person's password changes through
// the portal, as a new password ends their other sessions (decision 010). The test changes a password: an
// emulator of the file's own.

const LOGIN = 'proprietaire@demo.fr';
const NEW_PASSWORD = 'Nouveau-Secret-2026!';
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

interface Answer<T> {
  data: T;
}

const cookieNamed = (response: Response, name: RegExp) =>
  new RegExp(`(${name.source}=[^;]+)`).exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';

async function ask<T>(query: string, variables: Record<string, unknown>, cookie: string) {
  return gateway.post<Answer<T>>({ query, variables }, cookie);
}

const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { secondStepRequired errors { message } } }`;

async function signIn(password: string, cookie: string) {
  const { body, response } = await ask<{ signIn: { secondStepRequired: boolean } }>(
    SIGN_IN,
    { input: { login: LOGIN, password } },
    cookie,
  );
  return { secondStepRequired: body.data.signIn.secondStepRequired, response };
}

describe('a browser remembered for 30 days', () => {
  it('is asked the second step again once the password changed', async () => {
    const session = await gateway.signIn(LOGIN);
    const { body: started } = await ask<{
      startAuthenticatorEnrolment: { enrolment: { enrolmentKey: string; secret: string } };
    }>('mutation { startAuthenticatorEnrolment { enrolment { enrolmentKey secret } } }', {}, session);
    const { enrolmentKey, secret } = started.data.startAuthenticatorEnrolment.enrolment;
    const code = (offsetSeconds: number) =>
      new TOTP({ secret }).generate({ timestamp: Date.now() + offsetSeconds * 1000 });
    await ask(
      'mutation ($input: ConfirmAuthenticatorInput!) { confirmAuthenticator(input: $input) { errors { message } } }',
      { input: { enrolmentKey, code: code(0), name: 'Téléphone' } },
      session,
    );

    const first = await signIn(DEMO_PASSWORD, '');
    expect(first.secondStepRequired).toBe(true);
    const { response: verified } = await ask(
      'mutation ($code: String!) { verifySecondFactor(code: $code, rememberDevice: true) { secondStepRequired } }',
      { code: code(30) },
      cookieNamed(first.response, /portail_second_step/),
    );
    const remembered = cookieNamed(verified, /portail_appareil_\w+/);
    expect(remembered).not.toBe('');
    expect((await signIn(DEMO_PASSWORD, remembered)).secondStepRequired).toBe(false);

    await ask('mutation { sendPasswordChangeCode { errors { message } } }', {}, session);
    const outbox = await fetch(`${emulator.url}/__outbox?recipient=${encodeURIComponent(LOGIN)}`);
    const [mail] = (await outbox.json()) as { code: string | null }[];
    const { body: changed } = await ask<{ changePassword: { changed: boolean } }>(
      'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { changed } }',
      { input: { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD, securecode: mail!.code } },
      session,
    );
    expect(changed.data.changePassword.changed).toBe(true);

    expect((await signIn(NEW_PASSWORD, remembered)).secondStepRequired).toBe(true);
  });
});
