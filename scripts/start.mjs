// `npm start`: build the dashboard when the build is missing or older than the sources, then serve it on PORT.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const buildId = path.join(root, '.next', 'BUILD_ID');
const sourceDirs = ['app', 'components', 'lib', 'public'];
const sourceFiles = ['next.config.mjs', 'package.json', 'postcss.config.mjs', 'tsconfig.json'];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function buildIsFresh() {
  if (!existsSync(buildId)) return false;
  const built = statSync(buildId).mtimeMs;
  const sources = [...sourceDirs, ...sourceFiles].map((entry) => newestMtime(path.join(root, entry)));
  return Math.max(...sources) <= built;
}

const port = process.env.PORT ?? '3000';
process.env.NEXT_TELEMETRY_DISABLED ??= '1';
if (!buildIsFresh()) {
  console.log('Building the dashboard…');
  const result = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, [nextBin, 'start', '--port', port], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
