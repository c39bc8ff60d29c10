// First-load JavaScript of every page of the last build (`npm run build`, or `npm start` builds), in gzip
// bytes: the framework's root chunks plus the chunks of the page and of every layout, error, loading and
// not-found boundary above it, as the build's manifests list them. The widget adds its loader
// (public/embed.js), which the partner's page downloads first. Usage: node bench/bundle.mjs [--json]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.env.NEXT_DIST_DIR || '.next');
const WIDGET = '/embed/trade';
const WIDGET_GOAL = 190 * 1024;
const BOUNDARIES = new Set(['layout', 'page', 'error', 'loading', 'not-found', 'template']);

if (!existsSync(path.join(dist, 'BUILD_ID'))) {
  console.error(`No build in ${dist}: run \`npm run build\` first.`);
  process.exit(1);
}

const readJson = (file) => JSON.parse(readFileSync(path.join(dist, file), 'utf8'));
const routes = readJson('app-path-routes-manifest.json');
const { rootMainFiles = [] } = readJson('build-manifest.json');

const gzipSizes = new Map();
function gzipBytes(file) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipSizes.get(file);
}

/** The client-reference manifest of one app entry (`/(site)/page`), evaluated as Next evaluates it. */
function clientManifest(entry) {
  const file = path.join(dist, 'server', 'app', `${entry}_client-reference-manifest.js`);
  if (!existsSync(file)) return null;
  const context = { globalThis: {} };
  context.self = context.globalThis;
  vm.runInNewContext(readFileSync(file, 'utf8'), context);
  return context.globalThis.__RSC_MANIFEST?.[entry] ?? null;
}

/** True when `key` (`[project]/app/(site)/tokens/[mint]/layout`) is a boundary on the way to `pageDir`. */
function onPath(key, pageDir) {
  const match = /^\[project\]\/app\/(.*?)\/?([^/]+)$/.exec(key);
  if (!match || !BOUNDARIES.has(match[2])) return false;
  const dir = match[1];
  return dir === '' || pageDir === dir || pageDir.startsWith(`${dir}/`);
}

const rows = [];
for (const [entry, route] of Object.entries(routes)) {
  if (!entry.endsWith('/page') || entry.startsWith('/_')) continue;
  const manifest = clientManifest(entry);
  if (!manifest) continue;
  const pageDir = entry.slice(1, -'/page'.length);
  const files = new Set(rootMainFiles);
  for (const [key, chunks] of Object.entries(manifest.entryJSFiles ?? {})) {
    if (onPath(key, pageDir)) for (const chunk of chunks) files.add(chunk);
  }
  const paths = [...files].map((file) => path.join(dist, file.replace(/^\/?_next\//, '')));
  let bytes = paths.reduce((sum, file) => sum + gzipBytes(file), 0);
  let note = '';
  if (route === WIDGET) {
    const loader = gzipBytes(path.join(root, 'public', 'embed.js'));
    bytes += loader;
    note = `incl. embed.js ${loader} B; goal ≤ ${WIDGET_GOAL / 1024} KB: ${bytes <= WIDGET_GOAL ? 'met' : 'OVER'}`;
  }
  rows.push({ route, chunks: files.size, gzipBytes: bytes, note });
}
rows.sort((a, b) => a.route.localeCompare(b.route));

const framework = rootMainFiles.reduce((sum, file) => sum + gzipBytes(path.join(dist, file)), 0);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ frameworkGzipBytes: framework, pages: rows }, null, 2));
} else {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const width = Math.max(...rows.map((r) => r.route.length), 5);
  console.log(`Framework chunks shared by every page: ${kb(framework)} (gzip)\n`);
  console.log(`${'Page'.padEnd(width)}  Chunks  First-load JS (gzip)`);
  for (const row of rows) {
    console.log(
      `${row.route.padEnd(width)}  ${String(row.chunks).padStart(6)}  ${kb(row.gzipBytes).padStart(10)}  ${row.note}`,
    );
  }
}
if (rows.some((r) => r.route === WIDGET && r.gzipBytes > WIDGET_GOAL)) process.exitCode = 1;
