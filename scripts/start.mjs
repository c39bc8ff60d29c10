// `npm start`: build the dashboard when the build is missing or older than the sources, then serve it on
// PORT. With no PARTNER_BASE_URL, the built-in simulator of the partner service starts first (while the
// dashboard builds) on SIMULATOR_PORT and the dashboard is pointed at it as the app SIMULATOR_APP (default
// demo-dashboard_app, with that app's fee wallet); both stop together. `--partner-fee-demo` (npm run start:partner-fee) runs as
// partner-pro_app, Partner tier, with PARTNER_FEE_BPS=50 unless those are set.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsFresh } from './build-freshness.mjs';
import { nodeVersionProblem } from './node-version.mjs';

const versionProblem = nodeVersionProblem(process.version);
if (versionProblem) {
  console.error(versionProblem);
  process.exit(1);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const tsxBin = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
/** A SESSION_SECRET kept under .data/ so sessions survive a restart when none is configured. */
function sessionSecret() {
  const file = path.join(root, '.data', 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

async function waitForSimulator(url, child) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (child.exitCode !== null) throw new Error('the simulator stopped while starting');
    try {
      const response = await fetch(`${url}/__sim/world`);
      if (response.ok) return await response.json();
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the simulator did not start within 30 s');
}

const children = [];
/** Stops every child; the first reason's exit code is this process's (a child stopped by us exits 0). */
function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode ??= code;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: process.env.NEXT_TELEMETRY_DISABLED ?? '1' };
if (process.argv.includes('--partner-fee-demo')) {
  env.SIMULATOR_APP ||= 'partner-pro_app';
  env.PARTNER_TIER ||= 'partner';
  env.PARTNER_FEE_BPS ||= '50';
}
const port = env.PORT ?? '3000';
env.PORT = port;
env.SESSION_SECRET ||= sessionSecret();

const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/** `next build` with its own output, and a line with the elapsed time while it compiles in silence. */
async function build() {
  const started = Date.now();
  console.log(
    'Building the dashboard: the first run, or the sources changed. This takes a minute or two; Next reports its steps below.\n',
  );
  const child = spawn(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit', env });
  children.push(child);
  const ticker = setInterval(() => console.log(`  … still building (${seconds(started)})`), 15_000);
  const code = await new Promise((resolve) => child.on('exit', (status) => resolve(status ?? 1)));
  clearInterval(ticker);
  if (code !== 0) {
    // Stopped with the simulator (it stopped, or the person pressed Ctrl-C): that reason is said already.
    if (process.exitCode !== undefined) process.exit();
    console.error(`\nThe build failed after ${seconds(started)}; its messages are above.`);
    stopAll(code);
    process.exit(code);
  }
  console.log(`\nBuilt in ${seconds(started)}.\n`);
}

/**
 * Starts the simulator. Its output is held back while `holdOutput` is true (the build's output would
 * interleave with it) and written out by `release()`, or as soon as it stops.
 */
function startSimulator(simulatorPort, holdOutput) {
  const simulator = spawn(process.execPath, [tsxBin, 'simulator/main.ts'], {
    cwd: root,
    stdio: ['inherit', 'pipe', 'pipe'],
    env: { ...env, SIMULATOR_PORT: simulatorPort, SIMULATOR_CONTROL: env.SIMULATOR_CONTROL ?? 'on' },
  });
  let held = holdOutput ? [] : null;
  const release = () => {
    for (const [stream, chunk] of held ?? []) stream.write(chunk);
    held = null;
  };
  for (const [from, to] of [
    [simulator.stdout, process.stdout],
    [simulator.stderr, process.stderr],
  ])
    from.on('data', (chunk) => (held ? held.push([to, chunk]) : to.write(chunk)));
  children.push(simulator);
  simulator.on('exit', (code) => {
    release();
    stopAll(code ?? 1);
  });
  return { simulator, release };
}

const needsBuild = !buildIsFresh();
let demoPeople = [];
let simulatorStart = null;
if (!env.PARTNER_BASE_URL) {
  // With it, the simulator's reset tells the dashboard, which then shows the new world at once.
  env.SIMULATOR_RESET_SECRET ||= randomBytes(24).toString('base64url');
  // The simulator boots while the dashboard builds: the build does not need it, and each takes seconds.
  simulatorStart = startSimulator(env.SIMULATOR_PORT ?? '4010', needsBuild);
}
if (needsBuild) await build();
simulatorStart?.release();

if (simulatorStart) {
  const { simulator } = simulatorStart;
  const simulatorPort = env.SIMULATOR_PORT ?? '4010';
  const simulatorUrl = `http://127.0.0.1:${simulatorPort}`;
  const world = await waitForSimulator(simulatorUrl, simulator);
  const appId = env.SIMULATOR_APP || 'demo-dashboard_app';
  const app = world.clients.find((client) => client.clientId === appId);
  if (!app) {
    console.error(`SIMULATOR_APP: the simulator has no app ${appId}`);
    stopAll(1);
    process.exit(1);
  }
  env.SIMULATOR_PORT = simulatorPort;
  env.PARTNER_CLIENT_ID ||= app.clientId;
  env.PARTNER_API_KEY ||= app.apiKey;
  if (app.feeWallet) env.PARTNER_FEE_WALLET ||= app.feeWallet;
  console.log(`\nRunning as ${app.clientId} (${app.name}), partner fee ${env.PARTNER_FEE_BPS || '0'} bps`);
  demoPeople = world.users.map((u) => u.username);
}

// Next behind the front door (scripts/serve.mjs): forwarding headers only from TRUSTED_PROXIES.
const server = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs')], {
  cwd: root,
  // The IPC channel closes when this process dies, however it dies: the server then stops by itself.
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env,
});
children.push(server);
server.on('exit', (code) => stopAll(code ?? 1));

/** Waits until the dashboard answers, then says where it is and who to sign in as. */
async function announceWhenReady(url) {
  for (let attempt = 0; attempt < 240 && server.exitCode === null; attempt += 1) {
    try {
      await fetch(`${url}/api/health`);
      console.log(`\nReady: open ${url}`);
      if (demoPeople.length > 0)
        console.log(
          `Connect as one of the simulator's demo people (${demoPeople.join(', ')}); no password is asked. ` +
            'The README\'s "The simulator" section says what each one holds.',
        );
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
await announceWhenReady(`http://localhost:${port}`);
