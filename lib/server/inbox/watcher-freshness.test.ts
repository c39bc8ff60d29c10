// How fresh the watcher's reads are: a token is read again each round, a period after the round before,
// rather than served the read that round made (its own file: the two rounds read every token, which the
// runtime's budget allows only while it is whole).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runtime } from '@/lib/server/runtime';
import { startChainEnv, type ChainEnv } from '@/test/support/chain-env';
import { createSession } from '@/test/support/runtime';
import { tokenSet } from '@/test/support/store';
import { testToken } from '@/test/support/simulator/fixtures';
import { createWatcher } from './watcher';

const PERIOD_MS = 2_000;
let env: ChainEnv;

beforeAll(async () => {
  env = await startChainEnv(() => ({ WATCH_BUDGET_SHARE: '1' }));
  const wallet = env.sim.sim().users.get('alice')!.wallet;
  const { sessionId } = await createSession(
    tokenSet(1, { accessToken: testToken('alice'), scopes: ['profile:read'] }),
    { username: 'alice', wallet },
  );
  await runtime().watcher.lend(wallet, sessionId);
});

afterAll(() => env.close());

/** A watcher over the runtime's store and read model; `taken` gets the time of each governance read it takes. */
function watcher(taken: number[]) {
  const rt = runtime();
  return createWatcher({
    config: { ...rt.config, watch: { ...rt.config.watch, periodMs: PERIOD_MS } },
    db: rt.db,
    chain: rt.chain,
    readModel: () => ({
      watchRead: async (kind, id, sessionId, notBefore) => {
        const answer = await rt.readModel.watchRead(kind, id, sessionId, notBefore);
        // An older answer is a read the budget refused, which the watcher does not take.
        if (kind === 'governance' && answer && answer.fetchedAt >= notBefore) taken.push(answer.fetchedAt);
        return answer;
      },
      hasEnded: (sessionId) => rt.readModel.hasEnded(sessionId),
    }),
    webhooks: rt.webhooks,
  });
}

it('reads again in the next round what it read in the round before, though not yet a whole period ago', async () => {
  const first: number[] = [];
  await watcher(first).round();
  expect(first.length).toBeGreaterThan(0);
  // The next round comes a little under a period after the reads of this one (it took its time).
  await new Promise((resolve) => setTimeout(resolve, PERIOD_MS * 0.8));
  const started = Date.now();
  const second: number[] = [];
  await watcher(second).round();
  expect(second).toHaveLength(first.length);
  // Every token read afresh, none served the read of the round before.
  expect(second.filter((at) => at < started)).toEqual([]);
});
