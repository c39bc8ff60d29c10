// Webhook deliveries through the outbox: 1,000 trades are settled as the journal settles them (each
// `trade.confirmed` written in its settlement's transaction) on an embedded store (PGlite), and delivered
// by the job library to a local receiver (a node http server on 127.0.0.1). Prints deliveries per second
// (from the first confirmation to the last delivery) and the delay from a trade's confirmation to its
// first delivery (p50, p95, max), with the production settings (polling, concurrency); each delivery is
// checked with the secret (standardwebhooks' Webhook.verify), and each must arrive once.
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
