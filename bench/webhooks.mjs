// Webhook deliveries through the outbox, on an embedded store (PGlite), to a local receiver (a node http
// server on 127.0.0.1, in a process of its own). Trades are settled as the journal settles them (each
// `trade.confirmed` written in its settlement's transaction) and delivered by the job library with the
// production settings. Two runs: 1,000 trades confirmed at once (a burst: the journal settles them as
// fast as it goes), then 200 confirmed 10 every 200 ms. Prints for each deliveries per second (from the
// first confirmation to the last delivery) and the delay from a trade's confirmation to its first
// delivery (p50, p95, max). Each delivery is checked with the secret (standardwebhooks' Webhook.verify)
// and must arrive once; exits 1 otherwise.
// Usage: node bench/webhooks.mjs [--trades 1000]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The server's modules are TypeScript under `server-only`: run them with tsx, as the server's code.
const run = spawnSync(
  process.execPath,
  ['--conditions=react-server', '--import', 'tsx', 'bench/support/webhooks-run.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'error' } },
);
process.exit(run.status ?? 1);
