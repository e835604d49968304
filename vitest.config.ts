import { defineConfig } from 'vitest/config';

// One runner for every unit and contract test of the monorepo; each workspace is a project.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'schema', root: 'schema', environment: 'node' } },
      { test: { name: 'legacy-api', root: 'legacy-api', environment: 'node' } },
      { test: { name: 'gateway', root: 'gateway', environment: 'node' } },
      { extends: 'web/vite.config.ts', test: { name: 'web', root: 'web', environment: 'jsdom' } },
      {
        test: {
          name: 'contract',
          root: 'tests/contract',
          environment: 'node',
          globalSetup: './global-setup.ts',
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
