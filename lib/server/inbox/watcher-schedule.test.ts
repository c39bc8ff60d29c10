// When the watcher reads: right after a moment its tokens' data already schedules (a voting end), afresh
// rather than from a read made before it, and the rest by the store's read times, which every instance
// shares, so a second instance goes on where the first left off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtime } from '@/lib/server/runtime';
import { signInAs, startChainEnv, type ChainEnv } from '@/test/support/chain-env';
import { storeDb } from '@/test/support/runtime';
import { testToken } from '@/test/support/simulator/fixtures';
import { advanceClock, bearer, json } from '@/test/support/simulator/harness';
import { watcherOver } from '@/test/support/watcher';
import { listEvents } from './store';

const ALL_SCOPES = ['profile:read', 'trade:execute', 'governance:vote', 'governance:propose'] as const;
const FEES = { priorityFeeLamports: '5000', tipLamports: '1000000' };
const TOKEN = 1_000_000n;

let env: ChainEnv;
let alice: { wallet: string; sessionId: string };

beforeAll(async () => {
  env = await startChainEnv(() => ({ WATCH_PERIOD_SECONDS: '1', WATCH_BUDGET_SHARE: '1' }));
  const { wallet, sessionId } = await signInAs(env, 'alice');
  alice = { wallet, sessionId };
  await runtime().watcher.lend(wallet, sessionId);
});

afterAll(() => env.close());

