// The watcher against a started simulator: alice lends her connection, the watcher reads her held tokens
// through the shared read model at the lowest priority and raises her events once; a proposal dana makes
// on a token she holds appears at the next round, and a round run again (or a second watcher, as another
// instance would) raises nothing twice; a decision no journal entry covers goes to the webhook outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtime } from '@/lib/server/runtime';
import { signInAs, startChainEnv, type ChainEnv } from '@/test/support/chain-env';
import { storeDb } from '@/test/support/runtime';
import { testToken } from '@/test/support/simulator/fixtures';
import { bearer, json } from '@/test/support/simulator/harness';
import { recordIntent, recordOutcome } from '../journal/journal';
import { listEvents, unreadCount } from './store';
import { watcherOver } from '@/test/support/watcher';

const ALL_SCOPES = ['profile:read', 'trade:execute', 'governance:vote', 'governance:propose'] as const;
const FEES = { priorityFeeLamports: '5000', tipLamports: '1000000' };

let env: ChainEnv;
let alice: { wallet: string; sessionId: string };

beforeAll(async () => {
  env = await startChainEnv(() => ({
    WATCH_PERIOD_SECONDS: '1',
    // Its rounds here come faster than a person's minute: the watcher may take the whole tier's share
    // above its floor (its own share is budget.test.ts's).
    WATCH_BUDGET_SHARE: '1',
    // Deliveries are only written here (the job library is not started): the outbox is what is checked.
    PARTNER_WEBHOOK_URL: 'http://127.0.0.1:9/hooks',
    PARTNER_WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
  }));
  const { wallet, sessionId } = await signInAs(env, 'alice');
  alice = { wallet, sessionId };
});

afterAll(() => env.close());

const reads = (priority?: string) =>
  [...env.sim.sim().stats.requests].reduce(
    (sum, [key, n]) =>
      key.includes('/partner/v1/governance') && (!priority || key.includes(priority)) ? sum + n : sum,
    0,
  );

const post = (data: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(data),
});
/** Past the watcher's period: shared entries older than it are read again. */
const past = () => new Promise((resolve) => setTimeout(resolve, 1_100));

async function propose(user: string, mint: string, voteDurationSeconds: number): Promise<string> {
  const made = await json(
    await env.sim.request(
      '/partner/v1/governance/proposals/finalize-metadata',
      bearer(testToken(user, 'demo-dashboard_app', [...ALL_SCOPES]), { mint, voteDurationSeconds, ...FEES }),
    ),
  );
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.proposal as string;
}

let tideProposal = '';

