// The first page on a fresh machine: a clean clone of this repository, then the README's quick start
// (`npm install`, then `npm start`) until the home page answers. Prints each phase as it ends — install,
// build (scripts/start.mjs builds when no fresh build is there), start (the simulator and the dashboard up),
// the first page answered — and the total, against the goal of 90 s on this machine. The clone is made
// beside nothing of ours (a temporary directory) and removed at the end; npm's cache is what a machine
// that installed once has (pass --cold-cache for an empty one, which then downloads every package).
// What `npm start` prints is shown as it comes, so progress is visible all the way.
// Usage: node bench/first-run.mjs [--cold-cache] [--keep]   (env: PORT, SIMULATOR_PORT: the ports to use)
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GOAL_S = 90;
const port = Number(process.env.PORT ?? 3270);
const simulatorPort = Number(process.env.SIMULATOR_PORT ?? 4270);
const coldCache = process.argv.includes('--cold-cache');
const keep = process.argv.includes('--keep');

const dir = mkdtempSync(path.join(tmpdir(), 'first-run-'));
const clone = path.join(dir, 'dashboard');
const npmCache = coldCache ? path.join(dir, 'npm-cache') : null;
const phases = [];
const started = Date.now();
let mark = started;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
function phase(name) {
  const now = Date.now();
  phases.push({ name, ms: now - mark });
  console.log(`\n[first-run] ${name}: ${seconds(now - mark)} (${seconds(now - started)} in all)\n`);
  mark = now;
}

let server = null;
/** Whether any process of the group `pid` leads is still running. */
function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops `npm start`'s process group and waits until every process of it has ended (npm itself ends first;
 * the dashboard then writes its store's last copy into the clone), then removes the clone.
 */
async function cleanup() {
  if (server && groupAlive(server.pid)) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    const until = Date.now() + 15_000;
    while (groupAlive(server.pid) && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!keep) rmSync(dir, { recursive: true, force: true });
}
process.on('SIGINT', () => {
  void cleanup().then(() => process.exit(130));
});

/** Runs `command` in the clone, its output shown; resolves when it exits 0. */
function run(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: clone, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: exit ${code}`)),
    );
  });
}

async function answered(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

try {
  // The committed tree, as a person who clones it gets it (no node_modules, no build, no store).
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', root, clone]);
  phase('clone');

  const cacheEnv = npmCache ? { npm_config_cache: npmCache } : {};
  await run('npm', ['install', '--no-audit', '--no-fund'], cacheEnv);
  phase('npm install');

  // `npm start`: builds (no build is there yet), then starts the simulator and the dashboard.
  server = spawn('npm', ['start'], {
    cwd: clone,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: String(port), SIMULATOR_PORT: String(simulatorPort), LOG_LEVEL: 'warn' },
  });
  let built = false;
  let ready = false;
  server.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    const text = chunk.toString();
    if (!built && /Built in /.test(text)) {
      built = true;
      phase('build (next build, from npm start)');
    }
    if (!ready && /Ready: open /.test(text)) ready = true;
  });
  const exited = new Promise((resolve) => server.on('exit', resolve));
  const home = `http://localhost:${port}/`;
  const deadline = Date.now() + 15 * 60_000;
  while (!(ready && (await answered(home)))) {
    if (server.exitCode !== null)
      throw new Error(`npm start exited (${server.exitCode}) before the first page`);
    if (Date.now() > deadline) throw new Error('no first page after 15 minutes');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 250))]);
  }
  if (!built) phases.push({ name: 'build (next build, from npm start)', ms: 0 });
  phase('start, until the home page answered');

  const total = Date.now() - started;
  const quickStart = total - phases.find((p) => p.name === 'clone').ms;
  console.log('\nFirst page on a fresh clone' + (coldCache ? ' (empty npm cache)' : ' (npm cache warm)'));
  for (const { name, ms } of phases) console.log(`  ${name.padEnd(40)} ${seconds(ms).padStart(8)}`);
  console.log(
    `  ${'npm install && npm start, to the first page'.padEnd(40)} ${seconds(quickStart).padStart(8)}`,
  );
  console.log(`  goal: ≤ ${GOAL_S} s — ${quickStart <= GOAL_S * 1000 ? 'met' : 'OVER'}`);
  if (quickStart > GOAL_S * 1000) process.exitCode = 1;
} catch (error) {
  console.error(`[first-run] ${error.message}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
