import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The topology stage of `npm test` (scripts/test.mjs): the production shape (scripts/cluster.mjs) started by each
// file, one file at a time, so a file's load and its stopped replica never meet another's. The limits only stop a
// test or a start that hangs (a shape starts in 15 to 40 s on a busy 2-core machine).
export default defineConfig({
  test: {
    name: 'topology',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    globalSetup: './global-setup.ts',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
