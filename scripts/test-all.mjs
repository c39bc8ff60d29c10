// `npm test`: every check, in order, each an npm script of its own (lint, format, types, unit and
// integration tests, the canary, the browser journeys, PostgreSQL's tests). It stops at the first that
// fails, with its exit code, and prints how long each phase took, so that where the time goes is on
// record in every run. The app is built once: the canary builds it (with its fake credentials, and checks
// that none reaches a browser), and the journeys and PostgreSQL's tests run on that build. The static
// checks run side by side (each takes one core of its own); their output is printed once each ends.
import { spawn } from 'node:child_process';

/** The phases, in order; the phases of one group run at the same time. */
const GROUPS = [
  ['lint', 'typecheck', 'format:check'],
  ['test:unit'],
  ['test:canary'],
  ['test:e2e'],
  ['test:postgres'],
];
const PHASES = GROUPS.flat();
/** Arguments of a phase's own, after its npm script. */
const ARGS = { 'test:canary': ['--main'] };

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`.padStart(7);
const timings = [];
const started = Date.now();
let failed = null;

/** Runs one phase; alone, its output goes straight through, beside others it is printed when it ends. */
function run(phase, alone) {
  const at = Date.now();
  const args = ARGS[phase] ? ['--', ...ARGS[phase]] : [];
  const child = spawn(npm, ['run', phase, ...args], {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      if (!alone) process.stdout.write(Buffer.concat(output));
      resolve({ phase, ms: Date.now() - at, ok: code === 0, code: code ?? (signal ? 1 : 0) });
    });
  });
}

for (const group of GROUPS) {
  const results = await Promise.all(group.map((phase) => run(phase, group.length === 1)));
  timings.push(...results);
  const failure = results.find((result) => !result.ok);
  if (failure) {
    failed = { phase: failure.phase, code: failure.code || 1 };
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
