// The production shape on one machine (`npm run start:cluster`, and the topology tests): the shape of
// docker-compose.yml from Debian's packages and the built bundles, on loopback ports, in a data folder of its own.
// A PostgreSQL server holds the emulator's data (DATABASE_URL), Redis what the replicas share (docker/redis.conf:
// append-only file), two gateway replicas (TRUST_PROXY=1, one COOKIE_SECRET, one shared upload folder) listen on
// loopback ports that only nginx is told of, and nginx (docker/nginx.conf, the same template as docker-compose's)
// spreads the requests over them. Nothing runs as a system service or needs root; every program is a child of the
// caller, stopped by `stop()`.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { repoRoot, startServer } from './servers.mjs';

const NGINX = '/usr/sbin/nginx';
const REDIS_SERVER = '/usr/bin/redis-server';
const POSTGRES_VERSIONS = '/usr/lib/postgresql';

/** The newest PostgreSQL server of Debian's packages (`postgresql`), or POSTGRES_BIN_DIR. */
function postgresBinDir() {
  if (process.env.POSTGRES_BIN_DIR) return process.env.POSTGRES_BIN_DIR;
  const versions = existsSync(POSTGRES_VERSIONS)
    ? readdirSync(POSTGRES_VERSIONS).filter((version) =>
        existsSync(path.join(POSTGRES_VERSIONS, version, 'bin/postgres')),
      )
    : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? path.join(POSTGRES_VERSIONS, newest, 'bin') : null;
}

/** The Debian programs the shape runs that this machine lacks, as the packages that bring them. */
export function missingPackages() {
  return [
    [NGINX, 'nginx'],
    [REDIS_SERVER, 'redis-server'],
    [postgresBinDir(), 'postgresql'],
  ]
    .filter(([program]) => !program || !existsSync(program))
    .map(([, name]) => name);
}

/** A loopback port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// PostgreSQL refuses to run as root: as root, its server runs as the `postgres` user Debian's package creates.
function postgresUser() {
  if (process.getuid?.() !== 0) return null;
  const entry = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'))
    .find(([name]) => name === 'postgres');
  if (!entry) throw new Error('PostgreSQL cannot run as root and this machine has no postgres user');
  return { uid: Number(entry[2]), gid: Number(entry[3]) };
}

/** A program of the shape: its output kept (and passed to `onOutput`), its exit awaited by `stop`. */
function runProgram(name, command, args, { onOutput, ...options } = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  return followProgram(name, child, onOutput);
}

