// How fresh the watcher's reads are: a token is read again each round, a period after the round before,
// rather than served the read that round made; one whose vote is open only every five minutes (its own
// file: the rounds read every token, which the runtime's budget allows only while it is whole).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runtime } from '@/lib/server/runtime';
import { signInAs, startChainEnv, type ChainEnv } from '@/test/support/chain-env';
import { storeDb } from '@/test/support/runtime';
import { watcherOver } from '@/test/support/watcher';

const PERIOD_MS = 2_000;
let env: ChainEnv;

beforeAll(async () => {
  env = await startChainEnv(() => ({ WATCH_BUDGET_SHARE: '1' }));
  const { wallet, sessionId } = await signInAs(env, 'alice');
  await runtime().watcher.lend(wallet, sessionId);
});

afterAll(() => env.close());

/** A watcher over the runtime's store and read model; `taken` gets each token read it takes. */
const watcher = (taken: { mint: string; at: number }[]) =>
  watcherOver(runtime(), PERIOD_MS, {
    onGovernanceRead: (mint, answer, notBefore) => {
      // An older answer is a read the budget refused, which the watcher does not take.
      if (answer && answer.fetchedAt >= notBefore) taken.push({ mint, at: answer.fetchedAt });
    },
  });

it('reads again in the next round what it read in the round before, though not yet a whole period ago; a token whose vote is open, every five minutes', async () => {
  const first: { mint: string; at: number }[] = [];
  await watcher(first).round();
  const lumen = env.mints.LUMEN!; // its vote is open
  expect(first.map((r) => r.mint)).toContain(lumen);
  // The next round comes a little under a period after the reads of this one (it took its time).
  await new Promise((resolve) => setTimeout(resolve, PERIOD_MS * 0.8));
  const started = Date.now();
  const second: { mint: string; at: number }[] = [];
  await watcher(second).round();
  // Every token read afresh, none served the read of the round before; LUMEN not read at all.
  expect(second.map((r) => r.mint).sort()).toEqual(
    first
      .map((r) => r.mint)
      .filter((mint) => mint !== lumen)
      .sort(),
  );
  expect(second.filter((r) => r.at < started)).toEqual([]);

  // Six minutes after its last read, LUMEN is read again.
  await (
    await storeDb()
  ).query(`UPDATE watch_snapshots SET read_at = clock_timestamp() - interval '6 minutes' WHERE mint = $1`, [
    lumen,
  ]);
  const third: { mint: string; at: number }[] = [];
  await watcher(third).round();
  expect(third.map((r) => r.mint)).toContain(lumen);
});
