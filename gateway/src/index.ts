// The legacy's dates reach the browser as instants, which the screens show in the people's time, French time;
// the first screen this gateway draws shows them so too (http/first-screen-renderer.ts). A TZ set outside wins.
process.env.TZ ??= 'Europe/Paris';

import { buildGateway } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const app = await buildGateway(config);
await app.listen({ port: config.port, host: config.host });
app.log.info(`gateway listening on http://${config.host}:${config.port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
