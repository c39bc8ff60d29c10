import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, freePort, test } from './support';

// The embedded store as an operator meets it: the built server (scripts/serve.mjs) started on a store that
// does not open stops with one message; a second server on a store in use is refused; SIGTERM closes the
// store (a last copy written, its lock released); and the soak kills and restarts a server on one store
// while people sign in, vote and read (bench/store-soak.mjs: one kill of each kind here, 50 by hand).

const root = process.cwd();
const FIXTURE = path.resolve(root, '../shared/fixtures/unopenable-pglite-store.tgz');
const work = mkdtempSync(path.join(tmpdir(), 'e2e-store-'));
const started: ChildProcess[] = [];
test.afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
test.afterAll(() => rmSync(work, { recursive: true, force: true }));

type Server = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

async function serve(storeDir: string): Promise<Server & { port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      STORE_URL: `pglite:${storeDir}`,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      SIMULATOR_PORT: String(await freePort()), // nothing there: these tests need no service
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, port, output: () => output, exited };
}

async function listening(server: Server & { port: number }) {
  await expect
    .poll(
      async () => {
        if (server.child.exitCode !== null) return `exited: ${server.output()}`;
        return fetch(`http://localhost:${server.port}/api/auth/session`)
          .then((r) => r.status)
          .catch(() => 0);
      },
      { timeout: 90_000 },
    )
    .toBe(200);
}

test('a store that cannot be opened stops the server at start with one message naming it', async () => {
  test.setTimeout(120_000);
  const storeDir = path.join(work, 'damaged');
  mkdirSync(storeDir);
  if (existsSync(FIXTURE)) {
    // The store found unopenable after a test run was cut short (shared/fixtures).
    spawnSync('tar', ['xzf', FIXTURE, '-C', storeDir, '--strip-components=1']);
  } else {
    // Without shared/: a store whose write-ahead log is lost, damaged the same way.
    const made = await serve(storeDir);
    await listening(made);
    made.child.kill('SIGTERM');
    await made.exited;
    for (const name of readdirSync(path.join(storeDir, 'pg_wal')))
      if (/^[0-9A-F]{24}$/.test(name)) rmSync(path.join(storeDir, 'pg_wal', name));
  }
  const server = await serve(storeDir);
  expect(await server.exited).toBe(1);
  const message = server.output();
  expect(message).toContain(`The embedded store ${storeDir} cannot be opened`);
  expect(message).toContain('npm run store:restore');
  expect(message.match(/cannot be opened/g)).toHaveLength(1);
  expect(message).not.toContain('listening'); // it never opened its port
});

test('a second server on a store in use is refused; SIGTERM closes the store and keeps a copy', async () => {
  test.setTimeout(180_000);
  const storeDir = path.join(work, 'shared-by-two');
  const first = await serve(storeDir);
  await listening(first);
  const second = await serve(storeDir);
  expect(await second.exited).toBe(1);
  expect(second.output()).toContain(`The embedded store ${storeDir} is in use by process ${first.child.pid}`);
  // The first one never noticed.
  expect((await fetch(`http://localhost:${first.port}/api/auth/session`)).status).toBe(200);

  first.child.kill('SIGTERM');
  expect(await first.exited).toBe(0);
  expect(first.output()).toContain('closing the store');
  expect(existsSync(`${storeDir}.lock`)).toBe(false);
  // A copy is kept: the one the stop wrote, and maybe one from the schedule before it (the server copies a
  // changed store 15 s after it opens); that the stop writes the last one is lib/server/store's test.
  expect(readdirSync(`${storeDir}-backups`).filter((f) => f.endsWith('.tar.gz')).length).toBeGreaterThan(0);

  // The copy is one the restore command takes.
  const restore = spawnSync('npm', ['run', '-s', 'store:restore'], {
    cwd: root,
    env: { ...process.env, STORE_URL: `pglite:${storeDir}` },
    encoding: 'utf8',
  });
  expect(restore.stderr).toBe('');
  expect(restore.stdout).toContain('Restored from');
  const again = await serve(storeDir);
  await listening(again);
  again.child.kill('SIGTERM');
  expect(await again.exited).toBe(0);
});

test('the store survives kills at random moments while people sign in, vote and read', async () => {
  test.setTimeout(600_000);
  const env = {
    ...process.env,
    E2E_PORT: String(await freePort()),
    SIMULATOR_PORT: String(await freePort()),
  };
  const soak = spawn(process.execPath, ['bench/store-soak.mjs', '--kills', '2'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(soak);
  let report = '';
  soak.stdout!.on('data', (chunk) => (report += chunk));
  soak.stderr!.on('data', (chunk) => (report += chunk));
  // Its exit, not the end of its output (which a process it started could hold open).
  const status = await new Promise<number | null>((resolve) => soak.once('exit', resolve));
  expect(report).toContain('store soak: 2 kills (1 SIGKILL, 1 SIGTERM)');
  expect(report).toMatch(/reopen failures +0 /);
  expect(report).toMatch(/sessions lost +0 /);
  expect(report).toMatch(/entries unsettled +0 /);
  expect(status, report).toBe(0);
});
