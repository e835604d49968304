// `npm run bench`: the figures every feature is held to, as JSON on stdout with their goals, and a table on
// stderr. Everything runs on loopback against the emulator, once, bounded.
import { Console } from 'node:console';
import { startEmulator } from '../support/emulator.ts';
import { buildOrExit } from './build.ts';
import { startDelayProxy } from './delay-proxy.ts';
import { budgetMisses, GOALS } from './goals.ts';
import { measureOverhead } from './overhead.ts';
import { measureUpstreamBudgets, variablesOf, webOperations } from './upstream-budget.ts';
import { measureWebSizes } from './web-size.ts';
import { measureRecipeCosts } from './recipe-costs.ts';
import { measureFirstScreen } from './first-screen.ts';
import { firstScreenMisses, printFirstScreen } from './first-screen-report.ts';
import { measureTelepacImports } from './telepac-imports.ts';
import { measureUploads } from './uploads.ts';

// The table is for people, on stderr; stdout carries only the JSON report.
const table = new Console(process.stderr);

// Each legacy call is held this long on its way, so that parallel and chained calls tell apart (delay-proxy.ts).
const UPSTREAM_DELAY_MS = 25;

buildOrExit();

const emulator = await startEmulator();
const delayed = await startDelayProxy(emulator.url, UPSTREAM_DELAY_MS);
try {
  const operations = await measureUpstreamBudgets(delayed.url);
  const recipes = await measureRecipeCosts(delayed.url);
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
  const uploads = await measureUploads(emulator, signIn.hash);
  const uploadRssMet = uploads.throughGateway.peakRssMb <= GOALS.uploadPeakRssMb;
  const telepac = await measureTelepacImports(emulator.url);
  // Issue 42: the estimate charged before an operation runs is an upper bound of the legacy calls it makes.
  const estimates = [
    ...operations.map((o) => ({ operation: o.operation, cost: o.cost })),
    ...recipes.map((r) => ({ operation: r.recipe, cost: r.cost })),
  ].flatMap(({ operation, cost }) =>
    cost && cost.actualLegacyCalls > 0
      ? [{ operation, ratio: Number((cost.requestedLegacyCalls / cost.actualLegacyCalls).toFixed(2)) }]
      : [],
  );
  const underEstimated = estimates.filter((e) => e.ratio < GOALS.estimateOverActualCalls);
  const lowestEstimate = estimates.reduce((low, e) => (e.ratio < low.ratio ? e : low), estimates[0]!);
  const highestEstimate = estimates.reduce((high, e) => (e.ratio > high.ratio ? e : high), estimates[0]!);
  const telepacMet = telepac.p99Ratio < GOALS.healthP99RatioDuringTelepacImports;
  const cpuMet = overhead.gatewayCpuMsPerHomeQuery <= GOALS.cpuMsPerHomeQuery;
  const rssMet = overhead.gatewayPeakRssMb <= GOALS.peakRssMbAt50Connections;
  const pageMisses = firstScreenMisses(web, firstScreen);
  const report = {
    goals: GOALS,
    upstreamDelayMs: UPSTREAM_DELAY_MS,
    upstream: operations.map((operation) => ({
      ...operation,
      meetsGoals: budgetMisses(operation).length === 0,
    })),
    recipes,
    web: { ...web, meetsGoal: web.firstPageJsGzipBytes <= GOALS.firstPageJsGzipBytes },
    firstScreen: {
      ...firstScreen,
      meetsGoals: pageMisses.length === 0,
    },
    overhead: {
      ...overhead,
      meetsGoal:
        overhead.overheadMs.c50.p50 <= GOALS.overheadAt50Connections.p50Ms &&
        overhead.overheadMs.c50.p99 <= GOALS.overheadAt50Connections.p99Ms,
    },
    gatewayCpu: { msPerHomeQuery: overhead.gatewayCpuMsPerHomeQuery, meetsGoal: cpuMet },
    gatewayMemory: { peakRssMb: overhead.gatewayPeakRssMb, meetsGoal: rssMet },
    uploads: { ...uploads, meetsGoal: uploadRssMet },
    telepacImports: { ...telepac, meetsGoal: telepacMet },
    costEstimates: { estimates, meetsGoal: underEstimated.length === 0 },
  };
  console.error(
    `\nUpstream calls per operation (goal: ${GOALS.duplicates} duplicates, depth ≤ ` +
      `${GOALS.criticalPathDepth.query} for a query, ≤ ${GOALS.criticalPathDepth.mutation} for a mutation)`,
  );
  table.table(
    operations.map(({ operation, kind, account, calls, duplicates, criticalPathDepth, failures, cost }) => ({
      operation,
      kind,
      account,
      calls,
      duplicates,
      depth: criticalPathDepth,
      points: cost?.points ?? '',
      failures: failures?.join(', ') ?? '',
    })),
  );
  console.error(
    '\nCost of the API recipes’ queries, one page each with a collaborator’s token (extensions.cost)',
  );
  table.table(recipes.map(({ recipe, cost }) => ({ recipe, ...cost })));
  console.error(
    `Gateway overhead on the home query (goal at 50 connections: p50 ≤ 2 ms, p99 ≤ 10 ms): ` +
      `1 connection p50 ${overhead.overheadMs.c1.p50} ms, p99 ${overhead.overheadMs.c1.p99} ms; ` +
      `50 connections p50 ${overhead.overheadMs.c50.p50} ms, p99 ${overhead.overheadMs.c50.p99} ms; ` +
      `${overhead.gateway[1]?.requestsPerSecond} home queries/s through the gateway beside ` +
      `${overhead.replayDirect.requestsPerSecond} legacy calls/s on the replay server directly`,
  );
  console.error(
    `Bundled gateway on node ${overhead.gatewayNode}: ${overhead.gatewayCpuMsPerHomeQuery} ms of CPU per home query at 50 connections ` +
      `(median of windows ${overhead.gatewayCpuMsPerHomeQueryWindows.join(', ')} ms) ` +
      `(goal ≤ ${GOALS.cpuMsPerHomeQuery} ms); peak RSS ${overhead.gatewayPeakRssMb} MB ` +
      `(goal ≤ ${GOALS.peakRssMbAt50Connections} MB); home query depth ${homeDepth} (goal ${GOALS.criticalPathDepth.query})`,
  );
  printFirstScreen(web, firstScreen);
  console.error(
    `Uploads, ${uploads.throughGateway.files} files of ${uploads.fileMb} MB two at a time: through the gateway ` +
      `(tus) ${uploads.throughGateway.mbPerSecond} MB/s in ${uploads.throughGateway.seconds} s, peak RSS ` +
      `${uploads.throughGateway.peakRssMb} MB (goal ≤ ${GOALS.uploadPeakRssMb} MB), ` +
      `${uploads.throughGateway.partsLeft} parts left on its disk; straight to the emulator ` +
      `${uploads.direct.mbPerSecond} MB/s in ${uploads.direct.seconds} s; ratio ${uploads.ratio}`,
  );
  console.error(
    `Health answer during ${telepac.imports} concurrent Telepac imports of ${(telepac.declarationBytes / 1048576).toFixed(1)} MB ` +
      `(bundled gateway, ${telepac.importsWallMs} ms): p99 ${telepac.healthDuringImports.p99Ms} ms ` +
      `(p50 ${telepac.healthDuringImports.p50Ms} ms, ${telepac.healthDuringImports.samples} answers) against ` +
      `${telepac.healthAtRest.p99Ms} ms at rest (p50 ${telepac.healthAtRest.p50Ms} ms): ${telepac.p99Ratio}× ` +
      `(goal under ${GOALS.healthP99RatioDuringTelepacImports}×)`,
  );
  console.error(
    `Estimated over actual legacy calls, ${estimates.length} operations and recipes (goal: never under ` +
      `${GOALS.estimateOverActualCalls}): lowest ${lowestEstimate.ratio} (${lowestEstimate.operation}), highest ` +
      `${highestEstimate.ratio} (${highestEstimate.operation})` +
      (underEstimated.length ? `; under: ${underEstimated.map((e) => e.operation).join(', ')}` : ''),
  );
  console.log(JSON.stringify(report, null, 2));
  // The goals of issue 9 fail the run; the overhead and the web's size are figures to watch.
  const missed = [
    ...operations.flatMap(budgetMisses),
    ...(cpuMet ? [] : [`CPU per home query ${overhead.gatewayCpuMsPerHomeQuery} ms`]),
    ...(rssMet ? [] : [`peak RSS ${overhead.gatewayPeakRssMb} MB`]),
    ...pageMisses,
    ...(uploadRssMet ? [] : [`peak RSS ${uploads.throughGateway.peakRssMb} MB during the uploads`]),
    ...(telepacMet ? [] : [`health p99 ${telepac.p99Ratio}× its rest during the Telepac imports`]),
    ...underEstimated.map((e) => `${e.operation} estimated at ${e.ratio}× its legacy calls`),
  ];
  for (const miss of missed) console.error(`Goal missed: ${miss}`);
  if (missed.length > 0) process.exitCode = 1;
} finally {
  await delayed.close();
  await emulator.stop();
}
