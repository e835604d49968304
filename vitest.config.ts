import { defineConfig } from 'vitest/config';

// A test that does not test timing has no timing bound: these limits only stop a test that hangs, and leave room
// for a shared 2-core machine under load (Vitest's defaults, 5 s and 10 s, do not).
const hangLimits = { testTimeout: 120_000, hookTimeout: 240_000 };
// Each worker loads a module once for all its files instead of once per file: the suites otherwise spend most of
// their time importing the same modules again (decision 014). A test file therefore sets up, in its own hooks, any
// shared state it relies on.
const shared = { isolate: false };

// One runner for every unit and contract test of the monorepo; each workspace is a project. Vitest's default on a
// 2-core machine is one worker, so every file waits for the one before; the contract files mostly wait on their
// programs, so three workers keep the cores busy.
export default defineConfig({
  test: {
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    projects: [
      { test: { name: 'schema', root: 'schema', environment: 'node', ...shared, ...hangLimits } },
      {
        test: {
          name: 'legacy-api',
          root: 'legacy-api',
          environment: 'node',
          globalSetup: './src/test-global-setup.ts',
          ...shared,
          ...hangLimits,
        },
      },
      { test: { name: 'gateway', root: 'gateway', environment: 'node', ...shared, ...hangLimits } },
      {
        extends: 'web/vite.config.ts',
        resolve: {
          alias: [
            // The uploader's tests run tus-js-client's browser build, as the app does (its `browser` field).
            { find: /^tus-js-client$/, replacement: 'tus-js-client/lib.esm/browser/index.js' },
          ],
        },
        test: {
          name: 'web',
          root: 'web',
          environment: 'jsdom',
          ...shared,
          ...hangLimits,
        },
      },
      {
        test: {
          name: 'contract',
          root: 'tests/contract',
          environment: 'node',
          globalSetup: './global-setup.ts',
          ...shared,
          ...hangLimits,
        },
      },
    ],
  },
});
