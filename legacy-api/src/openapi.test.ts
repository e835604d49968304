import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_FILE } from './openapi-document.ts';
import { DATABASE_HOOK_TIMEOUT, startTestApp, stopTestApp } from './test-support.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  ctx = await startTestApp();
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => stopTestApp(ctx));

/** Every "METHOD /path" of CONTRACT.md's call table, in OpenAPI form (query strings dropped). */
async function contractCalls(): Promise<string[]> {
  const contract = await readFile(new URL('../CONTRACT.md', import.meta.url), 'utf8');
  return [...contract.matchAll(/^\| `(GET|POST|PUT|DELETE) (\/[^` ?]*)/gm)].map(
    ([, method, path]) => `${method!.toLowerCase()} ${path}`,
  );
}

describe('GET /openapi.json', () => {
  it('describes every call of the contract, under its title', async () => {
    const response = await ctx.app.inject({ url: '/openapi.json' });
    const spec = response.json<{
      openapi: string;
      info: { title: string };
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(spec.openapi).toMatch(/^3\./);
    expect(spec.info.title).toBe('API historique du portail (émulateur)');
    const published = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m} ${path}`),
    );
    const calls = await contractCalls();
    expect(calls.length).toBeGreaterThanOrEqual(23);
    expect(published).toEqual(expect.arrayContaining(calls));
  });

  it('is the checked-in legacy-api/openapi.json (run `npm run openapi -w @portal/legacy-api` after a route change)', async () => {
    const served = (await ctx.app.inject({ url: '/openapi.json' })).json<unknown>();
    expect(JSON.parse(await readFile(OPENAPI_FILE, 'utf8'))).toEqual(served);
  });
});
