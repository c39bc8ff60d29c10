// Tools that only the benches run by hand use (Lighthouse, and the Chromium driver it comes with), kept out
// of package.json so that `npm install` — the quick start's and CI's — does not fetch their 170 packages.
// The first bench that needs them installs them, at the versions pinned here, into
// node_modules/.cache/bench-tools (npm's registry, as for `npm install`); later runs reuse that copy.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PINNED = { lighthouse: '12.8.2', 'chrome-launcher': '1.2.1', 'puppeteer-core': '24.43.1' };
const dir = path.join(root, 'node_modules/.cache/bench-tools');
const stamp = Object.entries(PINNED)
  .map(([name, version]) => `${name}@${version}`)
  .join(' ');

/** Installs the pinned tools once (again when a pin changes); answers the module that exports them. */
export async function benchTools() {
  const entry = path.join(dir, 'tools.mjs');
  const stampFile = path.join(dir, 'installed.txt');
  if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true, type: 'module' }));
    console.log(`Installing the benches' tools once (${stamp}) into ${path.relative(root, dir)} …`);
    const npm = spawnSync(
      'npm',
      ['install', '--no-save', '--no-audit', '--no-fund', '--ignore-scripts', ...stamp.split(' ')],
      { cwd: dir, stdio: 'inherit' },
    );
    if (npm.status !== 0) throw new Error(`npm install ${stamp} failed (exit ${npm.status})`);
    // Bare imports resolve from this file's folder, so they find the copy installed beside it.
    writeFileSync(
      entry,
      [
        "export { default as lighthouse } from 'lighthouse';",
        "export * as chromeLauncher from 'chrome-launcher';",
        "export { default as puppeteer } from 'puppeteer-core';",
        '',
      ].join('\n'),
    );
    writeFileSync(stampFile, stamp);
  }
  return import(pathToFileURL(entry).href);
}
