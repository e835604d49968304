import { createHash } from 'node:crypto';
import { BREACH_CHECK_FAILED, policyMessage } from '@portal/schema/rules/passwords';
import { CAPTCHA_REQUIRED, RESET_PASSWORDS_DIFFER } from '@portal/schema/rules/password-reset';
import { LINK_CODE_NOT_FOUND, PASSWORDS_DIFFER } from '@portal/schema/rules/registration';
import { EXTERNAL_ACCOUNT_EXPIRED } from '@portal/schema/rules/external-sign-in';
import { SIGN_IN_MAX_FAILURES, TOO_MANY_ATTEMPTS_MESSAGE } from '@portal/schema/rules/sign-in';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ownerRoutes, postGraphQL, startFakeLegacy, startGatewayAgainst } from '../../testing/fake-legacy.ts';

const stack = {} as {
  legacy: Awaited<ReturnType<typeof startFakeLegacy>>;
  gateway: Awaited<ReturnType<typeof startGatewayAgainst>>;
};
beforeEach(async () => {
  stack.legacy = await startFakeLegacy(ownerRoutes());
  stack.gateway = await startGatewayAgainst(stack.legacy.url, {
    BREACH_RANGE_URL: `${stack.legacy.url}/range/`,
    CAPTCHA_COST: '1',
  });
});
afterEach(async () => {
  await stack.gateway.app.close();
  await stack.legacy.close();
});

const ok = () => ({ body: { status: 'OK' } });
const legacyPaths = () => stack.legacy.calls.map((c) => `${c.method} ${c.path}`);
const run = async (query: string, variables: Record<string, unknown>) => {
  const { response, json } = await postGraphQL(stack.gateway.app, { query, variables });
  return { body: response.body, answer: json() };
};

const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      email
      errors {
        field
        message
      }
    }
  }
`;
const form = {
  email: 'inscription.lien@demo.fr',
  password: 'Inscription-2026!',
  passwordConfirmation: 'Inscription-2026!',
  codeliaison: 'guid-lien',
  codedossier: 'VIT002',
  cgu: true,
};

describe('registration', () => {
  it('sends the spec’s payload and answers the e-mail, never the password', async () => {
    stack.legacy.routes['POST /api/auth/register'] = ok;
    const { answer, body } = await run(REGISTER, { input: form });
    expect(answer.data).toEqual({ register: { email: form.email, errors: [] } });
    expect(JSON.parse(stack.legacy.calls[0]!.body)).toEqual({
      username: form.email,
      email: form.email,
      pwd: form.password,
      codeliaison: 'guid-lien',
      codedossier: 'VIT002',
      external: null,
    });
    expect(body).not.toContain(form.password);
  });

  it('looks the link code up by e-mail when it is missing, and says it is not found without registering', async () => {
    const { answer } = await run(REGISTER, { input: { ...form, codeliaison: '' } });
    expect(answer.data).toEqual({
      register: { email: null, errors: [{ field: 'input.codeliaison', message: LINK_CODE_NOT_FOUND }] },
    });
    expect(legacyPaths()).toEqual(['GET /api/auth/getGuidPersonne/inscription.lien%40demo.fr']);
  });

  it('re-checks the rules and calls nothing upstream on bad input', async () => {
    const mismatch = await run(REGISTER, { input: { ...form, passwordConfirmation: 'Autre-2026!' } });
    expect(mismatch.answer.data).toEqual({
      register: { email: null, errors: [{ field: 'input.confirmation', message: PASSWORDS_DIFFER }] },
    });
    const weak = await run(REGISTER, {
      input: { ...form, password: 'faible', passwordConfirmation: 'faible' },
    });
    expect(weak.answer.data).toMatchObject({ register: { errors: [{ message: policyMessage(8) }] } });
    expect(stack.legacy.calls).toHaveLength(0);
  });

  it('refuses an external account the gateway no longer holds, without asking the legacy', async () => {
    const { answer } = await run(REGISTER, {
      input: { ...form, password: '', passwordConfirmation: '', external: true },
    });
    expect(answer.data).toEqual({
      register: { email: null, errors: [{ field: null, message: EXTERNAL_ACCOUNT_EXPIRED }] },
    });
    expect(stack.legacy.calls).toHaveLength(0);
  });

  it('is throttled like the sign-in: after the refusals a sign-in may have, the legacy is no longer asked', async () => {
    stack.legacy.routes['POST /api/auth/register'] = () => ({
      status: 400,
      body: { message: 'Le code dossier ne correspond pas au code liaison.', affichable: true },
    });
    for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES; attempt += 1) {
      const { answer } = await run(REGISTER, { input: form });
      expect(answer.data).toMatchObject({ register: { email: null } });
    }
    const { answer } = await run(REGISTER, { input: form });
    expect(answer.data).toEqual({
      register: { email: null, errors: [{ field: null, message: TOO_MANY_ATTEMPTS_MESSAGE }] },
    });
    expect(legacyPaths()).toHaveLength(SIGN_IN_MAX_FAILURES);
  });

  it('shows the legacy’s own refusal as returned', async () => {
    stack.legacy.routes['POST /api/auth/register'] = () => ({
      status: 409,
      body: { message: 'Un compte existe déjà pour cet email.', affichable: true },
    });
    const { answer } = await run(REGISTER, { input: form });
    expect(answer.data).toEqual({
      register: { email: null, errors: [{ field: null, message: 'Un compte existe déjà pour cet email.' }] },
    });
  });
});

const FORGOT = /* GraphQL */ `
  mutation Forgot($input: RequestAccountRecoveryInput!) {
    requestAccountRecovery(input: $input) {
      sent
      errors {
        message
      }
    }
  }
