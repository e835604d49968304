import {
  CODE_INVALID,
  COMMUNICATION_OWNER_ONLY,
  EXTERNAL_LINK_MISSING,
  MAIL_TAKEN,
  NO_MOBILE,
  PHONE_INVALID,
} from '@portal/schema/rules/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueTypedCode, useTypedCode } from '../account-access.ts';
import { DEMO_PASSWORD } from '../db/seed/accounts.ts';
import { callsAs, DATABASE_HOOK_TIMEOUT, startTestApp, stopTestApp, TEST_NOW } from '../test-support.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let owner: Awaited<ReturnType<typeof callsAs>>;
let partner: Awaited<ReturnType<typeof callsAs>>;
beforeAll(async () => {
  ctx = await startTestApp();
  [owner, partner] = await Promise.all([
    callsAs(ctx.app, 'proprietaire@demo.fr'),
    callsAs(ctx.app, 'associe@demo.fr'),
  ]);
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => stopTestApp(ctx));

type Communication = Record<string, unknown> & { codeDossier: string };
const communicationOf = async (calls: typeof owner, code: string) =>
  (await calls.get('/api/user/communications')).json<Communication[]>().find((c) => c.codeDossier === code);

const agr001 = {
  codeDossier: 'AGR001',
  telephone: '0326480112',
  indicatifTelephone: 74,
  portable: '0612457890',
  indicatifPortable: 74,
  emailPrincipal: 'contact@earl-quatrevents.fr',
  emailFacturation: 'compta@earl-quatrevents.fr',
};

const lastCodeTo = async (recipient: string) =>
  (await ctx.app.inject({ url: `/__outbox?recipient=${encodeURIComponent(recipient)}` })).json<
    { code: string | null }[]
  >()[0]?.code ?? '';

describe('the contact details of the files', () => {
  it("lists each of the person's files with each field's last change, by a member or an agent", async () => {
    const seen = await communicationOf(partner, 'AGR001');
    expect(seen).toMatchObject({
      telephone: '0326480112',
      facturationElectronique: true,
      agentModificationTelephone: 'Sophie Marchand',
      utilisateurModificationTelephone: null,
      utilisateurModificationEmailPrincipal: 'Jeanne Morel',
      dateModificationPortable: null,
    });
    expect((await partner.get('/api/user/pays')).json()).toContainEqual({
      id: 74,
      code: 'FR',
      indicatif: '+33',
    });
  });

  it("records the owner's change of a field with the date and the member, and leaves the others' marks", async () => {
    const answer = await owner.put('/api/user/communication/AGR001', { ...agr001, portable: '0699887766' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      portable: '0699887766',
      dateModificationPortable: TEST_NOW,
      utilisateurModificationPortable: 'Jeanne Morel',
      agentModificationPortable: null,
      agentModificationTelephone: 'Sophie Marchand',
    });
  });

  it('refuses a non-owner with 403 and bad input with the rule’s message, changing nothing', async () => {
    const before = await communicationOf(owner, 'AGR001');
    const refused = await partner.put('/api/user/communication/AGR001', {
      ...agr001,
      telephone: '0311223344',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: COMMUNICATION_OWNER_ONLY, affichable: true });
    const bad = await owner.put('/api/user/communication/AGR001', { ...agr001, telephone: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: PHONE_INVALID });
    expect(await communicationOf(owner, 'AGR001')).toEqual(before);
  });
});

describe('the codes and the changes of password and e-mail', () => {
  it('changes the password with the mailed code once, and the old password no longer signs in', async () => {
    const login = 'changement.mdp@demo.fr';
    const calls = await callsAs(ctx.app, login);
    expect((await calls.post('/api/auth/sendvalidationcode/pwd', { username: login })).statusCode).toBe(200);
    const code = await lastCodeTo(login);
    expect(code).toMatch(/^\d{6}$/);
    const payload = { pwd: 'Nouveau-Secret-42', username: login, securecode: code };
    const changed = await calls.post('/api/auth/dopwdupdate', payload);
    expect(changed.json()).toEqual({ data: { resultLdap: true } });
    const again = await calls.post('/api/auth/dopwdupdate', payload);
    expect(again.json()).toMatchObject({ message: CODE_INVALID });
    const signIn = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: login, password } });
    expect((await signIn(DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await signIn('Nouveau-Secret-42')).statusCode).toBe(200);
  });

  it('takes a code within its 15 minutes and refuses it after', async () => {
    const at = (minutes: number) => ({ now: () => new Date(Date.parse(TEST_NOW) + minutes * 60_000) });
    const late = await issueTypedCode(ctx.db, at(0), '1003', 'pwd');
    expect(await useTypedCode(ctx.db, at(16), '1003', 'pwd', late)).toBe(false);
    const inTime = await issueTypedCode(ctx.db, at(0), '1003', 'pwd');
    expect(await useTypedCode(ctx.db, at(14), '1003', 'pwd', inTime)).toBe(true);
  });

  it('refuses the right code after five wrong tries, and a code asked for another person', async () => {
    const login = 'mdp.oublie.contrat@demo.fr';
    const calls = await callsAs(ctx.app, login);
    await calls.post('/api/auth/sendvalidationcode/pwd', { username: login });
    const code = await lastCodeTo(login);
    for (let n = 0; n < 5; n++) {
      const wrong = String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');
      await calls.post('/api/auth/dopwdupdate', { pwd: 'Abcdef1!x', username: login, securecode: wrong });
    }
    const late = await calls.post('/api/auth/dopwdupdate', {
      pwd: 'Abcdef1!x',
      username: login,
      securecode: code,
    });
    expect(late.json()).toMatchObject({ message: CODE_INVALID });
    const other = await owner.post('/api/auth/sendvalidationcode/pwd', { username: login });
    expect(other.statusCode).toBe(403);
  });

  it('changes the e-mail and login with the code, refusing an address another account holds', async () => {
    const login = 'changement.mail@demo.fr';
    const calls = await callsAs(ctx.app, login);
    await calls.post('/api/auth/sendvalidationcode/mail', { username: login, mode: 'mail' });
    const payload = {
      mail: 'theo.roussel@demo.fr',
      username: login,
      newusername: 'theo.roussel@demo.fr',
      codedossier: 'ACS003',
      securecode: await lastCodeTo(login),
      isgoogle: false,
      togoogle: false,
      password: null,
    };
    const taken = await calls.post('/api/auth/domailupdate', {
      ...payload,
      mail: 'associe@demo.fr',
      newusername: 'associe@demo.fr',
    });
    expect(taken.json()).toMatchObject({ message: MAIL_TAKEN });
    expect((await calls.post('/api/auth/domailupdate', payload)).json()).toEqual({ data: true });
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'theo.roussel@demo.fr', password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('links the external account with togoogle and the code, so that it signs in; without a subject it refuses', async () => {
    const login = 'changement.google@demo.fr';
    const subject = 'externe-changement-google';
    const calls = await callsAs(ctx.app, login);
    await calls.post('/api/auth/sendvalidationcode/mail', { username: login, mode: 'mail' });
    const payload = {
      mail: login,
      username: login,
      newusername: login,
      codedossier: null,
      securecode: await lastCodeTo(login),
      isgoogle: false,
      togoogle: true,
      password: null,
    };
    const byExternal = () =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/login/externe', payload: { external: subject } });
    const without = await calls.post('/api/auth/domailupdate', payload);
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ message: EXTERNAL_LINK_MISSING });
    expect((await byExternal()).statusCode).toBe(401);
    const linked = await calls.post('/api/auth/domailupdate', { ...payload, external: subject });
    expect(linked.json()).toEqual({ data: true });
    expect((await byExternal()).json()).toMatchObject({ status: 'OK', userId: login });
    const withPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: login, password: DEMO_PASSWORD },
    });
    expect(withPassword.statusCode).toBe(200);
  });

  it('sends the e-mail change code by SMS to the mobile, and refuses the SMS without one', async () => {
    const sms = await partner.post('/api/auth/sendvalidationcode/mail', {
      username: 'associe@demo.fr',
      mode: 'sms',
    });
    expect(sms.statusCode).toBe(200);
    expect(await lastCodeTo('0687451236')).toMatch(/^\d{6}$/);
    const without = await callsAs(ctx.app, 'mdp.oublie@demo.fr');
    const refused = await without.post('/api/auth/sendvalidationcode/mail', {
      username: 'mdp.oublie@demo.fr',
      mode: 'sms',
    });
    expect(refused.json()).toMatchObject({ message: NO_MOBILE });
  });
});
