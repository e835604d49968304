import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../support/emulator.ts';
import { graphql } from '../testkit/__generated__/index.ts';
import { CancelAppointmentDocument, HomeDocument } from './operations.ts';
import { startGateway, startOwnEmulator } from './support.ts';

// Every test of this file sets fault rules on its own emulator: they run one after the other (one file).

interface ReceivedCall {
  method: string;
  url: string;
  status: number | null;
  fault: string | null;
}

// Long enough for any healthy call on a busy machine, so that only the faulty area times out.
const TIMEOUT_MS = 2_500;
// Latency far beyond every attempt: waiting for it would show.
const LATENCY_MS = 60_000;
// Room for a loaded machine beyond the attempts themselves.
const SLACK_MS = 5_000;
// Three attempts of a GET (two retries) with their short backoffs.
const GET_BOUND_MS = 3 * TIMEOUT_MS + SLACK_MS;

const PartialDocument = graphql(`
  query Partial {
    viewer {
      unreadNotificationCount
      notifications {
        id
      }
    }
    dossier(codeDossier: "AGR001") {
      appointments {
        nodes {
          legacyId
          upcoming
        }
      }
      keyFigures {
        id
      }
    }
  }
`);

let emulator: RunningEmulator;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let cookie: string;

async function control(method: 'PUT' | 'GET' | 'DELETE', path: '/__faults' | '/__calls', body?: unknown) {
  const response = await fetch(`${emulator.url}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : (response.json() as Promise<unknown>);
}

async function callsTo(method: string, prefix: string): Promise<ReceivedCall[]> {
  const calls = (await control('GET', '/__calls')) as ReceivedCall[];
  return calls.filter((c) => c.method === method && c.url.startsWith(prefix));
}

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; elapsedMs: number }> {
  const startedAt = Date.now();
  const result = await run();
  return { result, elapsedMs: Date.now() - startedAt };
}

beforeAll(async () => {
  emulator = await startOwnEmulator({ faults: true });
  gateway = await startGateway({
    legacyUrl: emulator.url,
    env: {
      LEGACY_TIMEOUT_MS: String(TIMEOUT_MS),
      // The bound of a whole read outlasts its three attempts: these tests count the retries.
      LEGACY_READ_TIMEOUT_MS: String(GET_BOUND_MS),
      LEGACY_RETRY_BASE_DELAY_MS: '10',
      LEGACY_RETRY_BUDGET_MIN: '1000',
      LEGACY_BREAKER_FAILURES: '1000',
    },
  });
  cookie = await gateway.signIn('proprietaire@demo.fr');
  // The timed tests measure how the gateway meets a fault, not its first query: that one loads and compiles the
  // modules it runs, which takes seconds on a loaded machine (decision 015).
  await gateway.graphql(PartialDocument, {}, cookie);
  await control('DELETE', '/__calls');
});

afterEach(async () => {
  await control('DELETE', '/__faults');
  await control('DELETE', '/__calls');
});

afterAll(async () => {
  await gateway.close();
  await emulator.stop();
});

const faults = [
  ['latency beyond the timeout', { kind: 'latency', ms: LATENCY_MS }, 'UPSTREAM_TIMEOUT'],
  ['an error status', { kind: 'status', status: 503 }, 'UPSTREAM_ERROR'],
  ['a hung answer', { kind: 'hang' }, 'UPSTREAM_TIMEOUT'],
  ['a connection reset', { kind: 'reset' }, 'UPSTREAM_ERROR'],
] as const;

describe('the gateway facing a failing legacy area', () => {
  it.each(faults)(
    'answers the other fields in time when the appointments meet %s',
    async (_name, fault, code) => {
      await control('PUT', '/__faults', [{ method: 'GET', path: '/api/appointments/*', fault }]);
      const { result, elapsedMs } = await timed(() => gateway.graphql(PartialDocument, {}, cookie));
      expect(elapsedMs).toBeLessThan(GET_BOUND_MS);
      expect(result.response.status).toBe(200);
      expect(result.body.errors).toEqual([
        expect.objectContaining({
          path: ['dossier', 'appointments'],
          extensions: expect.objectContaining({ code }) as unknown,
        }),
      ]);
      const data = result.body.data;
      expect(data?.dossier?.appointments).toBeNull();
      expect(data?.dossier?.keyFigures?.length).toBeGreaterThan(0);
      expect(data?.viewer?.notifications).not.toBeNull();
      // An idempotent GET: the first attempt and two retries reached the legacy, no more.
      expect(await callsTo('GET', '/api/appointments/')).toHaveLength(3);

      await control('DELETE', '/__faults');
      const after = await gateway.graphql(PartialDocument, {}, cookie);
      expect(after.body.errors).toBeUndefined();
      expect(after.body.data?.dossier?.appointments?.nodes.length).toBeGreaterThan(0);
    },
  );

  it.each([
    ['a hung answer', { kind: 'hang' }],
    ['a connection reset', { kind: 'reset' }],
    ['an error status', { kind: 'status', status: 503 }],
  ] as const)('sends a cancellation that meets %s exactly once', async (_name, fault) => {
    const before = await gateway.graphql(PartialDocument, {}, cookie);
    const upcoming = before.body.data?.dossier?.appointments?.nodes.find((a) => a.upcoming);
    expect(upcoming).toBeDefined();
    await control('DELETE', '/__calls');
    await control('PUT', '/__faults', [{ method: 'POST', path: '/api/appointments/cancel', fault }]);

    const { result, elapsedMs } = await timed(() =>
      gateway.graphql(CancelAppointmentDocument, { id: `AGR001:${upcoming!.legacyId}` }, cookie),
    );
    expect(elapsedMs).toBeLessThan(TIMEOUT_MS + SLACK_MS);
    expect(result.response.status).toBe(200);
    const posts = await callsTo('POST', '/api/appointments/cancel');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.fault).toBe(fault.kind);
    expect(
      gateway.upstream.filter(
        (c) => c.operationRequestId === result.requestId && c.path === '/api/appointments/cancel',
      ),
    ).toHaveLength(1);

    await control('DELETE', '/__faults');
    const after = await gateway.graphql(PartialDocument, {}, cookie);
    expect(after.body.errors).toBeUndefined();
  });

  it('opens the breaker of an area after its failures: the next call is answered without reaching it, while other areas work', async () => {
    // No short timeout here: the area fails by cut connections, and the breaker counts failures, not time. Its
    // half-open delay outlasts the test, so the open state holds however slow the machine.
    const guarded = await startGateway({
      legacyUrl: emulator.url,
      env: { LEGACY_RETRIES: '0', LEGACY_BREAKER_FAILURES: '2', LEGACY_BREAKER_HALF_OPEN_MS: '3600000' },
    });
    try {
      // Signed in through this gateway: without Redis each gateway knows only the sessions it opened.
      const own = await guarded.signIn('proprietaire@demo.fr');
      await control('PUT', '/__faults', [{ path: '/api/chiffres/*', fault: { kind: 'reset' } }]);
      for (let i = 0; i < 2; i++) {
        const failed = await guarded.graphql(PartialDocument, {}, own);
        expect(failed.body.errors).toEqual([
          expect.objectContaining({
            path: ['dossier', 'keyFigures'],
            extensions: expect.objectContaining({ code: 'UPSTREAM_ERROR' }) as unknown,
          }),
        ]);
      }
      expect(await callsTo('GET', '/api/chiffres/')).toHaveLength(2);

      // Open: the fault is gone, yet the area is not asked while its breaker waits to half-open.
      await control('DELETE', '/__faults');
      const result = await guarded.graphql(PartialDocument, {}, own);
      expect(await callsTo('GET', '/api/chiffres/')).toHaveLength(2);
      expect(result.body.errors).toEqual([
        expect.objectContaining({
          path: ['dossier', 'keyFigures'],
          extensions: expect.objectContaining({ code: 'UPSTREAM_UNAVAILABLE' }) as unknown,
        }),
      ]);
      expect(result.body.data?.dossier?.appointments?.nodes.length).toBeGreaterThan(0);
      expect(result.body.data?.viewer?.notifications?.length).toBeGreaterThan(0);
    } finally {
      await guarded.close();
    }
  });

  it('keeps sign-in, the owner’s session check and /readyz working after sign-ins the legacy answers 500', async () => {
    const guarded = await startGateway({
      legacyUrl: emulator.url,
      env: { LEGACY_TIMEOUT_MS: String(TIMEOUT_MS), LEGACY_BREAKER_FAILURES: '3' },
    });
    try {
      // The legacy chokes on these logins, as it did on logins holding U+0000.
      await control('PUT', '/__faults', [
        { method: 'POST', path: '/api/auth/login', fault: { kind: 'status', status: 500 }, times: 4 },
      ]);
      for (let i = 0; i < 4; i++) {
        const { body } = await guarded.graphql(
          'mutation ($input: SignInInput!) { signIn(input: $input) { errors { message } } }',
          { input: { login: `intrus${i}@demo.fr`, password: 'x' } },
        );
        expect(body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
      }
      expect(await callsTo('POST', '/api/auth/login')).toHaveLength(4);

      const owner = await guarded.signIn('proprietaire@demo.fr');
      const { body } = await guarded.graphql('{ viewer { id } }', {}, owner);
      expect(body.errors).toBeUndefined();
      expect(body.data).toEqual({ viewer: { id: 'proprietaire@demo.fr' } });
      expect((await fetch(`${guarded.url}/readyz`)).status).toBe(200);
    } finally {
      await guarded.close();
    }
  });
});

describe('the home facing a failing legacy area', () => {
  // Healthy reads of the other cards must finish inside it on a loaded machine (decision 015), and it stays well
  // below the 10 s of one attempt that an unbounded hang would take.
  const READ_TIMEOUT_MS = 3000;
  let bounded: Awaited<ReturnType<typeof startGateway>>;
  let boundedCookie: string;

  beforeAll(async () => {
    // A read bound well below the timeout of one attempt (10 s by default): the bound is what answers.
    bounded = await startGateway({
      legacyUrl: emulator.url,
      env: { LEGACY_READ_TIMEOUT_MS: String(READ_TIMEOUT_MS), LEGACY_RETRY_BASE_DELAY_MS: '10' },
    });
    // Signed in through this gateway: without Redis each gateway knows only the sessions it opened.
    boundedCookie = await bounded.signIn('proprietaire@demo.fr');
  });

  afterAll(async () => {
    await bounded.close();
  });

  it('answers within its read bound with the other cards when the appointments hang', async () => {
    await control('PUT', '/__faults', [
      { method: 'GET', path: '/api/appointments/*', fault: { kind: 'hang' } },
    ]);
    const { result, elapsedMs } = await timed(() =>
      bounded.graphql(HomeDocument, { codeDossier: 'AGR001' }, boundedCookie),
    );
    expect(elapsedMs).toBeLessThan(READ_TIMEOUT_MS + 1500);
    expect(result.body.errors).toEqual([
      expect.objectContaining({
        path: ['viewer', 'selectedDossier', 'nextAppointment'],
        extensions: expect.objectContaining({ code: 'UPSTREAM_TIMEOUT' }) as unknown,
      }),
    ]);
    const viewer = result.body.data?.viewer;
    expect(viewer?.selectedDossier?.keyFigures?.length).toBeGreaterThan(0);
    expect(viewer?.homeSections?.length).toBeGreaterThan(0);
    expect(viewer?.notifications).not.toBeNull();
  });

  it.each([
    // A client's selected file comes from the list of files: it fails with it, the rest of the home stays.
    ['/api/user/dossiers', null, ['viewer.dossiers', 'viewer.selectedDossier']],
    [
      '/api/droits',
      'AGR001',
      [
        'viewer.selectedDossier.keyFigures',
        'viewer.selectedDossier.nextAppointment',
        'viewer.selectedDossier.nextEvent',
        'viewer.selectedDossier.permissions',
      ],
    ],
  ])(
    'fails only the cards that need %s when the legacy answers 500 for it',
    async (path, selected, failed) => {
      await control('PUT', '/__faults', [{ method: 'GET', path, fault: { kind: 'status', status: 500 } }]);
      // The file's gateway, whose bounds outlast a loaded machine: a 500 fails at once, whatever the bound.
      const { body } = await gateway.graphql(HomeDocument, { codeDossier: 'AGR001' }, cookie);
      expect(body.errors?.map((e) => e.path?.join('.')).sort()).toEqual(failed);
      expect(body.data?.viewer?.id).toBe('proprietaire@demo.fr');
      expect(body.data?.viewer?.selectedDossier?.codeDossier ?? null).toBe(selected);
      expect(body.data?.viewer?.homeSections?.length).toBeGreaterThan(0);
      expect(body.data?.viewer?.notifications).not.toBeNull();
    },
  );
});

const YieldMapZonesDocument = graphql(`
  query ContractYieldMapZones($millesime: Int!) {
    dossier(codeDossier: "AGR001") {
      id
      yieldMap(millesime: $millesime) {
        id
        quartiles {
          q1
        }
        zones {
          id
          grade
        }
      }
    }
  }
`);

describe('the yield map facing a failing legacy call', () => {
  const millesime = new Date().getFullYear() - 1;

  it("puts the zones' failure at the zones' field and the averages' at the map's (spec 001 §8: two messages)", async () => {
    await control('PUT', '/__faults', [
      { method: 'GET', path: '/api/assolement/zonesagricoles', fault: { kind: 'status', status: 500 } },
    ]);
    const zones = await gateway.graphql(YieldMapZonesDocument, { millesime }, cookie);
    expect(zones.body.errors?.map((e) => e.path)).toEqual([['dossier', 'yieldMap', 'zones']]);
    expect(zones.body.data?.dossier?.yieldMap).toBeNull();

    await control('PUT', '/__faults', [
      { method: 'GET', path: '/api/assolement/rendement/*', fault: { kind: 'status', status: 500 } },
    ]);
    const averages = await gateway.graphql(YieldMapZonesDocument, { millesime }, cookie);
    expect(averages.body.errors?.map((e) => e.path)).toEqual([['dossier', 'yieldMap']]);

    await control('DELETE', '/__faults');
    const healthy = await gateway.graphql(YieldMapZonesDocument, { millesime }, cookie);
    expect(healthy.body.errors).toBeUndefined();
    expect(healthy.body.data?.dossier?.yieldMap?.zones.length).toBeGreaterThan(0);
  });
});
