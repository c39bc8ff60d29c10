// Whether the dashboard's build (.next) is current: built after the last change to any of its sources.
// scripts/start.mjs builds when it is not; e2e/servers.mjs starts the journeys' servers side by side when it is.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildId = path.join(root, '.next', 'BUILD_ID');
const sourceEntries = [
  'app',
  'components',
  'lib',
  'public',
  'instrumentation-client.ts',
  'instrumentation.ts',
  'next.config.mjs',
  'package.json',
  'proxy.ts',
  'postcss.config.mjs',
  'tsconfig.json',
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** True when .next holds a build made after the newest change to the dashboard's sources. */
export function buildIsFresh() {
  if (!existsSync(buildId)) return false;
  const built = statSync(buildId).mtimeMs;
  return Math.max(...sourceEntries.map((entry) => newestMtime(path.join(root, entry)))) <= built;
}
