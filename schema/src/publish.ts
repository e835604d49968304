// Publishes the contract: the SDL scripts rely on from now on (`npm run schema:publish -w @portal/schema`). Run it
// when a release goes out, with its entry in docs/api/CHANGELOG.md; schema-check.test.ts then compares every later
// change with it.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { currentSdl } from './schema-check.ts';

writeFileSync(fileURLToPath(new URL('../published.graphql', import.meta.url)), currentSdl);