`;

async function solvedCaptcha(): Promise<string> {
  const challenge = (await stack.gateway.app.inject({ url: '/captcha/challenge' })).json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('forgot password', () => {
  it('refuses an unsolved captcha without asking the legacy', async () => {
    const { answer } = await run(FORGOT, { input: { email: 'mdp.oublie@demo.fr', captcha: '' } });
    expect(answer.data).toEqual({
      requestAccountRecovery: { sent: false, errors: [{ message: CAPTCHA_REQUIRED }] },
    });
    expect(stack.legacy.calls).toHaveLength(0);
  });

  it('is throttled like the sign-in: after the refusals a sign-in may have, the legacy is no longer asked', async () => {
    stack.legacy.routes['POST /api/auth/pwdforgot'] = () => ({
      status: 400,
      body: { message: 'Adresse inconnue.', affichable: true },
    });
    for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES; attempt += 1) {
      await run(FORGOT, { input: { email: 'mdp.oublie@demo.fr', captcha: await solvedCaptcha() } });
    }
    const { answer } = await run(FORGOT, {
      input: { email: 'mdp.oublie@demo.fr', captcha: await solvedCaptcha() },
    });
    expect(answer.data).toEqual({
      requestAccountRecovery: { sent: false, errors: [{ message: TOO_MANY_ATTEMPTS_MESSAGE }] },
    });
    expect(legacyPaths()).toHaveLength(SIGN_IN_MAX_FAILURES);
  });

  it('asks the legacy to mail the link once the captcha is solved, and refuses the same captcha replayed', async () => {
    stack.legacy.routes['POST /api/auth/pwdforgot'] = ok;
    const captcha = await solvedCaptcha();
    const first = await run(FORGOT, { input: { email: 'mdp.oublie@demo.fr', captcha } });
    expect(first.answer.data).toEqual({ requestAccountRecovery: { sent: true, errors: [] } });
    const replay = await run(FORGOT, { input: { email: 'mdp.oublie@demo.fr', captcha } });
    expect(replay.answer.data).toEqual({
      requestAccountRecovery: { sent: false, errors: [{ message: CAPTCHA_REQUIRED }] },
    });
    expect(legacyPaths()).toEqual(['POST /api/auth/pwdforgot']);
    expect(JSON.parse(stack.legacy.calls[0]!.body)).toEqual({ username: 'mdp.oublie@demo.fr' });
  });
});

const RESET = /* GraphQL */ `
  mutation Reset($input: RecoverAccountInput!) {
    recoverAccount(input: $input) {
      done
      errors {
        message
      }
    }
  }
