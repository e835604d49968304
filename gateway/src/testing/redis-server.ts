import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { accessSync, constants } from 'node:fs';
import { createServer } from 'node:net';

const REDIS_SERVER = '/usr/bin/redis-server';

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * A Redis of the test's own (Debian's redis-server) on a free loopback port, keeping nothing on disk; its URL
 * and a stop. Without redis-server the test fails here, saying what to install.
 */
export async function startRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  try {
    accessSync(REDIS_SERVER, constants.X_OK);
  } catch {
    throw new Error(`${REDIS_SERVER} is missing: apt-get install -y redis-server (.ci/run installs it)`);
  }
  const port = await freePort();
  const server = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    server.once('exit', (code) =>
      reject(new Error(`redis-server stopped (${code}) before it was ready:\n${output}`)),
    );
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await once(server, 'exit');
    },
  };
}
