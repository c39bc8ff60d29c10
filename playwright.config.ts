import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// The canonical origin: the registered redirect URI is on localhost.
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // Debian's Chromium; Playwright never downloads a browser of its own here.
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--disable-quic',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: baseURL,
    env: {
      PORT: String(port),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // Journeys connect many times a minute from one address and load pages faster than a person: raise
      // the OAuth per-IP limit (30/min) and the app budget (120/min) so limits never decide a journey.
      SIMULATOR_CONFIG: JSON.stringify({ oauthPerMinutePerIp: 600, tierBudgetPerMinute: { basic: 1200 } }),
      // The dashboard's own connect limits (20 a minute per address, 24 token calls a minute), raised alike.
      AUTH_PER_MINUTE_PER_IP: '600',
      OAUTH_CALLS_PER_MINUTE: '480',
      PARTNER_TIER: 'partner',
      // A store of the journeys' own: never the one `npm start` keeps in .data/store.
      STORE_URL: 'pglite:.data/e2e/store',
      // The embed journeys' partner page (127.0.0.1 is another site than localhost); the port after it is
      // their page that is not listed.
      EMBED_ALLOWED_ORIGINS: `http://127.0.0.1:${process.env.EMBED_HOST_PORT ?? 3304}`,
    },
    reuseExistingServer: !process.env.CI,
    // Stopped as an operator stops it, so that it closes its store (not SIGKILL, Playwright's default).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    timeout: 240_000,
    stdout: 'pipe',
  },
});
