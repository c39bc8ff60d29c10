// Secret canary: build the dashboard with recognisable fake credentials into its own dist folder and fail
// when any of them appears in what a browser can download — the client bundles under <distDir>/static and
// the pages prerendered at build time. Usage: node scripts/canary.mjs [--keep] [--main]
//
// --main builds the app's own build (.next) instead, and keeps it: `npm test` checks the one build that its
// browser journeys and PostgreSQL's tests then run on, instead of building twice. Nothing of the fake
// credentials stays in it (the dashboard reads its configuration when it starts, and the scan shows that
// none of them reached what a browser downloads).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const main = process.argv.includes('--main');
// Inside .next: ignored by git, lint, prettier and tsc like the main build, and never the main build itself
// unless asked for with --main.
const distDir = main ? '.next' : path.join('.next', 'canary');
const distPath = path.join(root, distDir);
// A store for the build's own use, removed afterwards.
const storeDir = path.join('.next', main ? 'canary-store' : path.join('canary', 'store'));

const FAKE = {
  PARTNER_BASE_URL: 'http://127.0.0.1:59999',
  PARTNER_AUTH_URL: 'http://canary-auth.invalid:59998',
  PARTNER_CLIENT_ID: 'canary-client-id-7c1e',
  PARTNER_API_KEY: 'canary-api-key-SECRET-9f2b',
  SESSION_SECRET: 'canary-session-secret-5d0a-0123456789abcdef',
  SOLANA_RPC_URL: 'http://canary-rpc.invalid:8899',
};

/** What must never reach a browser: each value, plus the forms it takes on its way to the service. */
const NEEDLES = [
  ...Object.values(FAKE).filter(
    (value) => value !== FAKE.PARTNER_BASE_URL && value !== FAKE.PARTNER_AUTH_URL,
  ),
  '127.0.0.1:59999',
  'canary-auth.invalid',
  'canary-rpc.invalid',
  Buffer.from(`${FAKE.PARTNER_CLIENT_ID}:${FAKE.PARTNER_API_KEY}`).toString('base64'),
];

/**
 * Next rewrites these for a new dist folder; they are put back byte for byte afterwards. (Not for the main
 * build: what it writes there is what every build writes, and a rewrite after the build would make
 * scripts/start.mjs find the build stale.)
 */
const TOUCHED = main ? [] : ['tsconfig.json', 'next-env.d.ts'].map((file) => path.join(root, file));

function* files(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Browser-visible output: client bundles, and HTML / RSC payloads of pages prerendered at build. */
function* browserFiles() {
  yield* files(path.join(distPath, 'static'));
  for (const file of files(path.join(distPath, 'server'))) {
    if (/\.(html|rsc|body|meta|json)$/.test(file) && /[/\\](app|pages)[/\\]/.test(file)) yield file;
  }
}

const saved = TOUCHED.map((file) => [file, existsSync(file) ? readFileSync(file) : null]);
const started = performance.now();
let status = 1;
try {
  const env = {
    ...process.env,
    ...FAKE,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: distDir,
    STORE_URL: `pglite:${storeDir}`,
  };
  console.log(`canary: building into ${distDir} with fake credentials…`);
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, env, stdio: 'inherit' });
  const buildSeconds = (performance.now() - started) / 1000;
  if (build.status !== 0) throw new Error(`next build failed (exit ${build.status})`);

  let scanned = 0;
  const leaks = [];
  for (const file of browserFiles()) {
    scanned += 1;
    const bytes = readFileSync(file);
    for (const needle of NEEDLES) {
      if (bytes.includes(needle)) leaks.push(`${path.relative(root, file)}: contains "${needle}"`);
    }
  }
  if (scanned === 0) throw new Error(`no browser files found under ${distDir}`);
  const total = ((performance.now() - started) / 1000).toFixed(1);
  if (leaks.length > 0) {
    console.error(`canary: SECRET LEAK in ${leaks.length} place(s):\n  ${leaks.join('\n  ')}`);
  } else {
    console.log(
      `canary: ok — ${scanned} browser files, none holds a credential (build ${buildSeconds.toFixed(1)} s, total ${total} s)`,
    );
    status = 0;
  }
} catch (error) {
  console.error(`canary: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  for (const [file, bytes] of saved) {
    if (bytes === null) continue;
    if (!existsSync(file) || !readFileSync(file).equals(bytes)) writeFileSync(file, bytes);
  }
  if (main) rmSync(path.join(root, storeDir), { recursive: true, force: true });
  // A failed check leaves no build behind for the next step to take as checked.
  if (main && status !== 0) rmSync(path.join(distPath, 'BUILD_ID'), { force: true });
  if (!main && !process.argv.includes('--keep')) rmSync(distPath, { recursive: true, force: true });
}
process.exit(status);
