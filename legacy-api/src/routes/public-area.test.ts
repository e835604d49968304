import { createHash } from 'node:crypto';
import { INVITATION_ANSWERED, INVITATION_EXPIRED } from '@portal/schema/rules/invitations';
import { policyMessage } from '@portal/schema/rules/passwords';
import { EXTERNAL_ACCOUNT_UNKNOWN } from '@portal/schema/rules/external-sign-in';
import { LINK_CODE_NOT_FOUND } from '@portal/schema/rules/registration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed/accounts.ts';
import { prospectGuid } from '../db/seed/prospects.ts';
import { ACCOUNT_EXISTS } from '../new-account.ts';
import { DATABASE_HOOK_TIMEOUT, signIn, startTestApp, stopTestApp } from '../test-support.ts';
import { NOT_CONFIRMED } from './auth.ts';
import { DOSSIER_CODE_MISMATCH } from './registration.ts';
import { RESET_DOSSIER_MISMATCH, RESET_LINK_INVALID } from './password-reset.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  ctx = await startTestApp();
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => stopTestApp(ctx));

const post = (url: string, payload: object, cookie?: string) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const login = (username: string, password: string) => post('/api/auth/login', { username, password });
const lastLinkTo = async (recipient: string) => {
  const mails = (await ctx.app.inject({ url: `/__outbox?recipient=${recipient}` })).json<
    { link: string }[]
  >();
  return mails[0]?.link ?? null;
};
const filesOf = async (cookie: string) =>
  (await ctx.app.inject({ url: '/api/droits', headers: { cookie } }))
    .json<{ mesDroits: { dossiers: { codeDossier: string }[] } }>()
    .mesDroits.dossiers.map((d) => d.codeDossier);

describe('registration', () => {
  const email = 'inscription.demo@demo.fr';
  const registration = {
    username: email,
    email,
    pwd: 'Inscription-2026!',
    codeliaison: prospectGuid(email),
    codedossier: 'VIT002',
    external: null,
  };

  it('finds the link code of a known person by e-mail, and says so in French when there is none', async () => {
    const found = await ctx.app.inject({ url: `/api/auth/getGuidPersonne/${email}` });
    expect(found.json()).toEqual({ guidPersonne: prospectGuid(email) });
    const missing = await ctx.app.inject({ url: '/api/auth/getGuidPersonne/inconnu@demo.fr' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: LINK_CODE_NOT_FOUND });
  });

  it('refuses a weak password or a wrong dossier code and creates nothing', async () => {
    const weak = await post('/api/auth/register', { ...registration, pwd: 'faible' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ message: policyMessage(8), affichable: true });
    const wrongFile = await post('/api/auth/register', { ...registration, codedossier: 'AGR001' });
    expect(wrongFile.json()).toMatchObject({ message: DOSSIER_CODE_MISMATCH });
    expect((await login(email, registration.pwd)).statusCode).toBe(401);
    expect(await lastLinkTo(email)).toBeNull();
  });

  it('creates an account that signs in on its file once the mailed link is followed, and only once', async () => {
    expect((await post('/api/auth/register', registration)).json()).toEqual({ status: 'OK' });
    const before = await login(email, registration.pwd);
    expect(before.json()).toMatchObject({ message: NOT_CONFIRMED });

    const link = new URL((await lastLinkTo(email))!);
    expect((await ctx.app.inject({ url: link.pathname })).json()).toEqual({ status: 'OK' });
    expect((await ctx.app.inject({ url: link.pathname })).statusCode).toBe(400);

    const cookie = await signInWith(email, registration.pwd);
    expect(await filesOf(cookie)).toEqual(['VIT002']);
    const again = await post('/api/auth/register', registration);
    expect(again.statusCode).toBe(404);
  });

  it('registers with an external account instead of a password; its subject signs in once the link is followed', async () => {
    const external = 'inscription.externe@demo.fr';
    const linked = { ...registration, username: external, email: external, pwd: '' };
    const subject = 'sujet-externe-1';
    const byExternal = () => post('/api/auth/login/externe', { external: subject });
    await post('/api/auth/register', { ...linked, codeliaison: prospectGuid(external), external: subject });
    expect((await byExternal()).json()).toEqual({ message: EXTERNAL_ACCOUNT_UNKNOWN, affichable: true });

    await ctx.app.inject({ url: new URL((await lastLinkTo(external))!).pathname });
    const signedIn = await byExternal();
    expect(signedIn.json()).toEqual({ status: 'OK', userId: external, typeUtilisateur: 'client' });
    expect(String(signedIn.headers['set-cookie'])).toMatch(/^LEGACY_SESSION=/);
    const unknown = await post('/api/auth/login/externe', { external: 'sujet-inconnu' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: EXTERNAL_ACCOUNT_UNKNOWN, affichable: true });
  });

  it('refuses an e-mail already in use at the check before an invitation sign-up', async () => {
    const taken = await post('/api/auth/checkBeforeRegister', {
      username: 'Associe@demo.fr',
      external: null,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: ACCOUNT_EXISTS });
    const free = await post('/api/auth/checkBeforeRegister', { username: 'libre@demo.fr', external: null });
    expect(free.json()).toEqual({ status: 'OK' });
  });
});

