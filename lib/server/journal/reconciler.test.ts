// Reconciliation against the real simulator and a throwaway store: a vote whose answer was lost, a vote
// sent by a process that died before recording anything but its intent, a write that never left, and a
// plain submitted vote, each settled from the chain as the activity list then shows it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as activity } from '@/app/api/activity/route';
import { bearer } from '@/test/support/simulator/harness';
import { slotNow } from '../chain/history';
import { sessionKey } from '../store/session-rows';
import { runtime } from '../runtime';
import { readTokens, storeDb } from '@/test/support/runtime';
import { connect, control, FEES, postJson, startProxyEnv, type ProxyEnv } from '@/test/support/relay-env';
import { recordIntent, type ActivityEntry, type Intent } from './journal';
import { reconcileOnce } from './reconciler';

let env: ProxyEnv;
let alice: string;
let wallet: string;
let proposal: string;
const M = 1_000_000n;

beforeAll(async () => {
  env = await startProxyEnv((sim) => ({ SOLANA_RPC_URL: `${sim.url}/rpc` }));
  alice = await connect(env.sim, 'alice', true);
  wallet = env.sim.sim().users.get('alice')!.wallet;
  const lumen = env.world.tokens.find((t) => t.symbol === 'LUMEN')!.mint;
  proposal = env.world.proposals.find((p) => p.mint === lumen && p.note.startsWith('open'))!.proposal;
}, 60_000);
afterAll(() => env.close());

const vote = (amount: bigint) => ({ proposal, side: 'yes', amount: String(amount * M), ...FEES });
const db = () => storeDb();
const age = async (seconds: number) =>
  (await db()).query(
    `UPDATE activity SET created_at = created_at - $1::int * interval '1 second', checked_at = NULL`,
    [seconds],
  );

/** Records, as the proxy does before it sends, alice's intent to write `kind` on the proposal. */
async function recordAliceIntent(kind: Intent['kind'], idempotencyKey: string) {
  await recordIntent(await db(), {
    sessionHash: sessionKey(alice)!,
    wallet,
    kind,
    data: { proposal },
    idempotencyKey,
    intentSlot: await slotNow(runtime().chain),
  });
}

async function list(): Promise<ActivityEntry[]> {
  const response = await activity(
    new Request('http://localhost:3000/api/activity', { headers: { cookie: `sid=${alice}` } }),
    { params: Promise.resolve({}) },
  );
  return ((await response.json()) as { activity: ActivityEntry[] }).activity;
}

/** alice's votes on the proposal as the chain holds them, newest first. */
async function chainVotes(): Promise<{ signature: string; active: boolean }[]> {
  const response = await env.sim.request(
    `/partner/v1/governance/proposals/${proposal}/votes?limit=200`,
    bearer((await readTokens(alice)).accessToken),
  );
  const { votes } = (await response.json()) as {
    votes: { voter: string; signature: string; active: boolean }[];
  };
  return votes.filter((v) => v.voter === wallet);
}

