// What the page benches share: the built dashboard with its simulator (scripts/start.mjs, which builds
// first when the build is missing or stale), and the pages they measure, found as alice sees them.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { answers } from './http.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Debian's Chromium (or CHROME_PATH), run headless as root on a machine without internet. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Where a page bench runs: the dashboard on PORT (3100) and its simulator on SIMULATOR_PORT (4100) unless
 * set, and the Chromium to drive (exits with a message when there is none; nothing is ever downloaded).
 */
export function benchSetup() {
  const port = process.env.PORT ?? '3100';
  const simulatorPort = process.env.SIMULATOR_PORT ?? '4100';
  return { port, simulatorPort, base: `http://localhost:${port}`, chromePath: chromePathOrExit() };
}

function chromePathOrExit() {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromePath)) return chromePath;
  console.error(`No Chromium at ${chromePath}: install Debian's chromium or set CHROME_PATH.`);
  process.exit(1);
}

/** Starts the dashboard on `port` with its simulator on `simulatorPort`; answers the child process. */
export function startDashboard({ port, simulatorPort }) {
  return spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: port,
      SIMULATOR_PORT: simulatorPort,
      // A store of the benches' own, never the one `npm start` keeps in .data/store.
      STORE_URL: process.env.STORE_URL ?? 'pglite:.data/bench/store',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // The benches sign people in from one address faster than people connect.
      AUTH_PER_MINUTE_PER_IP: '100000',
      OAUTH_CALLS_PER_MINUTE: '100000',
    },
  });
}

/** Stops what `startDashboard` started (scripts/start.mjs stops the dashboard and the simulator). */
export function stopDashboard(child) {
  if (child.exitCode === null) child.kill('SIGTERM');
}

/** Waits until `url` answers below 500; throws when `child` stopped first or after `seconds`. */
export async function waitFor(url, child, seconds) {
  for (let i = 0; i < seconds * 4; i += 1) {
    if (child.exitCode !== null) throw new Error('npm start stopped before the dashboard answered');
    try {
      const response = await fetch(url);
      if (response.status < 500) return response;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/**
 * Runs `body` against a dashboard started with `setup` (benchSetup's) and waited for, and stops it
 * whatever happens.
 */
export async function withDashboard(setup, body) {
  const server = startDashboard(setup);
  try {
    await waitFor(`${setup.base}/api/health`, server, 600);
    return await body();
  } finally {
    stopDashboard(server);
  }
}

/**
 * The dashboard at `base`: the one already answering there, or one started with `setup` and waited for
 * (up to 15 minutes: a first start builds the app). Answers the child process it started, else null.
 */
export async function dashboardAt(base, setup) {
  if (await answers(`${base}/api/time`)) return null;
  const child = startDashboard(setup);
  await waitFor(`${base}/api/time`, child, 900);
  return child;
}

/**
 * Connects `browser` (puppeteer) as alice through the simulator's consent screen (a token's governance is
 * read for a connected person), then finds the pages: home, QUILL's token page, the first proposal it
 * links to, its propose page, /me, the inbox and the trade widget for QUILL. The browser keeps the
 * session cookie.
 */
export async function connectAndFindPages(browser, { base, simulatorPort }) {
  const world = await (await fetch(`http://127.0.0.1:${simulatorPort}/__sim/world`)).json();
  const quill = world.tokens.find((token) => token.symbol === 'QUILL') ?? world.tokens[0];
  const tokenPath = `/tokens/${quill.mint}`;
  const page = await browser.newPage();
  await page.goto(`${base}/api/auth/login`);
  await page.click('input[name="user"][value="alice"]');
  await Promise.all([page.waitForNavigation(), page.click('button[value="approve"]')]);
  // The page keeps its event stream open: at most that one connection is left when it has loaded.
  await page.goto(`${base}${tokenPath}`, { waitUntil: 'networkidle2' });
  const proposal = await page.evaluate(
    (prefix) =>
      [...document.querySelectorAll('a[href]')]
        .map((a) => a.getAttribute('href'))
        .find((href) => href?.startsWith(prefix)),
    `${tokenPath}/proposals/`,
  );
  await page.close();
  if (!proposal) throw new Error(`the page ${tokenPath} links to no proposal`);
  return [
    { name: 'home', path: '/' },
    { name: `token (${quill.symbol})`, path: tokenPath },
    { name: 'proposal', path: proposal },
    { name: 'propose', path: `${tokenPath}/propose` },
    { name: 'me', path: '/me' },
    { name: 'inbox', path: '/inbox' },
    // The trade widget as a partner's site frames it (the dashboard's own origin is a host it allows).
    {
      name: 'widget',
      path: `/embed/trade?mint=${quill.mint}&parentOrigin=${encodeURIComponent(base)}&instanceId=tw-bench`,
    },
  ];
}

/**
 * Loads each page in `browser` (puppeteer) `times` times until its network is idle, then lets the machine
 * settle: the dashboard compiles its hot code and fills its caches on the first requests of each route and
 * API, and on this 2-core machine that work would otherwise run beside the measured page load.
 */
export async function warmPages(browser, base, targets, times = 2) {
  const page = await browser.newPage();
  for (let round = 0; round < times; round += 1)
    for (const target of targets) await page.goto(`${base}${target.path}`, { waitUntil: 'networkidle2' });
  await page.close();
  await new Promise((resolve) => setTimeout(resolve, 3_000));
}