`;
const reset = {
  uid: 'uid-du-lien',
  password: 'Nouveau-Mdp-2026',
  passwordConfirmation: 'Nouveau-Mdp-2026',
  codedossier: 'ACS003',
};

describe('change password (reset)', () => {
  it('checks the 12-character rule and the confirmation before any call', async () => {
    const short = await run(RESET, {
      input: { ...reset, password: 'Court-2026!', passwordConfirmation: 'Court-2026!' },
    });
    expect(short.answer.data).toEqual({
      recoverAccount: { done: false, errors: [{ message: policyMessage(12) }] },
    });
    const differ = await run(RESET, { input: { ...reset, passwordConfirmation: 'Nouveau-Mdp-2027' } });
    expect(differ.answer.data).toEqual({
      recoverAccount: { done: false, errors: [{ message: RESET_PASSWORDS_DIFFER }] },
    });
    expect(stack.legacy.calls).toHaveLength(0);
  });

  it('is throttled like the sign-in: after the refusals a sign-in may have, the legacy is no longer asked', async () => {
    stack.legacy.routes['POST /api/auth/dopwdforgotupdate'] = () => ({
      status: 400,
      body: { message: 'Ce lien de changement de mot de passe est invalide ou a expiré.', affichable: true },
    });
    for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES; attempt += 1) {
      await run(RESET, { input: { ...reset, uid: `uid-devine-${attempt}` } });
    }
    const { answer } = await run(RESET, { input: { ...reset, uid: 'uid-devine-encore' } });
    expect(answer.data).toEqual({
      recoverAccount: { done: false, errors: [{ message: TOO_MANY_ATTEMPTS_MESSAGE }] },
    });
    expect(legacyPaths()).toHaveLength(SIGN_IN_MAX_FAILURES);
  });

  it('sends {pwd, uid, codedossier} and shows the server’s error as returned', async () => {
    stack.legacy.routes['POST /api/auth/dopwdforgotupdate'] = () => ({
      status: 400,
      body: { message: 'Ce lien de changement de mot de passe est invalide ou a expiré.', affichable: true },
    });
    const { answer, body } = await run(RESET, { input: reset });
    expect(answer.data).toEqual({
      recoverAccount: {
        done: false,
        errors: [{ message: 'Ce lien de changement de mot de passe est invalide ou a expiré.' }],
      },
    });
    expect(JSON.parse(stack.legacy.calls[0]!.body)).toEqual({
      pwd: reset.password,
      uid: reset.uid,
      codedossier: 'ACS003',
    });
    expect(body).not.toContain(reset.password);
  });
});

const BREACH = /* GraphQL */ `
  query Breach($prefix: String!) {
    breachRange(prefix: $prefix) {
      suffix
      count
    }
  }
`;

describe('breach range', () => {
  const sha1 = createHash('sha1').update('Azerty123!').digest('hex').toUpperCase();

  it('hands over the range service’s suffixes for a 5-character prefix, padding left out', async () => {
    stack.legacy.routes[`GET /range/${sha1.slice(0, 5)}`] = () => ({
      raw: `${sha1.slice(5)}:48213\r\n${'0'.repeat(35)}:0`,
      headers: { 'content-type': 'text/plain' },
    });
    const { answer } = await run(BREACH, { prefix: sha1.slice(0, 5).toLowerCase() });
    expect(answer.data).toEqual({ breachRange: [{ suffix: sha1.slice(5), count: 48213 }] });
  });

  it('says the check failed in French when the service fails, and refuses anything but a prefix', async () => {
    const failed = await run(BREACH, { prefix: sha1.slice(0, 5) });
    expect(failed.answer.errors?.[0]?.message).toBe(BREACH_CHECK_FAILED);
    const whole = await run(BREACH, { prefix: sha1 });
    expect(whole.answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(stack.legacy.calls).toHaveLength(1);
  });
});
