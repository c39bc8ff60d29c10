import { defineConfig, devices } from '@playwright/test';

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
  use: { trace: 'retain-on-failure' },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
        },
      },
    },
  ],
});