describe('settling unknown outcomes from the chain', () => {
  it('settles a lost answer, a crash mid-send, a write never sent and a submitted one', async () => {
    // 1. The answer to a vote is lost on the way back: 504, journaled outcome_unknown, yet it executed.
    await control(env.sim, 'faults', { route: 'POST /partner/v1/governance/votes', count: 1, drop: true });
    const lost = await postJson(alice, 'governance/votes', vote(2_000n));
    expect(lost).toMatchObject({ status: 504, body: { error: 'write_outcome_unknown' } });
    const [lostVote] = await chainVotes();
    expect(lostVote).toBeDefined();

    // 2. A process records the intent, sends the cancel, and dies before the answer: pending forever.
    await recordAliceIntent('cancelVote', 'crashed-cancel-0001');
    const cancelled = await env.sim.request(
      '/partner/v1/governance/votes/cancel',
      bearer((await readTokens(alice)).accessToken, { proposal, ...FEES }),
    );
    const cancelSignature = ((await cancelled.json()) as { signature: string }).signature;

    // 3. Another one recorded and never sent at all.
    await recordAliceIntent('settleProposal', 'never-sent-settle-0001');
    // 4. And a vote that went through normally: submitted, its confirmation seen by nobody.
    const submitted = await postJson(alice, 'governance/votes', vote(3_000n));
    expect(submitted.status).toBe(200);

    await age(45); // the crashed process's entry is now an orphan; nothing can still be in flight
    expect(await reconcileOnce(runtime())).toBe(3);
    await age(200); // past the horizon: what has not landed never will
    expect(await reconcileOnce(runtime())).toBe(1);

    const entries = await list();
    const byKey = (prefix: string) => entries.find((e) => e.idempotencyKey?.startsWith(prefix));
    expect(entries.filter((e) => e.settlement !== null)).toHaveLength(4);
    expect(entries.find((e) => e.status === 'outcome_unknown')).toMatchObject({
      settlement: 'confirmed',
      signature: lostVote!.signature,
      settledReason: expect.stringMatching(/confirmed on the network/),
    });
    expect(byKey('crashed-cancel')).toMatchObject({
      status: 'pending',
      settlement: 'confirmed',
      signature: cancelSignature,
    });
    expect(byKey('never-sent')).toMatchObject({ status: 'pending', settlement: 'not_sent', signature: null });
    expect(entries.find((e) => e.status === 'submitted')).toMatchObject({
      settlement: 'confirmed',
      signature: submitted.body.signature,
    });
    console.info(
      `entries reconciled: ${entries.filter((e) => e.settlement !== null).length} of ${entries.length}`,
    );
  });
});

describe('entries the chain cannot settle', () => {
  it('never hold newer ones back, however many there are', async () => {
    const sql = await db();
    // More entries than one batch that nothing can settle (no wallet to search by), long ago.
    for (let i = 0; i < 55; i += 1)
      await recordIntent(await db(), {
        sessionHash: sessionKey(alice)!,
        wallet: null,
        kind: 'vote',
        data: { proposal },
        idempotencyKey: `unsearchable-${String(i).padStart(4, '0')}`,
        intentSlot: null,
      });
    await sql.query(
      `UPDATE activity SET created_at = created_at - interval '1000 seconds' WHERE idempotency_key LIKE 'unsearchable-%'`,
    );
    // A newer write that never left, past the horizon: the chain settles it as not sent.
    await recordAliceIntent('settleProposal', 'behind-the-crowd-0001');
    await sql.query(
      `UPDATE activity SET created_at = created_at - interval '400 seconds' WHERE idempotency_key = 'behind-the-crowd-0001'`,
    );
    const settlement = async () =>
      (
        await sql.query<{ settlement: string | null }>(
          `SELECT settlement FROM activity WHERE idempotency_key = 'behind-the-crowd-0001'`,
        )
      )[0]!.settlement;
    // Every pass looks at one batch; between passes the entries it looked at become due again.
    for (let pass = 0; pass < 3 && (await settlement()) === null; pass += 1) {
      await reconcileOnce(runtime());
      await sql.query(
        `UPDATE activity SET checked_at = checked_at - interval '10 seconds' WHERE checked_at IS NOT NULL`,
      );
    }
    expect(await settlement()).toBe('not_sent');
  });
});

describe('the reconciler as the runtime’s job', () => {
  it('settles a submitted write at start, without anyone reading the activity', async () => {
    const submitted = await postJson(alice, 'governance/votes/cancel', { proposal, ...FEES });
    expect(submitted.status).toBe(200);
    const sql = await db();
    const settlement = async () =>
      (
        await sql.query<{ settlement: string | null }>(
          'SELECT settlement FROM activity WHERE signature = $1',
          [submitted.body.signature],
        )
      )[0]?.settlement;
    expect(await settlement()).toBeNull();
    await runtime().jobs.start();
    await expect.poll(settlement, { timeout: 20_000, interval: 200 }).toBe('confirmed');
  }, 40_000);
});
