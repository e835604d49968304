import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { repoRoot, servers } from '../../scripts/servers.mjs';

export { repoRoot };

/**
 * The tests start each program as `npm start` does: its bundle (support/bundles.ts builds them once per run),
 * with plain node, its node flags and its runtime's settings (scripts/servers.mjs).
 */
const PROGRAMS = { emulator: servers['legacy-api'], gateway: servers.gateway };

export type ProgramName = keyof typeof PROGRAMS;

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

export interface RunningProgram {
  /** Stops the program (SIGTERM) and waits until it has exited. */
  stop(): Promise<void>;
}

// A program that cannot start at all (a wrong setting, a port taken) exits; one that starts answers soon. This
// deadline only stops a wait on a program that neither answers nor exits.
const START_DEADLINE_MS = 180_000;
const POLL_MS = 100;
const STOP_GRACE_MS = 15_000;

/**
 * Starts one program as a child process with `env` added to this process's environment, and resolves once
 * `readyUrl` answers 2xx. Its output is kept and shown if it stops or never gets ready. `bundle` runs another
 * build of it than this checkout's (a bench comparing builds).
 */
export async function startProgram(
  name: ProgramName,
  env: Record<string, string>,
  readyUrl: string,
  bundle = PROGRAMS[name].bundle,
): Promise<RunningProgram> {
  const output: string[] = [];
  const program = PROGRAMS[name];
  const child = spawn(process.execPath, [...program.nodeFlags, bundle], {
    cwd: repoRoot,
    env: { ...process.env, ...program.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  // A test process that ends without stopping its programs (a failed setup, a runner tearing a worker down) takes
  // them with it rather than leaving them running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      process.off('exit', killOnExit);
      resolve();
    }),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    // A program waits for its requests in flight before it exits; one a test left hanging would hold the run.
    const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(kill);
  };

  const deadline = Date.now() + START_DEADLINE_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the ${name} stopped before answering ${readyUrl}\n${output.join('')}`);
    try {
      const response = await fetch(readyUrl);
      await response.arrayBuffer();
      if (response.ok) return { stop };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the ${name} did not answer ${readyUrl}\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