describe('the watcher', () => {
  it('raises nothing for a wallet that lent no connection', async () => {
    const report = await runtime().watcher.round();
    expect(report).toMatchObject({ wallets: 0, tokens: 0, read: 0 });
    expect(reads()).toBe(0);
  });

  it('reads her followed tokens once each and raises her events once, however often it looks', async () => {
    const rt = runtime();
    await rt.watcher.lend(alice.wallet, alice.sessionId);
    const first = await rt.watcher.round();
    expect(first.wallets).toBe(1);
    expect(first.tokens).toBeGreaterThanOrEqual(9);
    expect(first.raised).toBeGreaterThan(0);
    const db = await storeDb();
    const events = await listEvents(db, alice.wallet, 100, null);
    // The seed's open LUMEN proposal she has not voted on, seen for the first time.
    const lumen = env.mints.LUMEN!;
    expect(events.some((e) => e.kind === 'new_proposal' && e.mint === lumen)).toBe(true);
    for (const event of events) {
      expect(event.sentence).toMatch(/\.$|\)\.$/);
      expect(event.href).toMatch(/^\/(tokens|activity|me)/);
    }
    const unread = await unreadCount(db, alice.wallet);
    expect(unread).toBe(events.length);

    // Again, and from a second watcher (another instance): nothing new, and what a round reads again is
    // the shared entries a moment old (no new upstream read within the period).
    const again = await rt.watcher.round();
    expect(again.raised).toBe(0);
    const other = watcherOver(rt, rt.config.watch.periodMs);
    expect((await other.round()).raised).toBe(0);
    expect(await unreadCount(db, alice.wallet)).toBe(unread);
  });

  it('sees a proposal dana made on a token she holds at its next round, and tells her bell', async () => {
    const rt = runtime();
    const mint = env.mints.TIDE!;
    let told = 0;
    const stop = rt.watcher.subscribe(alice.wallet, () => (told += 1));
    const proposal = await propose('dana', mint, 86_400);
    tideProposal = proposal;
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // past the period: the entry is read again
    const report = await rt.watcher.round();
    expect(report.raised).toBeGreaterThanOrEqual(1);
    const events = await listEvents(await storeDb(), alice.wallet, 100, null);
    const event = events.find((e) => e.proposal === proposal && e.kind === 'new_proposal');
    // It ends within a day and her vote is not in its (short) shared vote list.
    expect(events.find((e) => e.proposal === proposal && e.kind === 'ends_soon')?.sentence).toMatch(
      /ends within a day and you have not voted\.$/,
    );
    expect(event).toMatchObject({
      kind: 'new_proposal',
      mint,
      href: `/tokens/${mint}/proposals/${proposal}`,
      readAt: null,
    });
    expect(event!.sentence).toMatch(/^Proposal #\d+ is open for votes\.$/);
    expect(told).toBeGreaterThan(0);
    stop();
  });

  it('writes proposal.created for a proposal made elsewhere, not for one the journal reports', async () => {
    const db = await storeDb();
    const created = await db.query<{ source: string }>(
      `SELECT source FROM webhook_deliveries WHERE type = 'proposal.created'`,
    );
    expect(created.map((r) => r.source)).toEqual([`watch:proposal.created:${tideProposal}`]);

    // dana proposes on QUILL through this dashboard (its journal has the write): the journal's
    // settlement reports it, the watcher does not.
    const mint = env.mints.QUILL!;
    await recordIntent(db, {
      sessionHash: 'h-dana',
      wallet: env.sim.sim().users.get('dana')!.wallet,
      kind: 'finalizeMetadata',
      data: { mint },
      idempotencyKey: 'k-quill',
    });
    const made = await propose('dana', mint, 3 * 86_400);
    await past();
    await runtime().watcher.round();
    const events = await listEvents(db, alice.wallet, 100, null);
    expect(events.some((e) => e.proposal === made && e.kind === 'new_proposal')).toBe(true);
    const after = await db.query<{ source: string }>(
      `SELECT source FROM webhook_deliveries WHERE type = 'proposal.created'`,
    );
    expect(after.map((r) => r.source)).toEqual([`watch:proposal.created:${tideProposal}`]);
  });

  it('writes proposal.decided once for a proposal settled elsewhere, read right after its voting end', async () => {
    const db = await storeDb();
    await json(await env.sim.request('/__sim/clock', post({ advanceSeconds: 2 * 86_400 })));
    await past();
    await runtime().watcher.round();
    const ready = await listEvents(db, alice.wallet, 100, null);
    expect(ready.some((e) => e.proposal === tideProposal && e.kind === 'ready_to_settle')).toBe(true);

    const settled = await json(
      await env.sim.request(
        '/partner/v1/governance/proposals/settle',
        bearer(testToken('dana', 'demo-dashboard_app', [...ALL_SCOPES]), { proposal: tideProposal, ...FEES }),
      ),
    );
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    await past();
    await runtime().watcher.round();
    await past();
    await runtime().watcher.round();
    const decided = await db.query<{ source: string; payload: string }>(
      `SELECT source, payload FROM webhook_deliveries WHERE type = 'proposal.decided'`,
    );
    expect(decided.map((r) => r.source)).toEqual([`watch:proposal.decided:${tideProposal}`]);
    expect(JSON.parse(decided[0]!.payload)).toMatchObject({
      type: 'proposal.decided',
      data: { mint: env.mints.TIDE, proposal: tideProposal },
    });
    // She neither voted on it nor made it: no "decided" in her inbox.
    const events = await listEvents(db, alice.wallet, 100, null);
    expect(events.some((e) => e.proposal === tideProposal && e.kind === 'decided')).toBe(false);
  });

  it('reads at the lowest priority, within its share of the tier', async () => {
    const rt = runtime();
    const budget = rt.partner.budget;
    // Spend the tier down to its watcher floor: the watcher's reads are refused, the round stops early.
    while ((await budget.remaining()) > Math.ceil(budget.points * 0.4)) await budget.take('write');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const before = reads();
    const report = await rt.watcher.round();
    expect(report.stopped).toBe('budget');
    expect(reads()).toBe(before);
    // A person's read still goes through.
    expect((await budget.take('user')).ok).toBe(true);
  });

  it('tells her once that a write of hers whose outcome was unknown was settled', async () => {
    const db = await storeDb();
    const id = await recordIntent(db, {
      sessionHash: 'h-alice',
      wallet: alice.wallet,
      kind: 'settleProposal',
      data: { proposal: tideProposal },
      idempotencyKey: 'k-unknown',
    });
    await recordOutcome(db, id, { status: 'outcome_unknown' });
    await runtime().watcher.round();
    const before = await listEvents(db, alice.wallet, 100, null);
    expect(before.some((e) => e.kind === 'write_settled')).toBe(false);
    await db.query(
      `UPDATE activity SET settlement = 'confirmed', settled_reason = 'found on the chain',
         settled_at = clock_timestamp() WHERE id = $1::bigint`,
      [id],
    );
    await runtime().watcher.round();
    await runtime().watcher.round();
    const settled = (await listEvents(db, alice.wallet, 100, null)).filter((e) => e.kind === 'write_settled');
    expect(settled).toHaveLength(1);
    expect(settled[0]).toMatchObject({ href: '/activity', proposal: tideProposal });
    expect(settled[0]!.sentence).toMatch(/whose outcome was not known, is settled: it went through\.$/);
  });

  it('starts over when the simulator replaces its world, and tells her bell', async () => {
    const rt = runtime();
    const db = await storeDb();
    expect(await unreadCount(db, alice.wallet)).toBeGreaterThan(0);
    let told = 0;
    const stop = rt.watcher.subscribe(alice.wallet, () => (told += 1));
    await rt.watcher.forgetWorld();
    stop();
    expect(await unreadCount(db, alice.wallet)).toBe(0);
    expect(await db.query('SELECT 1 FROM watch_snapshots')).toEqual([]);
    expect(told).toBe(1);
  });
});
