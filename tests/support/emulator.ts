import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A port nobody listens on right now, for a server of the tests. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, exited: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('the emulator stopped before answering');
    try {
      const response = await fetch(`${url}/openapi.json`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the emulator did not answer ${url}/openapi.json within ${timeoutMs} ms`);
}

export interface RunningEmulator {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the legacy emulator as a child process on a free port, with a fresh data folder and its own seed;
 * `faults` turns on its fault injection (`PUT /__faults`, `GET /__calls`, legacy-api/README.md).
 */
export async function startEmulator(
  options: { now?: string; faults?: boolean } = {},
): Promise<RunningEmulator> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portail-emulator-'));
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'legacy-api/src/index.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      LEGACY_PORT: String(port),
      LEGACY_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(options.now ? { LEGACY_NOW: options.now } : {}),
      LEGACY_FAULTS: options.faults ? 'on' : 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(url, () => child.exitCode !== null);
  } catch (error) {
    child.kill('SIGTERM');
    throw new Error(`${(error as Error).message}\n${output.join('')}`);
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
