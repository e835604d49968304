import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import type { Db } from './db/db.ts';

/** The checked-in contract: what `GET /openapi.json` answers, without the tests' fault routes. */
export const OPENAPI_FILE = fileURLToPath(new URL('../openapi.json', import.meta.url));

// Describing the routes reads no data: a database that refuses every use proves it.
const noDatabase: Db = {
  query: () => Promise.reject(new Error('the OpenAPI description reads no data')),
  exec: () => Promise.reject(new Error('the OpenAPI description reads no data')),
  transaction: () => Promise.reject(new Error('the OpenAPI description reads no data')),
  close: () => Promise.resolve(),
};

/** The emulator's OpenAPI description, as JSON text. */
export async function openApiText(): Promise<string> {
  const app = await buildApp({
    db: noDatabase,
    clock: systemClock,
    filesDir: path.join(tmpdir(), 'legacy-api-openapi'),
    logger: false,
  });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
  }
}

// `npm run openapi -w @portal/legacy-api` writes the file (formatted as `npm run lint` checks it); the test
// beside it fails when it is stale.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const options = await resolveConfig(OPENAPI_FILE);
  await writeFile(OPENAPI_FILE, await format(await openApiText(), { ...options, filepath: OPENAPI_FILE }));
}
