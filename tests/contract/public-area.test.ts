import { createHash } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BreachRangeDocument,
  RegisterDocument,
  RequestAccountRecoveryDocument,
  RecoverAccountDocument,
} from './operations.ts';
import { startGateway, startOwnEmulator } from './support.ts';
import { SignInDocument } from '../testkit/session.ts';

// Registration and reset change accounts: this file has an emulator of its own.
let emulator: Awaited<ReturnType<typeof startOwnEmulator>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  emulator = await startOwnEmulator();
  gateway = await startGateway({
    legacyUrl: emulator.url,
    env: { BREACH_RANGE_URL: `${emulator.url}/range/`, CAPTCHA_COST: '1' },
  });
});
afterAll(async () => {
  await gateway?.close();
  await emulator?.stop();
});

const lastLinkTo = async (recipient: string): Promise<string> => {
  const mails = (await (await fetch(`${emulator.url}/__outbox?recipient=${recipient}`)).json()) as {
    link: string;
  }[];
  return mails[0]!.link;
};
const signIn = async (login: string, password: string) =>
  (await gateway.graphql(SignInDocument, { input: { login, password } })).body.data?.signIn.errors;

describe('public area against the emulator', () => {
  it('registers without a link code (looked up by e-mail), confirms by the mailed link, then signs in', async () => {
    const email = 'inscription.contrat@demo.fr';
    const password = 'Inscription-2026!';
    const { body } = await gateway.graphql(RegisterDocument, {
      input: {
        email,
        password,
        passwordConfirmation: password,
        codeliaison: '',
        codedossier: 'VIT002',
        cgu: true,
      },
    });
    expect(body.data?.register).toEqual({ email, errors: [] });
    await fetch(await lastLinkTo(email));
    expect(await signIn(email, password)).toEqual([]);
  });

  it('resets a password through the captcha and the mailed link, then signs in with it', async () => {
    const login = 'mdp.oublie.contrat@demo.fr';
    const challenge = (await (await fetch(`${gateway.url}/captcha/challenge`)).json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const asked = await gateway.graphql(RequestAccountRecoveryDocument, { input: { email: login, captcha } });
    expect(asked.body.data?.requestAccountRecovery).toEqual({ sent: true, errors: [] });

    const uid = new URL(await lastLinkTo(login), 'http://portail').searchParams.get('uid')!;
    const password = 'Nouveau-Mdp-2026';
    const reset = await gateway.graphql(RecoverAccountDocument, {
      input: { uid, password, passwordConfirmation: password, codedossier: 'ACS003' },
    });
    expect(reset.body.data?.recoverAccount).toEqual({ done: true, errors: [] });
    expect(await signIn(login, password)).toEqual([]);
  });

  it('finds a known breached password in the offline range service', async () => {
    const sha1 = createHash('sha1').update('Azerty123!').digest('hex').toUpperCase();
    const { body } = await gateway.graphql(BreachRangeDocument, { prefix: sha1.slice(0, 5) });
    expect(body.data?.breachRange).toContainEqual({ suffix: sha1.slice(5), count: 48213 });
  });
});
