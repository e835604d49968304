import { SIGN_IN_MAX_FAILURES, TOO_MANY_ATTEMPTS_MESSAGE } from '@portal/schema/rules/sign-in';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../testkit/session.ts';
import { operation, replicasLogging, signIn, useCluster, type GraphQLAnswer } from './shape.ts';

// Faults of the production shape: Redis restarted, a replica stopped while requests flow.
const shape = useCluster();

interface ApiTokenCreated {
  plainTextToken: string;
  apiToken: { id: string; name: string };
}

describe('Redis restarted', () => {
  it('keeps the API tokens, their owners’ delegated sessions and the sign-in throttling', async () => {
    const { cluster } = shape;
    const { cookie } = await signIn(cluster, 'proprietaire@demo.fr');
    const tokens: string[] = [];
    for (const name of ['Avant redémarrage 1', 'Avant redémarrage 2', 'Avant redémarrage 3']) {
      const created = await operation(
        cluster,
        'CreateApiToken',
        { input: { name, password: DEMO_PASSWORD } },
        { cookie },
      );
      tokens.push((created.body.data?.createApiToken as ApiTokenCreated).plainTextToken);
    }
    const login = 'collaborateur';
    for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES; attempt++)
      await operation(cluster, 'SignIn', { input: { login, password: 'Mauvais-Mot-De-Passe-1' } });

    // Killed, not stopped: what Redis had acknowledged is in its append-only file already.
    await cluster.restartRedis('SIGKILL');

    // The replicas reconnect on their own; meanwhile a token is refused, never let through.
    const homeWith = (token: string) => operation(cluster, 'Home', { codeDossier: 'AGR001' }, { token });
    await expect.poll(async () => (await homeWith(tokens[0] ?? '')).status).toBe(200);
    let alive = 0;
    for (const token of tokens) {
      const home = await homeWith(token);
      // The home's data comes from the legacy with the owner's delegated session, found again in Redis.
      if (home.status === 200 && !home.body.errors && JSON.stringify(home.body.data).includes('AGR001'))
        alive++;
    }
    console.log(
      `topology: ${alive} of ${tokens.length} API tokens alive after Redis was killed and restarted`,
    );
    expect(alive).toBe(tokens.length);
    const throttled = await operation(cluster, 'SignIn', { input: { login, password: DEMO_PASSWORD } });
    expect(JSON.stringify(throttled.body)).toContain(TOO_MANY_ATTEMPTS_MESSAGE);
  });
});

describe('a replica stopped (SIGTERM) in the middle of a load', () => {
  it('finishes its requests and nginx sends the rest to the other: none fails, no mutation runs twice', async () => {
    const { cluster } = shape;
    const [owner, associate, individual] = await Promise.all(
      ['proprietaire@demo.fr', 'associe@demo.fr', 'particulier@demo.fr'].map((login) =>
        signIn(cluster, login),
      ),
    );
    const failures: string[] = [];
    let served = 0;
    let mutations = 0;
    let running = true;
    const check = (what: string, status: number, body: GraphQLAnswer | null) => {
      if (status === 200 && !body?.errors) served++;
      else failures.push(`${what}: ${status} ${JSON.stringify(body?.errors ?? null)}`);
    };
    const guarded = async (what: string, send: () => Promise<void>) => {
      try {
        await send();
      } catch (error) {
        failures.push(`${what}: ${String(error)}`);
      }
    };
    // Browsers reading (GraphQL queries are POSTs, as the web app sends them), a page load, and one person
    // creating tokens and revoking each at once (a person holds at most 20): a creation run twice would leave a
    // token nobody revoked.
    const readers = [
      { cookie: owner?.cookie, codeDossier: 'AGR001' },
      { cookie: associate?.cookie, codeDossier: 'AGR001' },
      { cookie: individual?.cookie, codeDossier: 'PAR004' },
    ].map(async ({ cookie, codeDossier }) => {
      while (running)
        await guarded('Home', async () => {
          const home = await operation(cluster, 'Home', { codeDossier }, { cookie });
          check('Home', home.status, home.body);
        });
    });
    const pages = (async () => {
      while (running)
        await guarded('GET /', async () => {
          const page = await fetch(`${cluster.url}/`, { headers: { accept: 'text/html' } });
          await page.arrayBuffer();
          check('GET /', page.status, null);
        });
    })();
    const writer = (async () => {
      while (running)
        await guarded('CreateApiToken', async () => {
          const created = await operation(
            cluster,
            'CreateApiToken',
            { input: { name: `Charge ${mutations}`, password: DEMO_PASSWORD } },
            { cookie: owner?.cookie },
          );
          mutations++;
          check('CreateApiToken', created.status, created.body);
          const id = (created.body.data?.createApiToken as { apiToken: { id: string } | null } | undefined)
            ?.apiToken?.id;
          if (!id) {
            failures.push(`CreateApiToken: no token (${JSON.stringify(created.body.data ?? null)})`);
            return;
          }
          const revoked = await operation(
            cluster,
            'RevokeApiToken',
            { apiTokenId: id },
            { cookie: owner?.cookie },
          );
          check('RevokeApiToken', revoked.status, revoked.body);
        });
    })();

    const stopped = cluster.replicas[0];
    await expect.poll(() => served, { timeout: 60_000 }).toBeGreaterThan(100);
    const servedBeforeStop = served;
    await stopped?.stop('SIGTERM');
    const servedWhileStopping = served - servedBeforeStop;
    await expect
      .poll(() => served, { timeout: 60_000 })
      .toBeGreaterThan(servedBeforeStop + servedWhileStopping + 100);
    running = false;
    await Promise.all([...readers, pages, writer]);
    await stopped?.start();

    const drained = replicasLogging(cluster, 'gateway draining its requests before it stops');
    console.log(
      `topology: SIGTERM to ${stopped?.name} under load: ${served} requests served (${servedBeforeStop} before, ` +
        `${servedWhileStopping} while it drained, the rest after), ${failures.length} failed; ` +
        `${mutations} token creations answered, each revoked`,
    );
    expect(drained).toEqual([stopped?.name]);
    expect(failures).toEqual([]);
    const listed = await operation(cluster, 'ApiAccess', {}, { cookie: owner?.cookie });
    const names = (listed.body.data?.viewer as { apiTokens: { name: string }[] }).apiTokens
      .map((token) => token.name)
      .filter((name) => name.startsWith('Charge '));
    expect(mutations).toBeGreaterThan(0);
    expect(names).toEqual([]);
  });
});
