import { defineConfig } from '@playwright/test';
import { chromium, trace } from '../e2e/chromium';

// The three-instance test (npm run test:postgres): the processes are started by the spec itself
// (e2e-cluster/cluster.ts) on the PostgreSQL database named by TEST_POSTGRES_URL.
export default defineConfig({
  testDir: '.',
  outputDir: '../test-results/cluster',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 120_000,
  reporter: [['list']],
  use: { trace },
  projects: [
    {
      name: 'chromium',
      use: chromium,
    },
  ],
});
