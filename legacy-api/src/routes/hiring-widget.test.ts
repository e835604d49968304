import { Script } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_HOOK_TIMEOUT, startTestApp, stopTestApp } from '../test-support.ts';
import { HIRING_WIDGET_PATH } from './hiring-widget.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  ctx = await startTestApp();
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => stopTestApp(ctx));

describe('hiring simulator stand-in widget', () => {
  it('serves a script without a session that draws its form beside its own script tag', async () => {
    const response = await ctx.app.inject({ url: HIRING_WIDGET_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.body).toContain('document.currentScript');
    expect(response.body).toContain("Simulateur d'embauche (démonstration)");
    // The browser runs it as it is: it must parse as a script (compiled here, never run).
    expect(() => new Script(response.body)).not.toThrow();
  });
});
