import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot, servers } from '../../scripts/servers.mjs';

// The images cannot be built on every machine (a Docker engine is needed): what they run is read from their
// Dockerfiles, and must be what `npm start`, the tests and the benches run.
describe.each(Object.entries(servers))('the image of %s', (name, server) => {
  it('runs its bundle with the node flags and the runtime settings of scripts/servers.mjs', async () => {
    const dockerfile = await readFile(path.join(repoRoot, 'docker', `${name}.Dockerfile`), 'utf8');
    const command = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(JSON.parse(command ?? 'null')).toEqual(['node', ...server.nodeFlags, server.bundle]);
    // The last stage's settings: `ENV A=1 B=2` lines after its last FROM.
    const lastStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const settings = Object.fromEntries(
      [...lastStage.matchAll(/^ENV (.+)$/gm)].flatMap(([, line]) =>
        (line ?? '').split(/\s+/).map((pair): [string, string] => {
          const [key = '', value = ''] = pair.split('=');
          return [key, value];
        }),
      ),
    );
    expect(settings).toMatchObject(server.env);
  });
});

// Issue 42: with TRUST_PROXY set, a caller that reaches a replica directly could write its own X-Forwarded-For.
describe('the production shape (docker-compose.yml)', () => {
  it('publishes no port of a gateway replica: callers reach them only through the proxy they trust', async () => {
    const compose = parse(await readFile(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), {
      merge: true,
    }) as { services: Record<string, { environment?: Record<string, string>; ports?: string[] }> };
    const replicas = Object.entries(compose.services).filter(
      ([, service]) => service.environment?.TRUST_PROXY,
    );
    expect(replicas.map(([name]) => name)).toEqual(['gateway-1', 'gateway-2']);
    for (const [, replica] of replicas) {
      expect(replica.ports).toBeUndefined();
      expect(replica.environment?.TRUST_PROXY).toBe('1');
    }
    expect(compose.services.proxy?.ports).toEqual(['4000:80']);
  });
});