const write = async (user: string, path: string, body: object) => {
  const answer = await json(
    await env.sim.request(
      `/partner/v1/governance/${path}`,
      bearer(testToken(user, 'demo-dashboard_app', [...ALL_SCOPES]), { ...body, ...FEES }),
    ),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

/**
 * A watcher as another instance runs it (its own memory), over this runtime's store and read model; the
 * tokens it reads go into `governanceReads`, and its rounds end after `readsAllowed` of them.
 */
function instance(
  periodMs: number,
  governanceReads: string[] = [],
  watchAllowance?: {
    points: number;
    remaining: () => Promise<number>;
    minuteEndsInMs?: () => Promise<number>;
  },
  readsAllowed = Infinity,
) {
  return watcherOver(runtime(), periodMs, {
    ...(watchAllowance ? { watchAllowance: { minuteEndsInMs: async () => 60_000, ...watchAllowance } } : {}),
    onGovernanceRead: (mint) => {
      governanceReads.push(mint);
      return governanceReads.length >= readsAllowed ? 'enough' : undefined;
    },
  });
}

const past = () => new Promise((resolve) => setTimeout(resolve, 1_100));

describe('the watcher’s schedule', () => {
  it('asks for its next round at the next voting end, and then reads afresh what came after it', async () => {
    // A period far longer than the vote: only the known end brings the token back.
    const watcher = instance(600_000);
    const quill = env.mints.QUILL!;
    const { proposal } = (await write('dana', 'proposals/finalize-metadata', {
      mint: quill,
      voteDurationSeconds: 120,
    })) as { proposal: string };
    await write('alice', 'votes', { proposal, side: 'no', amount: String(1_000n * TOKEN) });

    const first = await watcher.round();
    // The nearest moment her tokens' data schedules is this vote's end, two minutes ahead (and a second).
    expect(first.nextDueMs).toBeGreaterThan(110_000);
    expect(first.nextDueMs).toBeLessThanOrEqual(121_000);

    // Past the end, settled elsewhere: the round right after reads the token again, not the answer it
    // kept from before the end (well within its period), and tells her the vote she took part in is decided.
    await advanceClock(env.sim, 125);
    await write('dana', 'proposals/settle', { proposal });
    await past(); // the chain's time, as the runtime keeps it, is read again
    await watcher.round();
    const events = await listEvents(await storeDb(), alice.wallet, 100, null);
    const mine = events.filter((e) => e.proposal === proposal).map((e) => e.kind);
    expect(mine).toContain('decided');
    expect(mine).toContain('withdrawable');
  });

  it('reads the longest unread first by the store’s read times, which another instance shares, and a token with an open vote last', async () => {
    const one = instance(1_000);
    await past();
    await one.round();
    const db = await storeDb();
    // TIDE was read last; every other token ten minutes before. TIDE's vote ended an hour ago and no one
    // settled it: that alone no longer puts it first in every round.
    const tide = env.mints.TIDE!;
    await db.query(
      `UPDATE watch_snapshots SET read_at = clock_timestamp() - interval '10 minutes' WHERE mint <> $1`,
      [tide],
    );
    const known = new Set(
      (await db.query<{ mint: string }>('SELECT mint FROM watch_snapshots')).map((r) => r.mint),
    );
    expect(known.size).toBeGreaterThanOrEqual(3);
    expect(known.has(tide)).toBe(true);

    // Another instance, its memory empty, goes by the store's times: TIDE comes last of the tokens
    // without an open vote; LUMEN, whose vote is open (no other proposal can come before it ends), after.
    const order: string[] = [];
    const two = instance(1_000, order);
    await past();
    await two.round();
    const governed = order.filter((mint) => known.has(mint));
    expect(governed).toHaveLength(known.size);
    const lumen = env.mints.LUMEN!;
    expect(governed.at(-1)).toBe(lumen);
    expect(governed.at(-2)).toBe(tide);
  });

  it('keeps of its minute what the moments coming before it ends may need (two reads each, a third at most), and sweeps with the rest', async () => {
    const quill = env.mints.QUILL!;
    const { proposal } = (await write('dana', 'proposals/finalize-metadata', {
      mint: quill,
      voteDurationSeconds: 60,
    })) as { proposal: string };
    await past();
    await instance(1_000).round(); // every token read, QUILL's vote among them

    // QUILL's vote ends within the minute: two reads are kept for it. With two left, nothing is read.
    const kept: string[] = [];
    await past();
    const report = await instance(1_000, kept, { points: 30, remaining: async () => 2 }).round();
    expect(kept).toEqual([]);
    expect(report).toMatchObject({ read: 0, stopped: 'budget' });

    // With ten left, the sweep reads on (it used to keep a third of the minute, ten, whatever was coming).
    const swept: string[] = [];
    await past();
    await instance(1_000, swept, { points: 30, remaining: async () => 10 }, 1).round();
    expect(swept.length).toBeGreaterThan(0);

    // The minute ends in 5 s, before QUILL's vote does: nothing is kept, the last read goes to the sweep.
    const last: string[] = [];
    await past();
    await instance(
      1_000,
      last,
      {
        points: 30,
        remaining: async () => 1,
        minuteEndsInMs: async () => 5_000,
      },
      1,
    ).round();
    expect(last.length).toBeGreaterThan(0);

    // QUILL's vote ended: that read is made from what was kept for it, and only that one.
    await advanceClock(env.sim, 65);
    const due: string[] = [];
    await past();
    await instance(1_000, due, { points: 30, remaining: async () => 0 }).round();
    expect(due).toEqual([quill]);
    const events = await listEvents(await storeDb(), alice.wallet, 100, null);
    expect(events.some((e) => e.proposal === proposal && e.kind === 'ready_to_settle')).toBe(true);
  });

  it('goes on with its sweep when its share’s minute ends, not a period later', async () => {
    await past();
    await instance(1_000).round(); // every token read
    // Its share spent, the minute ending in 2 s; a period of ten minutes.
    const spent = { points: 30, remaining: async () => 0, minuteEndsInMs: async () => 2_000 };
    await past();
    const report = await instance(600_000, [], spent).round();
    expect(report.stopped).toBe('budget');
    expect(report.nextDueMs).toBeGreaterThanOrEqual(2_000);
    expect(report.nextDueMs).toBeLessThanOrEqual(3_000);
  });
});
