import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from '../../scripts/servers.mjs';

// docker-compose cannot run on every machine (a Docker engine is needed), so the shape it describes is read from
// the file and held to the one `npm run start:cluster` and the topology tests run (scripts/cluster.mjs).

interface Service {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  stop_grace_period?: string;
}

const compose = parse(await readFile(path.join(repoRoot, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, Service>;
};
const gateways = Object.entries(compose.services).filter(([name]) => name.startsWith('gateway-'));

describe('docker-compose’s shape', () => {
  it('runs two gateway replicas that share one secret, Redis, the upload folder, and trust nginx alone', () => {
    expect(gateways.map(([name]) => name)).toEqual(['gateway-1', 'gateway-2']);
    for (const [, gateway] of gateways) {
      expect(gateway.environment).toMatchObject({
        TRUST_PROXY: '1',
        REDIS_URL: 'redis://redis:6379',
        RESUMABLE_UPLOADS_DIR: '/uploads',
      });
      expect(gateway.environment?.COOKIE_SECRET).toMatch(/^\$\{COOKIE_SECRET:\?/);
      expect(gateway.volumes).toEqual(['upload-parts:/uploads']);
      // Reachable only through the proxy.
      expect(gateway.ports).toBeUndefined();
    }
  });

  it('fills the proxy rules of docker/nginx.conf with its replicas, as scripts/cluster.mjs does with its ports', async () => {
    const proxy = compose.services.proxy;
    expect(proxy?.volumes).toEqual(['./docker/nginx.conf:/etc/nginx/templates/default.conf.template:ro']);
    const template = await readFile(path.join(repoRoot, 'docker/nginx.conf'), 'utf8');
    const names = [...new Set([...template.matchAll(/\$\{(\w+)\}/g)].map(([, name]) => name))].sort();
    expect(Object.keys(proxy?.environment ?? {}).sort()).toEqual(names);
    expect(proxy?.environment).toMatchObject({
      PORTAIL_GATEWAY_1: 'gateway-1:4000',
      PORTAIL_GATEWAY_2: 'gateway-2:4000',
    });
    const cluster = await readFile(path.join(repoRoot, 'scripts/cluster.mjs'), 'utf8');
    for (const name of names) expect(cluster).toContain(`${name}:`);
  });

  it('keeps Redis with the settings of docker/redis.conf, an append-only file on a volume', async () => {
    const redis = compose.services.redis;
    expect(redis?.command).toEqual(['redis-server', '/usr/local/etc/redis/redis.conf']);
    expect(redis?.volumes).toEqual([
      './docker/redis.conf:/usr/local/etc/redis/redis.conf:ro',
      'redis-data:/data',
    ]);
    expect(await readFile(path.join(repoRoot, 'docker/redis.conf'), 'utf8')).toMatch(/^appendonly yes$/m);
  });

  it('runs the emulator on PostgreSQL of the major version the topology tests run', () => {
    expect(compose.services.postgres?.image).toBe('postgres:15-alpine');
    expect(compose.services['legacy-api']?.environment?.DATABASE_URL).toMatch(/^postgres:\/\//);
  });
});