async function signInWith(username: string, password: string): Promise<string> {
  const response = await login(username, password);
  const cookie = response.cookies.find((c) => c.name === 'LEGACY_SESSION');
  if (!cookie) throw new Error(`sign-in failed: ${response.body}`);
  return `LEGACY_SESSION=${cookie.value}`;
}

describe('password reset', () => {
  const username = 'mdp.oublie@demo.fr';
  const uidOf = (link: string) => new URL(link, 'http://portail').searchParams.get('uid')!;

  it('answers OK for an unknown login and mails nothing', async () => {
    expect((await post('/api/auth/pwdforgot', { username: 'personne@demo.fr' })).json()).toEqual({
      status: 'OK',
    });
    expect(await lastLinkTo('personne@demo.fr')).toBeNull();
  });

  it('sets a 12-character password from the mailed link, once, with one of the account’s files', async () => {
    await post('/api/auth/pwdforgot', { username });
    const link = (await lastLinkTo(username))!;
    expect(link).toMatch(/^\/mot-de-passe-oublie\/changer\?uid=/);
    const uid = uidOf(link);
    const pwd = 'Nouveau-Mdp-2026';

    const short = await post('/api/auth/dopwdforgotupdate', {
      pwd: 'Court-2026!',
      uid,
      codedossier: 'ACS003',
    });
    expect(short.json()).toMatchObject({ message: policyMessage(12) });
    const wrongFile = await post('/api/auth/dopwdforgotupdate', { pwd, uid, codedossier: 'AGR001' });
    expect(wrongFile.json()).toMatchObject({ message: RESET_DOSSIER_MISMATCH });
    expect((await login(username, DEMO_PASSWORD)).statusCode).toBe(200);

    expect((await post('/api/auth/dopwdforgotupdate', { pwd, uid, codedossier: 'acs003' })).json()).toEqual({
      status: 'OK',
    });
    expect((await login(username, pwd)).statusCode).toBe(200);
    const reused = await post('/api/auth/dopwdforgotupdate', { pwd: `${pwd}x`, uid, codedossier: 'ACS003' });
    expect(reused.json()).toMatchObject({ message: RESET_LINK_INVALID });
  });

  it('refuses an expired link', async () => {
    await post('/api/auth/pwdforgot', { username: 'mdp.oublie.contrat@demo.fr' });
    const uid = uidOf((await lastLinkTo('mdp.oublie.contrat@demo.fr'))!);
    await ctx.db.query("UPDATE account_codes SET expires_at = expires_at - interval '2 hours'");
    const expired = await post('/api/auth/dopwdforgotupdate', {
      pwd: 'Nouveau-Mdp-2026',
      uid,
      codedossier: 'ACS003',
    });
    expect(expired.json()).toMatchObject({ message: RESET_LINK_INVALID });
  });
});

describe('invitations', () => {
  it('shows an invitation to anyone holding its link, with the inviter and the files', async () => {
    const response = await ctx.app.inject({ url: '/api/droits/invitations/inv-0003' });
    expect(response.json()).toMatchObject({
      id: 'inv-0003',
      nomPrenomCreateur: 'Morel Jeanne',
      dossiers: [{ codeDossier: 'VIT002' }],
      dateAcceptation: null,
    });
  });

  it('is accepted once by a signed-in person, who then holds its files', async () => {
    const cookie = await signIn(ctx.app, 'sansdossier@demo.fr');
    const accept = () =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/droits/invitations/inv-0003/accepter',
        headers: { cookie },
      });
    expect((await accept()).json()).toEqual({ status: 'OK' });
    expect(await filesOf(cookie)).toEqual(['VIT002']);
    const twice = await accept();
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: INVITATION_ANSWERED, affichable: true });
  });

  it('refuses an expired invitation with its French message', async () => {
    const cookie = await signIn(ctx.app, 'associe@demo.fr');
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/droits/invitations/inv-0004/accepter',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ message: INVITATION_EXPIRED });
    expect(await filesOf(cookie)).toEqual(['AGR001']);
  });

  it('signs a new person up, accepts and signs them in on the files', async () => {
    const response = await post('/api/droits/invitations/inv-0005/inscrireetaccepter', {
      username: 'invite.inscription@demo.fr',
      codedossier: 'VIT002',
      email: 'invite.inscription@demo.fr',
      pwd: 'Invitation-2026!',
      codeCivilite: 'MME',
      nom: 'Roux',
      prenom: 'Léa',
      external: null,
    });
    expect(response.json()).toEqual({ status: 'OK' });
    const cookie = `LEGACY_SESSION=${response.cookies.find((c) => c.name === 'LEGACY_SESSION')!.value}`;
    expect(await filesOf(cookie)).toEqual(['VIT002']);
    expect((await login('invite.inscription@demo.fr', 'Invitation-2026!')).statusCode).toBe(200);
  });
});

describe('breach range', () => {
  it('answers the public service’s text format for a known breached password’s prefix', async () => {
    const sha1 = createHash('sha1').update('Azerty123!').digest('hex').toUpperCase();
    const response = await ctx.app.inject({ url: `/range/${sha1.slice(0, 5)}` });
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body.split('\r\n')).toContain(`${sha1.slice(5)}:48213`);
  });
});
