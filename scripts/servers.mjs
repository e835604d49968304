// The two servers of the portal, as `npm run build` bundles them and as `npm start`, the tests and the images run
// them. One bundled server runs alone with `node <its nodeFlags> gateway/dist/index.mjs` (or
// legacy-api/dist/index.mjs), configured by its environment variables (README's configuration table).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Each server's source entry and bundle, relative to the repository's root (or to a copy of its dist folders),
 * the node flags and the settings of the runtime its bundle runs with (docker/<name>.Dockerfile's CMD and ENV
 * repeat them), and the address that answers 200 once it serves, from its environment.
 */
export const servers = {
  'legacy-api': {
    entry: 'legacy-api/src/index.ts',
    bundle: 'legacy-api/dist/index.mjs',
    nodeFlags: ['--enable-source-maps'],
    env: {},
    readyUrl: (env) => `http://127.0.0.1:${env.LEGACY_PORT ?? 4010}/openapi.json`,
  },
  gateway: {
    entry: 'gateway/src/index.ts',
    bundle: 'gateway/dist/index.mjs',
    // V8 sizes its heap against its limit, a quarter of the machine's memory by default, and lets the old space
    // grow that far before collecting. A 512 MB limit (far above the gateway's live data) and a young generation of
    // 3 × 8 MB keep the peak within the memory goal; a larger young generation trades memory for CPU (decision 015).
    nodeFlags: ['--enable-source-maps', '--max-semi-space-size=8', '--max-old-space-size=512'],
    // glibc gives each thread that allocates its own arena, and keeps what the arena once held. V8's compiler
    // and collector threads are such threads: one arena for all lowers the peak (decision 015).
    env: { MALLOC_ARENA_MAX: '1' },
    readyUrl: (env) => `http://127.0.0.1:${env.PORT ?? 4000}/readyz`,
  },
};

function serverNamed(name) {
  const server = servers[name];
  if (!server) throw new Error(`unknown server ${name} (${Object.keys(servers).join(', ')})`);
  return server;
}

/**
 * Starts one server as a child process: its bundle with plain node (source maps on), or with `dev` its sources
 * through tsx. `root` is the folder that holds `<name>/dist/` (the repository by default, or a copy of the
 * bundles elsewhere, also the child's working folder); `env` is the child's whole environment (PORT,
 * LEGACY_API_URL, LEGACY_PORT, LEGACY_DATA_DIR...).
 */
export function spawnServer(
  name,
  { root = repoRoot, env = process.env, dev = false, stdio = ['ignore', 'pipe', 'pipe'] } = {},
) {
  const server = serverNamed(name);
  const args = dev
    ? ['--import', 'tsx', path.join(repoRoot, server.entry)]
    : [...server.nodeFlags, path.join(root, server.bundle)];
  return spawn(process.execPath, args, { cwd: root, env: { ...server.env, ...env }, stdio });
}

/**
 * Starts one server like spawnServer and resolves once its ready address answers 200 (the gateway's /readyz
 * needs its legacy API up); rejects with the server's output if it stops or is not ready within `timeoutMs`.
 * `stop()` ends it and waits for its exit.
 */
export async function startServer(name, { timeoutMs = 60_000, ...options } = {}) {
  const env = options.env ?? process.env;
  const child = spawnServer(name, { ...options, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(String(chunk)));
  let ended = false;
  const exited = new Promise((resolve) => child.once('exit', resolve)).then(() => (ended = true));
  const stop = async () => {
    if (!ended) child.kill('SIGTERM');
    await exited;
  };
  const readyUrl = serverNamed(name).readyUrl(env);
  const deadline = Date.now() + timeoutMs;
  while (!ended && Date.now() < deadline) {
    // Read to the end, so the connection is idle and does not hold the server's close back.
    const ready = await fetch(readyUrl).then(
      (answer) => answer.arrayBuffer().then(() => answer.ok),
      () => false,
    );
    if (ready) return { child, stop, output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`${name} did not answer ${readyUrl} in time or stopped:\n${output.join('')}`);
}
