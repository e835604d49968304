// `npm run bench`: the figures every feature is held to, as JSON on stdout with their goals, and a table on
// stderr. Everything runs on loopback against the emulator, once, bounded.
import { spawnSync } from 'node:child_process';
import { Console } from 'node:console';
import { repoRoot, startEmulator } from '../support/emulator.ts';
import { startDelayProxy } from './delay-proxy.ts';
import { measureOverhead } from './overhead.ts';
import { measureUpstreamBudgets, variablesOf, webOperations } from './upstream-budget.ts';
import { measureWebSizes } from './web-size.ts';
import { measureFirstScreen } from './first-screen.ts';

// The table is for people, on stderr; stdout carries only the JSON report.
const table = new Console(process.stderr);

// Each legacy call is held this long on its way, so that parallel and chained calls tell apart (delay-proxy.ts).
const UPSTREAM_DELAY_MS = 25;

const GOALS = {
  duplicates: 0,
  criticalPathDepth: 2,
  firstPageJsGzipBytes: 200 * 1024,
  overheadAt50Connections: { p50Ms: 2, p99Ms: 10 },
  // Issue 9: the owner's home under Fast 3G, and Lighthouse's mobile audit of it.
  keyFiguresVisibleMs: 1200,
  graphqlRoundTrips: 1,
  homePageJsGzipBytes: 120 * 1024,
  lighthouse: { performance: 95, accessibility: 100, largestContentfulPaintMs: 2500 },
};

const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) process.exit(build.status ?? 1);

const emulator = await startEmulator();
const delayed = await startDelayProxy(emulator.url, UPSTREAM_DELAY_MS);
try {
  const operations = await measureUpstreamBudgets(delayed.url);
  const web = measureWebSizes();
  const home = webOperations().find((operation) => operation.name === 'Home');
  const signIn = webOperations().find((operation) => operation.name === 'SignIn');
  if (!home || !signIn) throw new Error('the web app has no Home or SignIn operation');
  const homeDepth = operations.find((operation) => operation.operation === 'Home')?.criticalPathDepth ?? 2;
  const overhead = await measureOverhead(
    emulator.url,
    { query: home.document, hash: home.hash, variables: variablesOf(home) },
    signIn.hash,
    homeDepth,
  );
  const firstScreen = await measureFirstScreen();
  const { coldLoad, lighthouse } = firstScreen;
  const report = {
    goals: GOALS,
    upstreamDelayMs: UPSTREAM_DELAY_MS,
    upstream: operations.map((operation) => ({
      ...operation,
      meetsGoals:
        operation.duplicates <= GOALS.duplicates && operation.criticalPathDepth <= GOALS.criticalPathDepth,
    })),
    web: { ...web, meetsGoal: web.firstPageJsGzipBytes <= GOALS.firstPageJsGzipBytes },
    firstScreen: {
      ...firstScreen,
      meetsGoals:
        coldLoad.keyFiguresVisibleMs <= GOALS.keyFiguresVisibleMs &&
        coldLoad.graphqlRoundTrips <= GOALS.graphqlRoundTrips &&
        web.homePageJsGzipBytes <= GOALS.homePageJsGzipBytes &&
        lighthouse.performance >= GOALS.lighthouse.performance &&
        lighthouse.accessibility >= GOALS.lighthouse.accessibility &&
        lighthouse.largestContentfulPaintMs <= GOALS.lighthouse.largestContentfulPaintMs,
    },
    overhead: {
      ...overhead,
      meetsGoal:
        overhead.overheadMs.c50.p50 <= GOALS.overheadAt50Connections.p50Ms &&
        overhead.overheadMs.c50.p99 <= GOALS.overheadAt50Connections.p99Ms,
    },
  };
  console.error('\nUpstream calls per operation (goal: 0 duplicates, depth ≤ 2)');
  table.table(
    operations.map(({ operation, account, calls, duplicates, criticalPathDepth, failures }) => ({
      operation,
      account,
      calls,
      duplicates,
      depth: criticalPathDepth,
      failures: failures?.join(', ') ?? '',
    })),
  );
  console.error(
    `First page: ${(web.firstPageJsGzipBytes / 1024).toFixed(1)} KB of JavaScript, ` +
      `${(web.firstPageCssGzipBytes / 1024).toFixed(1)} KB of CSS (gzip; goal: JS under 200 KB)`,
  );
  console.error(
    `Gateway overhead on the home query (goal at 50 connections: p50 ≤ 2 ms, p99 ≤ 10 ms): ` +
      `1 connection p50 ${overhead.overheadMs.c1.p50} ms, p99 ${overhead.overheadMs.c1.p99} ms; ` +
      `50 connections p50 ${overhead.overheadMs.c50.p50} ms, p99 ${overhead.overheadMs.c50.p99} ms; ` +
      `${overhead.gateway[1]?.requestsPerSecond} home queries/s through the gateway beside ` +
      `${overhead.replayDirect.requestsPerSecond} legacy calls/s on the replay server directly; ` +
      `gateway peak RSS ${overhead.gatewayPeakRssMb} MB`,
  );
  console.error(
    `Signed-in home, cold, Fast 3G (150 ms, 1.6 Mbps): key figures after ${coldLoad.keyFiguresVisibleMs} ms ` +
      `(goal ≤ ${GOALS.keyFiguresVisibleMs} ms; runs ${coldLoad.runsMs.join(', ')} ms), ` +
      `${(coldLoad.bytes / 1024).toFixed(1)} KB in ${coldLoad.requests} requests, ` +
      `${coldLoad.graphqlRoundTrips} GraphQL round trips before them (goal ≤ ${GOALS.graphqlRoundTrips}); ` +
      `its JavaScript ${(web.homePageJsGzipBytes / 1024).toFixed(1)} KB gzip (goal ≤ 120 KB)`,
  );
  console.error(
    `Lighthouse, signed-in home, mobile: performance ${lighthouse.performance} (goal ${GOALS.lighthouse.performance}; ` +
      `runs ${lighthouse.performanceRuns.join(', ')}), ` +
      `accessibility ${lighthouse.accessibility} (goal ${GOALS.lighthouse.accessibility}), ` +
      `LCP ${lighthouse.largestContentfulPaintMs} ms (goal ≤ ${GOALS.lighthouse.largestContentfulPaintMs} ms)` +
      (lighthouse.failedAccessibilityAudits.length
        ? `; failed accessibility audits: ${lighthouse.failedAccessibilityAudits.join(', ')}`
        : ''),
  );
  console.log(JSON.stringify(report, null, 2));
} finally {
  await delayed.close();
  await emulator.stop();
}
