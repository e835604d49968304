import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { buildGateway } from '@portal/gateway';
import { loadConfig } from '@portal/gateway/config';
import { servers } from '../../scripts/servers.mjs';
import { freePort, repoRoot } from '../support/emulator.ts';
import { startRecorder, startReplay } from './replay.ts';
import type { RecordedAnswer } from './replay.ts';

const DEMO_PASSWORD = 'Portail-Demo-2026!';
export const CSRF = { 'x-graphql-yoga-csrf': '1', 'content-type': 'application/json' };
/** Each load runs this long; every loop of the bench is bounded in time. */
const LOAD_SECONDS = 5;
/** Windows of the 50-connection load in which the CPU per home query is measured (an odd number: one median). */
const CPU_WINDOWS = 3;

export interface LoadFigures {
  connections: number;
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
}

export interface OverheadReport {
  method: string;
  /** The version of node the measured gateway ran on (`BENCH_GATEWAY_NODE`). */
  gatewayNode: string;
  replayDelayMs: number;
  upstreamCriticalPathMs: { c1: number; c50: number };
  gateway: LoadFigures[];
  overheadMs: { c1: { p50: number; p99: number }; c50: { p50: number; p99: number } };
  replayDirect: LoadFigures;
  gatewayPeakRssMb: number;
  /** Gateway process time (user + system) per home query answered during the 50-connection load: the median window. */
  gatewayCpuMsPerHomeQuery: number;
  /** The same figure in each window of the load, in order. */
  gatewayCpuMsPerHomeQueryWindows: number[];
}

/** A load whose every answer must be a success: a figure over refusals or errors would measure nothing. */
export async function load(options: autocannon.Options): Promise<autocannon.Result> {
  const result = await autocannon({ duration: LOAD_SECONDS, ...options });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(
      `${options.url} answered ${result.non2xx} requests with an error status and ${result.errors} with no answer`,
    );
  return result;
}

const figures = (connections: number, result: autocannon.Result): LoadFigures => ({
  connections,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  requestsPerSecond: Math.round(result.requests.average),
});

async function post(url: string, body: unknown, cookie = '', keepBody = false) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...CSRF, cookie },
    body: JSON.stringify(body),
  });
  if (!keepBody) await response.text();
  return response;
}

const signInBody = {
  query: 'mutation ($input: SignInInput!) { signIn(input: $input) { errors { message } } }',
  variables: { input: { login: 'proprietaire@demo.fr', password: DEMO_PASSWORD } },
};

