import { defineConfig } from '@playwright/test';
import { disabledFeaturesSwitch } from './tests/e2e/support/disabled-features.ts';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // No omnibox pop-up rendered per window (see the module).
  disabledFeaturesSwitch(),
];

// Two workers on these two-core machines, each with its own server (a worker-scoped fixture, see
// tests/e2e/support/fixtures.ts) and browser; the tests of one file run in order.
export default defineConfig({
  testDir: 'tests/e2e',
  // The seed data is imported once into a template database that every spec's server copies.
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  // No retries: a test that fails once is a bug to fix, in the test or in the app.
  retries: 0,
  // One budget for every test, to catch a hang: the longest tests (forty pages in a row, five tabs,
  // a browser restart) take about a minute on a busy two-core machine, and two workers share it.
  timeout: 180_000,
  // A wait for what a page shows: a heavy page (the live room loads some sixty chunks) can take
  // 20-25 s to render while the other worker's test keeps both cores busy. Only a failure waits this long.
  expect: { timeout: 45_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    // DOM snapshots and network, without the screencast: its frames cost a tenth of the suite's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // Each fresh context would install the app's service worker and precache every built file
    // (about 480 requests). Only the specs about the service worker (offline, updates, freshness,
    // the server's own pages) allow it; the rest test the pages, not the cache.
    serviceWorkers: 'block',
  },
});
