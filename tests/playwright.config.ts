import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// The end-to-end tests drive the real programs in Debian's Chromium: no browser is ever downloaded. The global
// setup builds the web app and seeds one database; each worker then starts its own emulator (on a copy of that
// database) and its own gateway on free ports (e2e/fixtures.ts), so the tests run in parallel without sharing
// data. E2E_WORKERS changes the number of workers (2 by default, for a 2-core machine).
//
// The browser is Debian's Chromium headless shell when installed: the same engine without the browser's own
// interface, whose processes took a quarter of the suite's CPU (sum of test times 1083 s with it, 792 s without,
// one run each). CHROMIUM_PATH picks another.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // Recording a trace for every test, to keep only the failures', costs about a fifth of the suite's time
    // (decision 015). To read a failure's trace, run its file again with `--trace retain-on-failure`; the
    // failure's screenshot and page snapshot are kept without one.
    trace: 'off',
    // The service worker precaches the whole app (225 files) in every new context, that is in every test, beside
    // what the test does; only offline.spec.ts, which tests what the worker does, lets it run (decision 015).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
