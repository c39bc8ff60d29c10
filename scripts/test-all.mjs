// `npm test`: every check, in order, each an npm script of its own (lint, format, types, unit and
// integration tests, the canary, the browser journeys, PostgreSQL's tests). It stops at the first that
// fails, with its exit code, and prints how long each phase took, so that where the time goes is on
// record in every run. The app is built once: the canary builds it (with its fake credentials, and checks
// that none reaches a browser), and the journeys and PostgreSQL's tests run on that build.
import { spawnSync } from 'node:child_process';

const PHASES = ['lint', 'format:check', 'typecheck', 'test:unit', 'test:canary', 'test:e2e', 'test:postgres'];
/** Arguments of a phase's own, after its npm script. */
const ARGS = { 'test:canary': ['--main'] };

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`.padStart(7);
const timings = [];
const started = Date.now();
let failed = null;

for (const phase of PHASES) {
  const at = Date.now();
  const args = ARGS[phase] ? ['--', ...ARGS[phase]] : [];
  const { status } = spawnSync(npm, ['run', phase, ...args], { stdio: 'inherit' });
  timings.push({ phase, ms: Date.now() - at, ok: status === 0 });
  if (status !== 0) {
    failed = { phase, code: status ?? 1 };
    break;
  }
}

console.log('\nnpm test: time per phase');
for (const { phase, ms, ok } of timings)
  console.log(`  ${phase.padEnd(14)} ${seconds(ms)}${ok ? '' : '  FAILED'}`);
for (const phase of PHASES.slice(timings.length)) console.log(`  ${phase.padEnd(14)}       –  not run`);
console.log(`  ${'total'.padEnd(14)} ${seconds(Date.now() - started)}`);
if (failed) {
  console.log(`\n${failed.phase} failed (exit code ${failed.code}).`);
  process.exit(failed.code);
}