function followProgram(name, child, onOutput, output = []) {
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk) => {
      output.push(String(chunk));
      onOutput?.(name, String(chunk));
    });
  }
  const exited = new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return {
    name,
    child,
    output,
    exited,
    /** Sends `signal` and waits until the program has exited. */
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

async function waitUntil(what, program, check) {
  // A program that cannot start exits; one that starts answers within seconds. This only ends a wait on one that
  // does neither.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (program && (program.child.exitCode !== null || program.child.signalCode !== null))
      throw new Error(`${what} stopped before it was ready:\n${program.output.join('')}`);
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} was not ready in time:\n${program?.output.join('') ?? ''}`);
}

/** Sends one Redis command in its inline form and resolves with the first line of the answer. */
export function redisCommand(port, command) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
      if (answer.includes('\r\n')) socket.end();
    });
    socket.on('error', () => resolve(null));
    socket.on('close', () => resolve(answer.split('\r\n')[0] || null));
    socket.write(`${command}\r\n`);
  });
}

/**
 * A PostgreSQL server of Debian's package in `dir`/postgres (made by initdb when missing), on `port` of loopback,
 * with the database `legacy` of the user `portail` (trust authentication, loopback only); `stop()` ends it.
 */
export async function startPostgres(dir, port, onOutput) {
  const bin = postgresBinDir();
  const user = postgresUser();
  const data = path.join(dir, 'postgres');
  const sockets = path.join(dir, 'postgres-sockets');
  const asUser = user ? { uid: user.uid, gid: user.gid } : {};
  for (const folder of [data, sockets]) {
    await mkdir(folder, { recursive: true, mode: 0o700 });
    if (user) await chown(folder, user.uid, user.gid);
  }
  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    const init = spawnSync(
      path.join(bin, 'initdb'),
      ['-D', data, '-U', 'portail', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync'],
      { ...asUser, encoding: 'utf8' },
    );
    if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}${init.stderr}`);
  }
  const server = runProgram(
    'postgres',
    path.join(bin, 'postgres'),
    ['-D', data, '-p', String(port), '-k', sockets, '-c', 'listen_addresses=127.0.0.1'],
    { ...asUser, onOutput },
  );
  const isReady = path.join(bin, 'pg_isready');
  await waitUntil(
    'PostgreSQL',
    server,
    () => spawnSync(isReady, ['-h', '127.0.0.1', '-p', String(port)]).status === 0,
  );
  const created = spawnSync(
    path.join(bin, 'createdb'),
    ['-h', '127.0.0.1', '-p', String(port), '-U', 'portail', 'legacy'],
    {
      encoding: 'utf8',
    },
  );
  if (created.status !== 0 && !created.stderr.includes('already exists'))
    throw new Error(`createdb failed:\n${created.stderr}`);
  // Fast shutdown: open sessions are ended, the data is written.
  return { ...server, stop: () => server.stop('SIGINT'), url: `postgres://portail@127.0.0.1:${port}/legacy` };
}

async function startRedis(dir, port, onOutput) {
  const data = path.join(dir, 'redis');
  await mkdir(data, { recursive: true });
  const args = [
    path.join(repoRoot, 'docker/redis.conf'),
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    data,
    '--daemonize',
    'no',
    '--loglevel',
    'warning',
  ];
  const start = async () => {
    const server = runProgram('redis', REDIS_SERVER, args, { onOutput });
    // PONG once the append-only file is replayed (LOADING before).
    await waitUntil('Redis', server, async () => (await redisCommand(port, 'PING')) === '+PONG');
    return server;
  };
  return { start, url: `redis://127.0.0.1:${port}` };
}

