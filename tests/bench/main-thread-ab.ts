// `npm run bench:main-thread -- <loads> <name>=<web dist>[=<gateway bundle>] ...`: the home's blocking time from
// the main thread's CPU (main-thread.ts) for builds of the web app side by side, one gateway per build in front of
// one emulator, their cold loads alternated (each round in the reverse order of the one before) so that the
// machine's load falls on every build alike. A change to the start's tasks moves this figure by less than the
// noise between two runs of `npm run bench` on a shared machine: copy web/dist and web/dist-server aside (into one
// folder, the gateway reads the server bundle beside the dist), build again and compare. A change to what the
// gateway puts in the page needs that build's gateway too: copy gateway/dist aside with them and name its bundle
// (it runs without the source tree). For example:
//   npm run bench:main-thread -- 6 before=/tmp/before/dist after=web/dist
//   npm run bench:main-thread -- 7 before=/tmp/before/web/dist=/tmp/before/gateway/dist/index.mjs after=web/dist
import path from 'node:path';
import { startEmulator } from '../support/emulator.ts';
import { startGatewayProgram, type RunningGateway } from '../support/gateway.ts';
import { repoRoot } from '../support/programs.ts';
import { launchChromium } from './cold-load.ts';
import { measureMainThread, type MainThreadWork } from './main-thread.ts';

const [loads, ...builds] = process.argv.slice(2);
const variants = builds.map((argument) => {
  const [name, dist, gateway] = argument.split('=');
  if (!name || !dist) throw new Error(`expected <name>=<web dist>[=<gateway bundle>], got ${argument}`);
  return {
    name,
    dist: path.resolve(repoRoot, dist),
    gateway: gateway ? path.resolve(repoRoot, gateway) : undefined,
    works: [] as MainThreadWork[],
  };
});
if (!Number(loads) || variants.length === 0)
  throw new Error('usage: npm run bench:main-thread -- <loads> <name>=<web dist>[=<gateway bundle>] ...');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const emulator = await startEmulator();
const gateways: RunningGateway[] = [];
try {
  for (const variant of variants)
    gateways.push(
      await startGatewayProgram({
        legacyUrl: emulator.url,
        env: { WEB_DIST_DIR: variant.dist },
        bundle: variant.gateway,
      }),
    );
  const browser = await launchChromium();
  try {
    for (let round = 0; round < Number(loads); round++) {
      const order = variants.map((variant, index) => ({ variant, gateway: gateways[index]! }));
      for (const { variant, gateway } of round % 2 ? order.reverse() : order)
        variant.works.push(await measureMainThread(browser, gateway.url));
    }
  } finally {
    await browser.close();
  }
} finally {
  await Promise.all(gateways.map((gateway) => gateway.stop()));
  await emulator.stop();
}

for (const { name, works } of variants) {
  const blocking = works.map((work) => work.blockingTimeMs);
  const longest = works.map((work) => Math.max(0, ...work.longTasksMs));
  console.log(
    `${name}: blocking time ${median(blocking)} ms (median; ${blocking.join(', ')}), ` +
      `longest task ${median(longest)} ms (median; ${longest.join(', ')}), ` +
      `CPU ${median(works.map((work) => work.cpuMs))} ms at 1× (median); long tasks per load: ` +
      works.map((work) => `[${work.longTasksMs.join(' ')}]`).join(' '),
  );
}
