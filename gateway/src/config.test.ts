import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'passerelle-'));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the cookie secret', () => {
  it('is required in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', GATEWAY_DATA_DIR: dataDir })).toThrow(
      /COOKIE_SECRET is required in production/,
    );
  });

  it('must hold at least 32 characters', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', COOKIE_SECRET: 'trop-court' })).toThrow(
      /32 characters/,
    );
  });

  it('is made at random outside production, kept in the data folder and read back at the next start', async () => {
    const first = loadConfig({ NODE_ENV: 'development', GATEWAY_DATA_DIR: dataDir }).cookieSecret;
    const file = path.join(dataDir, 'cookie-secret');
    expect(first).toHaveLength(43);
    expect(await readFile(file, 'utf8')).toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(loadConfig({ NODE_ENV: 'development', GATEWAY_DATA_DIR: dataDir }).cookieSecret).toBe(first);

    const elsewhere = await mkdtemp(path.join(tmpdir(), 'passerelle-'));
    try {
      expect(loadConfig({ NODE_ENV: 'test', GATEWAY_DATA_DIR: elsewhere }).cookieSecret).not.toBe(first);
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });

  it('is the one given when COOKIE_SECRET is set, and then no file is written', async () => {
    const secret = 'un-secret-donne-par-le-deploiement-0123456789';
    expect(loadConfig({ COOKIE_SECRET: secret, GATEWAY_DATA_DIR: dataDir }).cookieSecret).toBe(secret);
    await expect(stat(path.join(dataDir, 'cookie-secret'))).rejects.toThrow(/ENOENT/);
  });
});

describe('TRUST_PROXY', () => {
  const trustProxy = (value: string) =>
    loadConfig({ TRUST_PROXY: value, COOKIE_SECRET: 'x'.repeat(32) }).trustProxy;

  it('reads false, a number of proxy hops, or a list of proxy addresses and ranges', () => {
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('10.0.0.0/8, 192.0.2.7,2001:db8::/32,uniquelocal')).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      '2001:db8::/32',
      'uniquelocal',
    ]);
  });

  it('refuses true, which would trust the addresses a client writes, and anything it cannot read', () => {
    for (const value of ['true', 'yes', '10.0.0.0/33', 'nginx', '']) {
      expect(() => trustProxy(value), value).toThrow(/TRUST_PROXY must be false, the number of proxies/);
    }
  });
});

describe('REDIS_URL', () => {
  it('takes a redis:// or rediss:// URL and refuses another scheme', () => {
    const redisUrl = (value: string) =>
      loadConfig({ REDIS_URL: value, COOKIE_SECRET: 'x'.repeat(32) }).redisUrl;
    expect(redisUrl('redis://redis:6379')).toBe('redis://redis:6379');
    expect(redisUrl('rediss://cache.example:6380/1')).toBe('rediss://cache.example:6380/1');
    expect(() => redisUrl('http://redis:6379')).toThrow(/REDIS_URL must be a redis/);
  });
});

describe('SECOND_FACTOR_REQUIRED', () => {
  it('makes the second factor compulsory for collaborators, for nobody when unset, and refuses another value', () => {
    const required = (value?: string) =>
      loadConfig({ SECOND_FACTOR_REQUIRED: value, COOKIE_SECRET: 'x'.repeat(32) }).secondFactorRequired;
    expect(required('collaborators')).toBe('collaborators');
    expect(required()).toBeNull();
    expect(required('')).toBeNull();
    expect(() => required('everyone')).toThrow(/SECOND_FACTOR_REQUIRED must be collaborators/);
  });
});

describe('HIRING_SIMULATOR_SCRIPT_URL', () => {
  const scriptUrl = (env: NodeJS.ProcessEnv) =>
    loadConfig({ ...env, COOKIE_SECRET: 'x'.repeat(32) }).hiringSimulatorScriptUrl;

  it("defaults to the emulator's stand-in widget and takes an http(s) address instead", () => {
    expect(scriptUrl({ LEGACY_API_URL: 'http://legacy.test:4010' })).toBe(
      'http://legacy.test:4010/widgets/simulateur-embauche.js',
    );
    expect(scriptUrl({ HIRING_SIMULATOR_SCRIPT_URL: 'https://widgets.example/embauche.js' })).toBe(
      'https://widgets.example/embauche.js',
    );
  });

  it('refuses an address a script tag should not load, such as javascript:', () => {
    expect(() => scriptUrl({ HIRING_SIMULATOR_SCRIPT_URL: 'javascript:alert(1)' })).toThrow();
  });
});

describe('MAP_TILES_URL', () => {
  const tilesUrl = (env: NodeJS.ProcessEnv) =>
    loadConfig({ ...env, COOKIE_SECRET: 'x'.repeat(32) }).mapTilesUrl;

  it('is none by default, so that the map fetches no tile, and takes an http(s) address template', () => {
    expect(tilesUrl({})).toBeNull();
    expect(tilesUrl({ MAP_TILES_URL: 'https://tuiles.example.fr/{z}/{x}/{y}.png' })).toBe(
      'https://tuiles.example.fr/{z}/{x}/{y}.png',
    );
  });

  it('refuses an address that is not http(s)', () => {
    expect(() => tilesUrl({ MAP_TILES_URL: 'file:///etc/tuiles' })).toThrow();
  });
});

describe('the external sign-in', () => {
  const production = { NODE_ENV: 'production', COOKIE_SECRET: 'x'.repeat(32) };

  it("uses the emulator's provider and client outside production", () => {
    const config = loadConfig({ GATEWAY_DATA_DIR: dataDir, LEGACY_API_URL: 'http://127.0.0.1:4010' });
    expect(config.externalSignIn).toEqual({
      issuerUrl: 'http://127.0.0.1:4010/oidc',
      clientId: 'portail-client',
      clientSecret: 'portail-client-secret-de-developpement',
      redirectUrl: null,
    });
  });

  it('is off in production unless a provider is configured, and then needs its client', () => {
    expect(loadConfig(production).externalSignIn).toBeNull();
    expect(() => loadConfig({ ...production, OIDC_ISSUER_URL: 'https://accounts.google.com' })).toThrow(
      /OIDC_CLIENT_ID and OIDC_CLIENT_SECRET/,
    );
    const configured = loadConfig({
      ...production,
      OIDC_ISSUER_URL: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'client-du-portail',
      OIDC_CLIENT_SECRET: 'secret-du-portail',
      OIDC_REDIRECT_URL: 'https://portail.example.fr/connexion-externe/retour',
    });
    expect(configured.externalSignIn?.redirectUrl).toBe(
      'https://portail.example.fr/connexion-externe/retour',
    );
  });

  it("refuses to start in production with a provider but no OIDC_REDIRECT_URL, which the request's Host would make", () => {
    expect(() =>
      loadConfig({
        ...production,
        OIDC_ISSUER_URL: 'https://accounts.google.com',
        OIDC_CLIENT_ID: 'client-du-portail',
        OIDC_CLIENT_SECRET: 'secret-du-portail',
      }),
    ).toThrow(/OIDC_REDIRECT_URL is required in production/);
  });
});
