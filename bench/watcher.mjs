// The inbox's watcher at the scale of issue #26's Proof, on the in-process simulator following the wall
// clock, seeded with TOKENS more governed tokens (default 200) and FOLLOWERS holders (default 1,000; each
// holds three of the tokens, read from the chain, and follows one or two more by hand, and lends the
// watcher a connection). For SECONDS (default 600) of activity: a proposal every 20 s on a token without
// one (voting 1 to 5 minutes), voted on by two of its holders, settled by its proposer 10 s after its end
// (every fourth 75 s after); at the start, a proposal on every tenth token ending a day and a few minutes
// later (so "ends within a day and not voted" comes due during the run); every tenth token's metadata
// window closes a week and a few minutes after the start (so "closing within a week" comes due). The
// people's writes are spent from the dashboard's tier budget, as writes made through it would be.
// Before the activity, a warm-up: the watcher reads every followed token once (a cold start; events for
// moments before the activity are left out); the proposals ending in a day are made before it, so it reads
// them, and come due after it. Each delay is printed over all events, and over those whose moment the
// watcher's reads knew of before it came (a proposal's end: a read of its token after the proposal was made;
// a window's end: a read of the token; a new proposal is always found by the sweep).
// Prints, for every inbox event kind, the count and the delay (p50, p95) from its moment: scheduled events
// from the time the data makes them due (ends within a day: its end less a day, or its creation when made
// for less than a day; window closing: its end less a week); decided, ready to settle, withdrawable and
// reclaimable from the voting end; a new proposal from its creation. Then the upstream requests a minute
// by priority (and the watcher's busiest minute of its allowance, warm-up included), the upstream 429s, the rounds each instance ran, events
// raised twice, and each goal (Basic: scheduled p95 <= 60 s, after a voting end p95 <= 2 min, new proposal
// p95 <= 10 min (Partner <= 60 s), watcher <= 25 % of the tier, 0 upstream 429, each event once) met or not.
// --instances N runs N runtimes on one PostgreSQL database (the watcher's job on one at a time, pg-boss):
// run it under scripts/with-postgres.mjs. One instance runs on PGlite.
// Usage: node bench/watcher.mjs [--tier basic|partner] [--seconds 600] [--followers 1000] [--tokens 200]
//          [--period 30] [--propose-every 20]
//        node scripts/with-postgres.mjs node bench/watcher.mjs --instances 3 [...]
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
