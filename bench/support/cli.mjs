// What the benches' command lines and simulator calls share: an option's word or number, the simulator's test
// controls (/__sim/*), the vote a bench sends and takes back, and the hand-over to a TypeScript half.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The word after `--name` on the command line, or `fallback` when the option is not given. */
export function wordArg(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? String(process.argv[at + 1]) : fallback;
}

/** The number after `--name` on the command line, or `fallback` when the option is not given. */
export function numberArg(name, fallback) {
  const word = wordArg(name, undefined);
  return word === undefined ? fallback : Number(word);
}

/** The simulator's test controls at `simulator`: GET and POST of /__sim/<path>, answered as JSON. */
export function simControls(simulator) {
  return {
    get: (p) => fetch(`${simulator}/__sim/${p}`).then((r) => r.json()),
    post: (p, body) =>
      fetch(`${simulator}/__sim/${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json()),
  };
}

/** The body of a 10,000-token yes vote on `proposal` (`kind` 'vote'), or of its cancellation. */
export function voteBody(kind, proposal) {
  const fees = { priorityFeeLamports: '5000', tipLamports: '1000000' };
  return kind === 'vote' ? { proposal, side: 'yes', amount: '10000000000', ...fees } : { proposal, ...fees };
}

/**
 * Runs `script` (a path from the repository's root) with the rest of the command line and exits with
 * its status. The server's modules are TypeScript under `server-only`: they run with tsx, as the
 * server's code.
 */
export function runServerScript(script) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const run = spawnSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', script, ...process.argv.slice(2)],
    { cwd: root, stdio: 'inherit', env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'error' } },
  );
  process.exit(run.status ?? 1);
}
