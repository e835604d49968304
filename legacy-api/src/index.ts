import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { prepareDemoData } from './db/seed/index.ts';

const config = loadConfig();
const db = await openDatabase(config);
await migrate(db);
await prepareDemoData(db, config.clock);

const app = await buildApp({
  db,
  clock: config.clock,
  filesDir: config.filesDir,
  logger: { level: config.logLevel },
  faults: config.faults,
  credentialsKey: config.credentialsKey,
  outbox: config.outbox,
  oidcProvider: config.oidcProvider,
});
await app.listen({ port: config.port, host: config.host });
app.log.info(`legacy-api listening on http://${config.host}:${config.port}`);
if (config.faults) app.log.warn('fault injection on: PUT /__faults, GET /__calls (LEGACY_FAULTS=on)');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => db.close())
      .finally(() => process.exit(0));
  });
}
