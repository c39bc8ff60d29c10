// `node scripts/with-postgres.mjs <command…>`: run a command against a throwaway PostgreSQL cluster.
// Installs Debian's `postgresql` when initdb is missing (as root), makes a cluster in a temp directory on a
// free port of 127.0.0.1 (unix socket in that directory), creates the database `dashboard`, runs the
// command with TEST_POSTGRES_URL set, then stops the cluster and removes the directory, also on failure and
// on SIGINT/SIGTERM. The exit code is the command's. As root, the cluster belongs to the `postgres` user
// (initdb refuses to run as root).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args…]');
  process.exit(2);
}
const isRoot = process.getuid?.() === 0;

function fail(message) {
  console.error(`with-postgres: ${message}`);
  process.exit(1);
}

/** The directory holding initdb: PG_BIN, PATH, or Debian's /usr/lib/postgresql/<newest>/bin. */
function findBin() {
  if (process.env.PG_BIN && existsSync(path.join(process.env.PG_BIN, 'initdb'))) return process.env.PG_BIN;
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return path.dirname(realpathSync(onPath)); // Debian links only some programs onto PATH
  const debian = '/usr/lib/postgresql';
  if (!existsSync(debian)) return null;
  const versions = readdirSync(debian)
    .filter((v) => existsSync(path.join(debian, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(debian, versions[0], 'bin') : null;
}

function install() {
  if (!isRoot)
    fail('initdb not found and not root: install PostgreSQL (apt-get install postgresql) or set PG_BIN');
  console.error('with-postgres: installing Debian’s postgresql…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const opts = { stdio: ['ignore', 'ignore', 'inherit'], env };
  if (spawnSync('apt-get', ['update', '-qq'], opts).status !== 0) fail('apt-get update failed');
  const installed = spawnSync(
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'],
    opts,
  );
  if (installed.status !== 0) fail('apt-get install postgresql failed');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const bin = findBin() ?? (install(), findBin());
if (!bin) fail('initdb still not found after installing postgresql');

let owner = null;
if (isRoot) {
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  owner = { uid: id('-u'), gid: id('-g') };
  if (!Number.isInteger(owner.uid) || owner.uid === 0) fail('as root, the system user `postgres` is needed');
}
/** Runs a PostgreSQL program, as `postgres` when we are root. */
function pg(program, args, options = {}) {
  const file = path.join(bin, program);
  const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  return spawnSync(cmd, argv, { encoding: 'utf8', ...options });
}

const dir = mkdtempSync(path.join(tmpdir(), 'with-postgres-'));
const data = path.join(dir, 'data');
if (owner) chownSync(dir, owner.uid, owner.gid);
chmodSync(dir, 0o700);
let started = false;
function cleanup() {
  if (started) pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], { stdio: 'ignore' });
  started = false;
  rmSync(dir, { recursive: true, force: true });
}

let child = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (child && child.exitCode === null) child.kill(signal);
    else {
      cleanup();
      process.exit(130);
    }
  });
}

try {
  const init = pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stderr}`);
  const port = await freePort();
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off`;
  const start = pg('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', 'start']);
  started = start.status === 0;
  if (!started) throw new Error(`pg_ctl start failed:\n${start.stderr}`);
  const created = pg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'dashboard']);
  if (created.status !== 0) throw new Error(`createdb failed:\n${created.stderr}`);
  const url = `postgres://postgres@127.0.0.1:${port}/dashboard`;
  console.error(`with-postgres: ${url} (${path.basename(path.dirname(bin))})`);

  child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, TEST_POSTGRES_URL: url },
  });
  const code = await new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`with-postgres: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (status, signal) => resolve(status ?? (signal === 'SIGINT' ? 130 : 143)));
  });
  cleanup();
  process.exit(code);
} catch (error) {
  cleanup();
  fail(error.message);
}
