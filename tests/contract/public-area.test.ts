import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BreachRangeDocument,
  RegisterDocument,
  RequestAccountRecoveryDocument,
  RecoverAccountDocument,
} from './operations.ts';
import { startGateway, startOwnEmulator } from './support.ts';
import { lastLinkTo, solvedCaptcha } from '../testkit/public-area.ts';
import { graphql } from '../testkit/__generated__/index.ts';
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

const ViewerLoginDocument = graphql(`
  query ContractViewerLogin {
    viewer {
      id
      login
    }
  }
`);

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
    await fetch(await lastLinkTo(emulator.url, email));
    expect(await signIn(email, password)).toEqual([]);
  });

  it('resets a password through the captcha and the mailed link, which ends the sessions open before, then signs in with it', async () => {
    const login = 'mdp.oublie.contrat@demo.fr';
    const before = await gateway.signIn(login);
    expect((await gateway.graphql(ViewerLoginDocument, {}, before)).body.data?.viewer?.login).toBe(login);
    const captcha = await solvedCaptcha(gateway.url);
    const asked = await gateway.graphql(RequestAccountRecoveryDocument, { input: { email: login, captcha } });
    expect(asked.body.data?.requestAccountRecovery).toEqual({ sent: true, errors: [] });

    const uid = new URL(await lastLinkTo(emulator.url, login), 'http://portail').searchParams.get('uid')!;
    const password = 'Nouveau-Mdp-2026';
    const reset = await gateway.graphql(RecoverAccountDocument, {
      input: { uid, password, passwordConfirmation: password, codedossier: 'ACS003' },
    });
    expect(reset.body.data?.recoverAccount).toEqual({ done: true, errors: [] });
    expect((await gateway.graphql(ViewerLoginDocument, {}, before)).body.data?.viewer).toBeNull();
    expect(await signIn(login, password)).toEqual([]);
  });

  it('finds a known breached password in the offline range service', async () => {
    const sha1 = createHash('sha1').update('Azerty123!').digest('hex').toUpperCase();
    const { body } = await gateway.graphql(BreachRangeDocument, { prefix: sha1.slice(0, 5) });
    expect(body.data?.breachRange).toContainEqual({ suffix: sha1.slice(5), count: 48213 });
  });
});