/** Signs the owner in to a production gateway with the web app's persisted sign-in; answers the session cookie. */
export async function signInPersisted(gatewayUrl: string, signInHash: string): Promise<string> {
  const persistedSignIn = {
    variables: signInBody.variables,
    extensions: { persistedQuery: { version: 1, sha256Hash: signInHash } },
  };
  const signedIn = await post(`${gatewayUrl}/graphql`, persistedSignIn);
  return (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** Records, through the in-process gateway, every legacy answer a signed-in home query needs. */
export async function record(emulatorUrl: string, home: unknown): Promise<Map<string, RecordedAnswer>> {
  const recorder = await startRecorder(emulatorUrl);
  const port = await freePort();
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' }),
    port,
    legacyApiUrl: recorder.url,
  };
  const app = await buildGateway(config);
  await app.listen({ port, host: '127.0.0.1' });
  try {
    const url = `http://127.0.0.1:${port}`;
    await fetch(`${url}/readyz`);
    const cookie = ((await post(`${url}/graphql`, signInBody)).headers.get('set-cookie') ?? '').split(';')[0];
    await post(`${url}/graphql`, home, cookie);
    return recorder.answers;
  } finally {
    await app.close();
    await recorder.close();
  }
}

/** Process time of a process so far (user + system, from /proc), in ms. */
function cpuMsOf(pid: number): number {
  // The fields after the command's name, which is in parentheses and may hold spaces: utime and stime are the
  // 14th and 15th fields of the line, in clock ticks (100 per second on Linux).
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Which gateway program a bench runs: a bundle, the node that runs it, and node flags beside the production ones. */
export interface GatewayProgram {
  bundle: string;
  node: string;
  nodeFlags: string[];
}

/**
 * The gateway as in production: the bundle `npm run build` made, run with its production node flags in its own
 * process, so its memory and CPU are its own. `BENCH_GATEWAY_NODE_OPTIONS` adds node flags (`--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it).
 * `BENCH_GATEWAY_NODE` runs it on another node than the bench's own: the production image's Node 24 measures
 * differently from a machine's Node 20.
 */
export const productionGateway: GatewayProgram = {
  bundle: servers.gateway.bundle,
  node: process.env.BENCH_GATEWAY_NODE ?? process.execPath,
  nodeFlags: (process.env.BENCH_GATEWAY_NODE_OPTIONS ?? '').split(' ').filter(Boolean),
};

/** Starts a gateway program (the production one by default) in front of `legacyApiUrl`; `env` adds settings of a bench's own. */
export async function startGatewayProcess(
  legacyApiUrl: string,
  env: Record<string, string> = {},
  program: GatewayProgram = productionGateway,
) {
  const port = await freePort();
  const child = spawn(program.node, [...servers.gateway.nodeFlags, ...program.nodeFlags, program.bundle], {
    cwd: repoRoot,
    env: {
      ...servers.gateway.env,
      ...process.env,
      PORT: String(port),
      LEGACY_API_URL: legacyApiUrl,
      NODE_ENV: 'production',
      COOKIE_SECRET: 'banc-de-mesure-secret-de-signature-0123456789',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 30_000;
  let ready = false;
  while (!ready && child.exitCode === null && Date.now() < deadline) {
    ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!ready) {
    child.kill('SIGTERM');
    throw new Error('the bundled gateway did not get ready (run `npm run build` first)');
  }
  return {
    url,
    /** Peak resident memory of the process so far (VmHWM), in MB. */
    peakRssMb: () =>
      Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]) / 1024,
    cpuMs: () => cpuMsOf(child.pid!),
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * The gateway's own cost on the home query: its latency through a replay of the emulator's answers with a fixed
 * delay, minus the upstream critical path measured on the replay server itself at the same concurrency.
 */
export async function measureOverhead(
  emulatorUrl: string,
  home: { query: string; hash: string; variables: Record<string, unknown> },
  signInHash: string,
  criticalPathDepth: number,
  replayDelayMs = 10,
): Promise<OverheadReport> {
  const answers = await record(emulatorUrl, { query: home.query, variables: home.variables });
  const replay = await startReplay(answers, replayDelayMs);
  // The points budget per person (issue 22) would answer most of a 50-connection load with 429: the bench measures
  // the gateway's work on a home query, so its budget is out of reach here.
  const gateway = await startGatewayProcess(replay.url, { RATE_LIMIT_POINTS_PER_MINUTE: '1000000000' });
  try {
    const cookie = await signInPersisted(gateway.url, signInHash);
    // In production the gateway runs only trusted documents for a client: the hash, as the web app sends it.
    const persisted = {
      variables: home.variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: home.hash } },
    };
    const check = (await (await post(`${gateway.url}/graphql`, persisted, cookie, true)).json()) as {
      data?: { viewer?: unknown };
    };
    if (!check.data?.viewer)
      throw new Error(`the home query failed on the measured gateway: ${JSON.stringify(check)}`);
    const homeRequest = {
      method: 'POST' as const,
      headers: { ...CSRF, cookie },
      body: JSON.stringify(persisted),
    };
    // The same legacy calls, straight to the replay server, signed in.
    const direct = [...answers.keys()]
      .filter((key) => key.endsWith(' session') && key.startsWith('GET '))
      .map((key) => ({
        method: 'GET' as const,
        path: key.split(' ')[1]!,
        headers: { cookie: 'LEGACY_SESSION=x' },
      }));

    // Warmed up under the load it is measured at: the first seconds at 50 connections cost half as much again per
    // query (V8 optimizing the hot functions, the heap growing to the load), which a gateway serving all day pays
    // once, not on every query.
    await load({ url: `${gateway.url}/graphql`, connections: 50, ...homeRequest });
    const gateway1 = await load({ url: `${gateway.url}/graphql`, connections: 1, ...homeRequest });
    // The load measured in several windows, the median kept: another program of a shared machine moves one
    // window's figure by up to a fifth, and the median is less at the mercy of one such moment.
    const windows: { result: autocannon.Result; cpuMs: number }[] = [];
    for (let window = 0; window < CPU_WINDOWS; window++) {
      const cpuBefore = gateway.cpuMs();
      const result = await load({ url: `${gateway.url}/graphql`, connections: 50, ...homeRequest });
      windows.push({ result, cpuMs: (gateway.cpuMs() - cpuBefore) / result['2xx'] });
    }
    const median = [...windows].sort((a, b) => a.cpuMs - b.cpuMs)[Math.floor(CPU_WINDOWS / 2)]!;
    const gateway50 = median.result;
    const replay1 = await load({ url: replay.url, connections: 1, requests: direct });
    const replay50 = await load({ url: replay.url, connections: 50, requests: direct });

    const path1 = criticalPathDepth * replay1.latency.p50;
    const path50 = criticalPathDepth * replay50.latency.p50;
    const round = (value: number) => Math.round(value * 100) / 100;
    return {
      method:
        'autocannon on the home query through the gateway (own process, NODE_ENV=production) in front of a replay ' +
        `of the emulator's answers delayed ${replayDelayMs} ms; overhead = gateway latency − critical-path depth × ` +
        'the replay server’s own p50 at the same connection count; CPU per query over the 50-connection load, ' +
        `the median of ${CPU_WINDOWS} windows of ${LOAD_SECONDS} s (its latencies are that window's), after ` +
        `${LOAD_SECONDS} s of the same load as warm-up`,
      replayDelayMs,
      gatewayNode: execFileSync(productionGateway.node, ['--version'], { encoding: 'utf8' }).trim(),
      upstreamCriticalPathMs: { c1: round(path1), c50: round(path50) },
      gateway: [figures(1, gateway1), figures(50, gateway50)],
      overheadMs: {
        c1: { p50: round(gateway1.latency.p50 - path1), p99: round(gateway1.latency.p99 - path1) },
        c50: { p50: round(gateway50.latency.p50 - path50), p99: round(gateway50.latency.p99 - path50) },
      },
      replayDirect: figures(50, replay50),
      gatewayPeakRssMb: Math.round(gateway.peakRssMb()),
      gatewayCpuMsPerHomeQuery: round(median.cpuMs),
      gatewayCpuMsPerHomeQueryWindows: windows.map(({ cpuMs }) => round(cpuMs)),
    };
  } finally {
    await gateway.stop();
    await replay.close();
  }
}
