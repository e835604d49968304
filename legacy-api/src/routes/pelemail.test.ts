import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_HOOK_TIMEOUT, signIn, startTestApp, stopTestApp } from '../test-support.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let client: string;
beforeAll(async () => {
  ctx = await startTestApp();
  client = await signIn(ctx.app, 'particulier@demo.fr');
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => stopTestApp(ctx));

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: client }, ...(payload ? { payload } : {}) });

describe('preferences and mail themes', () => {
  it('keeps the notification mail setting the person saves', async () => {
    expect((await call('POST', '/api/user/preferences', { sendMailWhenNotify: false })).statusCode).toBe(200);
    expect((await call('GET', '/api/user')).json()).toMatchObject({
      preferences: { sendMailWhenNotify: false },
    });
    await call('POST', '/api/user/preferences', { sendMailWhenNotify: true });
    expect((await call('GET', '/api/user')).json()).toMatchObject({
      preferences: { sendMailWhenNotify: true },
    });
  });

  it('replaces the subscribed themes, and refuses an unknown theme without changing them', async () => {
    const themes = (await call('GET', '/api/pelemail/themes')).json<{ id: number; libelle: string }[]>();
    expect(themes.map((t) => t.libelle)).toContain('Viticulture');
    expect((await call('POST', '/api/pelemail/subscribe', { themes: [2, 4] })).statusCode).toBe(200);
    expect((await call('GET', '/api/pelemail/access')).json()).toEqual({ themes: [2, 4] });

    const refused = await call('POST', '/api/pelemail/subscribe', { themes: [1, 999] });
    expect(refused.statusCode).toBe(400);
    expect((await call('GET', '/api/pelemail/access')).json()).toEqual({ themes: [2, 4] });
  });

  it('answers 401 without a session', async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/pelemail/access' });
    expect(answer.statusCode).toBe(401);
  });
});
