// The legacy's dates reach the browser as instants, which the screens show in the people's time, French time;
// the first screen this gateway draws shows them so too (http/first-screen-renderer.ts). A TZ set outside wins.
process.env.TZ ??= 'Europe/Paris';

import { buildGateway } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const app = await buildGateway(config);
await app.listen({ port: config.port, host: config.host });
app.log.info(`gateway listening on http://${config.host}:${config.port}`);

// On SIGTERM (an orchestrator, `docker stop`, a rolling deploy) the replica stops taking connections, answers
// /readyz 503, and finishes the requests it has (an upload's last piece included) before it exits; nginx sends the
// rest to the other replicas. A request still running after SHUTDOWN_TIMEOUT_MS is cut, so a hung one cannot keep
// the replica from stopping before its orchestrator kills it (docker-compose's stop_grace_period is longer).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'gateway draining its requests before it stops');
    setTimeout(() => {
      app.log.warn('requests still running at the shutdown timeout: cut');
      app.server.closeAllConnections();
    }, config.shutdownTimeoutMs).unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
