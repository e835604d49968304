// `npm run bench:ab -- <rounds> <name>=<bundle>[=<node>[=<node flags>]] ...`: the CPU per home query and the peak
// resident memory of gateway programs side by side, interleaved round after round (each round in the reverse order
// of the one before), in front of one replay of the emulator's answers. A change to the gateway's CPU is a few per
// cent, below the noise between two runs of `npm run bench` on a shared machine: compare its bundle with the one
// before it here (copy gateway/dist aside, build again) and quote the medians. For example:
//   npm run bench:ab -- 3 before=/tmp/before/index.mjs after=gateway/dist/index.mjs
//   npm run bench:ab -- 3 node20=gateway/dist/index.mjs "node24=gateway/dist/index.mjs=/opt/node24/bin/node"
import type autocannon from 'autocannon';
import { startEmulator } from '../support/emulator.ts';
import { CSRF, load, productionGateway, record, signInPersisted, startGatewayProcess } from './overhead.ts';
import type { GatewayProgram } from './overhead.ts';
import { startReplay } from './replay.ts';
import { variablesOf, webOperations } from './upstream-budget.ts';

const [rounds, ...programs] = process.argv.slice(2);
const variants = programs.map((argument) => {
  // The flags keep their own `=` (`--max-semi-space-size=4`).
  const [name, bundle, node, ...flagParts] = argument.split('=');
  const flags = flagParts.join('=');
  if (!name || !bundle) throw new Error(`expected <name>=<bundle>[=<node>[=<flags>]], got ${argument}`);
  const program: GatewayProgram = {
    bundle,
    node: node || productionGateway.node,
    nodeFlags: flags.split(' ').filter(Boolean),
  };
  return { name, program, cpuMs: [] as number[], peakRssMb: [] as number[] };
});
if (!Number(rounds) || variants.length === 0)
  throw new Error('usage: npm run bench:ab -- <rounds> <name>=<bundle>[=<node>[=<node flags>]] ...');

const home = webOperations().find((operation) => operation.name === 'Home');
const signIn = webOperations().find((operation) => operation.name === 'SignIn');
if (!home || !signIn) throw new Error('the web app has no Home or SignIn operation');
const emulator = await startEmulator();
// The emulator is needed only to record: a failed recording stops it too, rather than leaving its process behind.
const answers = await record(emulator.url, { query: home.document, variables: variablesOf(home) }).finally(
  () => emulator.stop(),
);
const replay = await startReplay(answers, 10);

/** One program's CPU per home query and peak RSS over a 50-connection load, after the same load as warm-up. */
async function measure(program: GatewayProgram): Promise<{ cpuMs: number; peakRssMb: number }> {
  const gateway = await startGatewayProcess(
    replay.url,
    { RATE_LIMIT_POINTS_PER_MINUTE: '1000000000' },
    program,
  );
  try {
    const cookie = await signInPersisted(gateway.url, signIn!.hash);
    const request: autocannon.Options = {
      url: `${gateway.url}/graphql`,
      method: 'POST',
      headers: { ...CSRF, cookie },
      body: JSON.stringify({
        variables: variablesOf(home!),
        extensions: { persistedQuery: { version: 1, sha256Hash: home!.hash } },
      }),
      connections: 50,
    };
    await load(request);
    const before = gateway.cpuMs();
    const measured = await load(request);
    return { cpuMs: (gateway.cpuMs() - before) / measured['2xx'], peakRssMb: gateway.peakRssMb() };
  } finally {
    await gateway.stop();
  }
}

try {
  for (let round = 0; round < Number(rounds); round++) {
    for (const variant of round % 2 ? [...variants].reverse() : variants) {
      const { cpuMs, peakRssMb } = await measure(variant.program).catch((error: unknown) => {
        throw new Error(`${variant.name} failed in round ${round + 1}`, { cause: error });
      });
      variant.cpuMs.push(cpuMs);
      variant.peakRssMb.push(peakRssMb);
    }
  }
} finally {
  await replay.close();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const first = variants[0]!;
for (const variant of variants) {
  const cpu = median(variant.cpuMs);
  console.log(
    `${variant.name}: CPU per home query ${cpu.toFixed(2)} ms (median; ${variant.cpuMs.map((v) => v.toFixed(2)).join(', ')})` +
      `, ${(cpu / median(first.cpuMs)).toFixed(2)}× ${first.name}; peak RSS ${Math.round(median(variant.peakRssMb))} MB` +
      ` (${variant.peakRssMb.map(Math.round).join(', ')})`,
  );
}
