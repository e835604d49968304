#!/usr/bin/env node
// `npm start`: installs what is missing, builds the web app, then runs the legacy emulator (which migrates and
// seeds its embedded database on first start) and the gateway (which serves the web app, GraphQL and files).
// `--dev` serves the web app from Vite with hot reload instead of building it.
// `--no-build` skips the web build (the end-to-end tests build once, then start the stack).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');

const env = {
  ...process.env,
  PORT: process.env.PORT ?? '4000',
  LEGACY_PORT: process.env.LEGACY_PORT ?? '4010',
};
env.LEGACY_API_URL ??= `http://localhost:${env.LEGACY_PORT}`;

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function dependenciesAreInstalled() {
  const marker = `${root}node_modules/.package-lock.json`;
  return existsSync(marker) && statSync(marker).mtimeMs >= statSync(`${root}package-lock.json`).mtimeMs;
}

if (!dependenciesAreInstalled()) run('npm', ['ci', '--no-audit', '--no-fund']);
if (!dev && !args.has('--no-build')) run('npm', ['run', 'build']);

const children = [];
function start(name, command, commandArgs) {
  const child = spawn(command, commandArgs, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(prefix + line + '\n');
    });
  }
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${prefix}stopped (${signal ?? code}); stopping the portal.`);
    stop(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const tsx = `${root}node_modules/.bin/tsx`;
start('legacy-api', tsx, ['legacy-api/src/index.ts']);
start('gateway', tsx, ['gateway/src/index.ts']);
if (dev) start('web', `${root}node_modules/.bin/vite`, ['web', '--port', process.env.WEB_DEV_PORT ?? '5173']);

console.log(
  `Portail: http://localhost:${dev ? (process.env.WEB_DEV_PORT ?? '5173') : env.PORT} ` +
    `(GraphiQL http://localhost:${env.PORT}/graphql, émulateur ${env.LEGACY_API_URL})`,
);
