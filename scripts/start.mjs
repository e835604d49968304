#!/usr/bin/env node
// `npm start`: installs what is missing, builds (the web app and one bundle per server), then runs the bundles
// with plain node: the legacy emulator (which migrates and seeds its embedded database on first start) and the
// gateway (which serves the web app, GraphQL and files).
// `--dev` runs the servers' sources through tsx and serves the web app from Vite with hot reload, without building.
// `--no-build` runs the bundles already built (the end-to-end tests build once, then start the stack).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { repoRoot as root, servers, spawnServer } from './servers.mjs';
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
for (const { bundle } of dev ? [] : Object.values(servers)) {
  if (!existsSync(`${root}${bundle}`)) {
    console.error(`${bundle} is missing: run \`npm run build\` (or \`npm start\` without --no-build).`);
    process.exit(1);
  }
}

const children = [];
function follow(name, child) {
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

follow('legacy-api', spawnServer('legacy-api', { env, dev }));
follow('gateway', spawnServer('gateway', { env, dev }));
if (dev) {
  const vite = `${root}node_modules/.bin/vite`;
  const web = ['web', '--port', process.env.WEB_DEV_PORT ?? '5173'];
  follow('web', spawn(vite, web, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] }));
}

console.log(
  `Portail: http://localhost:${dev ? (process.env.WEB_DEV_PORT ?? '5173') : env.PORT} ` +
    `(GraphiQL http://localhost:${env.PORT}/graphql, émulateur ${env.LEGACY_API_URL})`,
);
