// The inbox's watcher on the simulator (in-process, following the wall clock), Basic tier: FOLLOWERS
// wallets (default 200) follow the seed's governed tokens by hand and lend the watcher a connection; a
// proposal is made every 20 s (voting 60 to 180 s, settled 45 s after its end) for SECONDS (default 180).
// Prints, per event kind, the delay from the chain change to the inbox (p50, p95; a new proposal and "ends
// within a day" from its creation, ready to settle from its voting end), the upstream requests a minute
// by priority, the upstream 429s, and events raised twice (must be 0). A smaller start on the issue's
// Proof (200 tokens, 1,000 followers, 10 minutes, three instances on PostgreSQL): the seed has fewer
// governed tokens, and one instance runs here.
// Usage: node bench/watcher.mjs [--followers 200] [--seconds 180] [--period 30] [--propose-every 20]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The server's modules are TypeScript under `server-only`: run them with tsx, as the server's code.
const run = spawnSync(
  process.execPath,
  ['--conditions=react-server', '--import', 'tsx', 'bench/support/watcher-run.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'error' } },
);
process.exit(run.status ?? 1);