async function startNginx(dir, port, replicaPorts, onOutput) {
  const folder = path.join(dir, 'nginx');
  await mkdir(folder, { recursive: true });
  const values = {
    PORTAIL_LISTEN: `127.0.0.1:${port}`,
    PORTAIL_GATEWAY_1: `127.0.0.1:${replicaPorts[0]}`,
    PORTAIL_GATEWAY_2: `127.0.0.1:${replicaPorts[1]}`,
  };
  // The nginx image's templates: ${NAME} of its environment, nginx's own $variables left as they are.
  const template = await readFile(path.join(repoRoot, 'docker/nginx.conf'), 'utf8');
  const site = template.replace(/\$\{(PORTAIL_\w+)\}/g, (_match, name) => values[name]);
  await writeFile(path.join(folder, 'portail.conf'), site);
  const temp = (name) => `${name}_temp_path ${path.join(folder, name)};`;
  await writeFile(
    path.join(folder, 'nginx.conf'),
    [
      'daemon off;',
      // nginx started by root hands its workers to this user; they write the temp folders below.
      ...(process.getuid?.() === 0 ? [`user ${userInfo().username};`] : []),
      'worker_processes 1;',
      `pid ${path.join(folder, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
      `  include ${path.join(folder, 'portail.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const proxy = runProgram(
    'nginx',
    NGINX,
    ['-e', 'stderr', '-p', folder, '-c', path.join(folder, 'nginx.conf')],
    {
      onOutput,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntil('nginx', proxy, () =>
    fetch(`${url}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    ),
  );
  // Fast shutdown (SIGTERM): the shape stops as a whole.
  return { ...proxy, url };
}

/**
 * Starts the shape in `dir` (a new temp folder by default, removed by `stop()`; a given one is kept, and its
 * database, Redis data and uploads are found again at the next start). `port` is nginx's (a free port by default);
 * `env` adds settings to both gateway replicas (RATE_LIMIT_POINTS_PER_MINUTE, LOG_LEVEL...). `onOutput(name, text)`
 * receives every program's output as it comes.
 */
export async function startCluster({ dir, port, env = {}, onOutput } = {}) {
  const missing = missingPackages();
  if (missing.length > 0)
    throw new Error(
      `the production shape needs Debian's ${missing.join(', ')}: apt-get install -y ${missing.join(' ')}`,
    );
  const ownDir = !dir;
  const root = dir ?? (await mkdtemp(path.join(tmpdir(), 'portail-cluster-')));
  await mkdir(root, { recursive: true });
  // The postgres user reaches its folders through this one.
  await chmod(root, 0o755);
  const started = [];
  const stop = async () => {
    for (const program of started.reverse()) await program.stop();
    started.length = 0;
    if (ownDir) await rm(root, { recursive: true, force: true });
  };
  try {
    const [pgPort, redisPort, legacyPort, ...replicaPorts] = await Promise.all(
      Array.from({ length: 5 }, () => freePort()),
    );
    const [postgres, redis] = await Promise.all([
      startPostgres(root, pgPort, onOutput),
      startRedis(root, redisPort, onOutput),
    ]);
    started.push(postgres);
    const redisHandle = { current: await redis.start() };
    started.push({ stop: () => redisHandle.current.stop() });

    const legacyUrl = `http://127.0.0.1:${legacyPort}`;
    const legacy = await startServer('legacy-api', {
      env: {
        ...process.env,
        LEGACY_HOST: '127.0.0.1',
        LEGACY_PORT: String(legacyPort),
        LEGACY_DATA_DIR: path.join(root, 'legacy'),
        DATABASE_URL: postgres.url,
      },
      timeoutMs: 180_000,
    });
    started.push(followProgram('legacy-api', legacy.child, onOutput, legacy.output));

    const uploads = path.join(root, 'uploads');
    await mkdir(uploads, { recursive: true });
    const gatewayEnv = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LEGACY_API_URL: legacyUrl,
      COOKIE_SECRET: process.env.COOKIE_SECRET ?? randomBytes(32).toString('hex'),
      COOKIE_SECURE: process.env.COOKIE_SECURE ?? 'false',
      TRUST_PROXY: '1',
      REDIS_URL: redis.url,
      RESUMABLE_UPLOADS_DIR: uploads,
      ...env,
    };
    const replicas = replicaPorts.map((replicaPort, index) => {
      const name = `gateway-${index + 1}`;
      const replica = {
        name,
        port: replicaPort,
        url: `http://127.0.0.1:${replicaPort}`,
        /** Every line the replica has written since the shape started, across its restarts. */
        output: [],
        program: null,
        async start() {
          const server = await startServer('gateway', { env: { ...gatewayEnv, PORT: String(replicaPort) } });
          replica.output.push(...server.output);
          replica.program = followProgram(name, server.child, onOutput, replica.output);
          server.output.length = 0;
          return replica;
        },
        stop: (signal) => replica.program?.stop(signal),
      };
      return replica;
    });
    await Promise.all(replicas.map((replica) => replica.start()));
    for (const replica of replicas) started.push({ stop: () => replica.stop() });

    const proxyPort = port ?? (await freePort());
    const proxy = await startNginx(root, proxyPort, replicaPorts, onOutput);
    started.push(proxy);

    return {
      url: proxy.url,
      dir: root,
      legacyUrl,
      databaseUrl: postgres.url,
      redisUrl: redis.url,
      replicas,
      /** Stops Redis (`signal`: SIGTERM writes its file and exits, SIGKILL loses what was not yet written) and starts it again. */
      async restartRedis(signal = 'SIGTERM') {
        await redisHandle.current.stop(signal);
        redisHandle.current = await redis.start();
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
