import { defineConfig } from '@playwright/test';
import { chromium, trace } from './e2e/chromium';

/**
 * The journeys run on E2E_WORKERS workers (3 by default), each against a dashboard and a simulator of its
 * own, with a store of its own, so that one worker's world reset or clock change never reaches another's
 * journeys. A file's journeys stay together on one worker, in order (`fullyParallel: false`): the files
 * that share a world across their journeys keep it. Worker n uses the ports after the given ones:
 * dashboard E2E_PORT + n, simulator SIMULATOR_PORT + n, the embed journeys' partner page
 * EMBED_HOST_PORT + 2n (and the unlisted page on the port after it).
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 3));
const base = {
  dashboard: Number(process.env.E2E_BASE_PORT ?? process.env.E2E_PORT ?? 3100),
  simulator: Number(process.env.SIMULATOR_BASE_PORT ?? process.env.SIMULATOR_PORT ?? 4010),
  embedHost: Number(process.env.EMBED_HOST_BASE_PORT ?? process.env.EMBED_HOST_PORT ?? 3304),
};
const portsOf = (n: number) => ({
  dashboard: base.dashboard + n,
  simulator: base.simulator + n,
  embedHost: base.embedHost + 2 * n,
});

// In a worker (Playwright loads this file there too, with TEST_PARALLEL_INDEX set), the journeys read
// their ports from E2E_PORT, SIMULATOR_PORT and EMBED_HOST_PORT: those become this worker's own. The
// given ones are kept as the base, so that reading this file again gives the same ports.
const parallelIndex = process.env.TEST_PARALLEL_INDEX;
if (parallelIndex !== undefined) {
  process.env.E2E_BASE_PORT = String(base.dashboard);
  process.env.SIMULATOR_BASE_PORT = String(base.simulator);
  process.env.EMBED_HOST_BASE_PORT = String(base.embedHost);
  const own = portsOf(Number(parallelIndex));
  process.env.E2E_PORT = String(own.dashboard);
  process.env.SIMULATOR_PORT = String(own.simulator);
  process.env.EMBED_HOST_PORT = String(own.embedHost);
}
// The canonical origin: the registered redirect URI is on localhost.
const originOf = (n: number) => `http://localhost:${portsOf(n).dashboard}`;

/** Worker n's server: its address, and the settings of its `npm start`. */
const serverOf = (n: number) => ({
  url: originOf(n),
  env: {
    PORT: String(portsOf(n).dashboard),
    SIMULATOR_PORT: String(portsOf(n).simulator),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Journeys connect many times a minute from one address and load pages faster than a person: raise
    // the OAuth per-IP limit (30/min) and the app budget (120/min) so limits never decide a journey.
    SIMULATOR_CONFIG: JSON.stringify({ oauthPerMinutePerIp: 600, tierBudgetPerMinute: { basic: 1200 } }),
    // The dashboard's own connect limits (20 a minute per address, 24 token calls a minute), raised alike.
    AUTH_PER_MINUTE_PER_IP: '600',
    OAUTH_CALLS_PER_MINUTE: '480',
    PARTNER_TIER: 'partner',
    // The inbox's watcher looks every 4 seconds, so a journey sees a new proposal in its inbox within
    // seconds (every 2 seconds, its reads of the seeded tokens kept each server and simulator busy).
    WATCH_PERIOD_SECONDS: '4',
    // A store of the journeys' own, one a worker: never the one `npm start` keeps in .data/store.
    STORE_URL: `pglite:.data/e2e/store-${n}`,
    // The embed journeys' partner page (127.0.0.1 is another site than localhost); the port after it is
    // their page that is not listed.
    EMBED_ALLOWED_ORIGINS: `http://127.0.0.1:${portsOf(n).embedHost}`,
    // The partner's team: the simulator's dana (her wallet is the same on every start: its key's seed is
    // sha256("user:dana")), so the console's journeys have a member (e2e/partners.spec.ts).
    PARTNER_ADMIN_WALLETS: '7WyCqaFTxBPj1GMV5PfwLGbux3cbzUtfxaQ4tuTLmBtJ',
  },
});

/**
 * The journeys' files that take longest (45 s or more of one worker each), started before the others so
 * that the last files a worker takes are short ones and the workers end together: the store's first (it
 * kills and restarts servers for minutes), then the next longest.
 */
const STORE = /\/store\.spec\.ts$/;
const LONG = /\/(activity|creator-writes|holder|proposal|propose|reports|token|trade)\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: originOf(Number(parallelIndex ?? 0)),
    trace,
    screenshot: 'only-on-failure',
  },
  // One browser in three projects of the same name, only to order the work: the store's journeys (its soak
  // kills and restarts servers for minutes) start first, on a worker of their own, then the long files,
  // then the short ones.
  projects: [
    { name: 'chromium', testMatch: STORE, use: chromium },
    { name: 'chromium', testMatch: LONG, use: chromium },
    { name: 'chromium', testIgnore: [STORE, LONG], use: chromium },
  ],
  webServer: {
    // Every worker's server, started side by side (e2e/servers.mjs); the first alone when it must build.
    // Ready when every server answers, as servers.mjs prints. No `url`: Playwright starts the journeys when
    // the url *or* the line comes first, and the first server's url answers while the others still start
    // (after a build they start once it is done), so journeys on the other workers met a dashboard that
    // was not listening yet. Without it, nothing already running is reused: the ports must be free.
    command: 'node e2e/servers.mjs',
    wait: { stdout: /Every journey server answers/ },
    env: { E2E_SERVERS: JSON.stringify(Array.from({ length: workers }, (_, n) => serverOf(n))) },
    // Stopped as an operator stops it, so that each server closes its store (not SIGKILL, Playwright's default).
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 30_000 },
    timeout: 240_000,
    stdout: 'pipe' as const,
  },
});
