import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// The live and room specs against the site as it runs at scale (`npm run cluster`): three server
// processes on PostgreSQL and Redis behind nginx, with nginx-rtmp as the media node. Every spec's
// `server` is such a cluster (tests/e2e/support/fixtures.ts); the global setup seeds a PostgreSQL
// template database that each cluster's database copies. `npm run test:e2e:cluster`.
process.env.E2E_CLUSTER = '1';

export default defineConfig({
  ...base,
  testMatch: [
    'shared-socket.spec.ts',
    'score-list.spec.ts',
    'goal-alerts.spec.ts',
    'live-room*.spec.ts',
    'room-*.spec.ts',
    'live-stream.spec.ts',
  ],
  // A cluster is four processes and nginx: one at a time on two cores, next to its browser.
  workers: 1,
});
