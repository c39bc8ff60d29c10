import { beforeEach, describe, expect, it } from 'vitest';
import { twoInstancesOf } from '@/test/support/store';
import { openDb, type Db } from '../store/db';
import { createReadModel, type Change } from './model';
import { fetchShared, pgSharedEntries, type SharedAnswer, type SharedEntries } from './shared';

// Two instances' read models on one PostgreSQL server (TEST_POSTGRES_URL; skipped without it): an entry
// fetched by one serves the other, concurrent refreshes make one upstream call, and a new answer stored by
// one instance reaches the other's streams through LISTEN/NOTIFY.

const url = process.env.TEST_POSTGRES_URL;
const MINT = 'So11111111111111111111111111111111111111112';
const viewer = { sessionId: 'session-a', wallet: 'AL1CE111111111111111111111111111111111111111' };
const other = { sessionId: 'session-b', wallet: 'BoB11111111111111111111111111111111111111111' };

function instance(db: Db, upstream: { calls: number; body: () => string }) {
  const shared = pgSharedEntries(async () => db);
  const model = createReadModel({
    fetchUpstream: async () => {
      upstream.calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return new Response(upstream.body(), { status: 200 });
    },
    budget: { points: 120, remaining: async () => 120 },
    shared,
  });
  const stop = shared.listen((key) => void model.adoptShared(key));
  return { model, stop };
}

const governance = (description: string) =>
  JSON.stringify({ governance: { description }, proposals: [], viewerVotes: [] });

describe.skipIf(!url)('the read model shared by instances on PostgreSQL', () => {
  const dbs = twoInstancesOf(url!);
  beforeEach(async () => {
    await dbs.a.query('DELETE FROM read_model_entries');
  });

  it('serves a governance read through A, then B, then C with one upstream read, voter lists included', async () => {
    const dbC = await openDb(url!);
    const calls: string[] = [];
    const proposals = ['P1', 'P2'].map((proposal) => ({
      proposal,
      settled: false,
      votingEndsAtUnix: String(Math.floor(Date.now() / 1000) + 3600),
    }));
    const make = (db: Db) => {
      const shared = pgSharedEntries(async () => db);
      const model = createReadModel({
        fetchUpstream: async (_session, path) => {
          calls.push(path.includes('/votes') ? 'votes' : 'governance');
          const body = path.includes('/votes')
            ? { votes: [{ proposal: 'P1', voter: viewer.wallet, blockTime: '2026-11-01T00:00:00Z' }] }
            : { governance: {}, proposals, viewerVotes: [] };
          return new Response(JSON.stringify(body), { status: 200 });
        },
        budget: { points: 120, remaining: async () => 120 },
        shared,
      });
      return { model, stop: shared.listen((key) => void model.adoptShared(key)) };
    };
    const all = [make(dbs.a), make(dbs.b), make(dbC)];
    try {
      const bodies = [];
      for (const [i, instance] of all.entries())
        bodies.push((await instance.model.governance({ ...viewer, sessionId: `s${i}` }, MINT)).body);
      expect(calls.filter((c) => c === 'governance')).toHaveLength(1);
      expect(calls.filter((c) => c === 'votes')).toHaveLength(2);
      expect(new Set(bodies).size).toBe(1);
      expect(bodies[0]).toContain(`"viewerVotes":[{"proposal":"P1"`);
    } finally {
      for (const instance of all) instance.stop();
      await dbC.close();
    }
  });

  it('keeps the answer of the later call, and says since when another instance holds the lease', async () => {
    const [a, b] = [pgSharedEntries(async () => dbs.a), pgSharedEntries(async () => dbs.b)];
    expect(await a.lease('votes:P', 5_000)).toBe(true);
    const held = await b.lease('votes:P', 5_000);
    expect(held).not.toBe(true);
    expect(Math.abs((held as { heldSince: number }).heldSince - Date.now())).toBeLessThan(2_000);
    await b.store('votes:P', { status: 200, body: 'later', fetchedAt: 2_000 });
    await a.store('votes:P', { status: 200, body: 'earlier', fetchedAt: 1_000 }); // A's call, sent first
    expect(await b.load('votes:P')).toEqual({ status: 200, body: 'later', fetchedAt: 2_000 });
    expect(await b.lease('votes:P', 5_000)).toBe(true); // A's store gave its lease back
  });

  it('serves one instance’s answer to the other and refreshes once for both', async () => {
    let text = 'first';
    const upstream = { calls: 0, body: () => governance(text) };
    const a = instance(dbs.a, upstream);
    const b = instance(dbs.b, upstream);
    try {
      const [fromA, fromB] = await Promise.all([
        a.model.governance(viewer, MINT),
        b.model.governance(other, MINT),
      ]);
      expect(upstream.calls).toBe(1);
      expect(fromB.body).toBe(fromA.body);
      expect(fromB.etag).toBe(fromA.etag);

      // A new answer fetched by A reaches B's streams.
      const seen = new Promise<Change>((resolve) => b.model.subscribe(resolve));
      text = 'second';
      a.model.afterWrite(null, null);
      await a.model.governance(viewer, MINT);
      const change = await seen;
      expect(upstream.calls).toBe(2);
      expect(change).toMatchObject({ kind: 'governance', id: MINT });
      const served = await b.model.governance(other, MINT);
      expect(served.body).toContain('second');
      expect(upstream.calls).toBe(2);
    } finally {
      a.stop();
      b.stop();
    }
  });
});

/** Entries shared through memory, as the PostgreSQL ones behave (one lease at a time, stores release it). */
function memoryShared(now: () => number = Date.now): SharedEntries {
  const rows = new Map<string, SharedAnswer>();
  const leases = new Map<string, number>();
  return {
    load: async (key) => rows.get(key) ?? null,
    lease: async (key, ms) => {
      const until = leases.get(key) ?? 0;
      if (until > now()) return { heldSince: until - ms };
      leases.set(key, now() + ms);
      return true;
    },
    release: async (key) => void leases.delete(key),
    store: async (key, answer) => {
      if ((rows.get(key)?.fetchedAt ?? -1) < answer.fetchedAt) rows.set(key, answer);
      leases.delete(key);
    },
    listen: () => () => undefined,
  };
}

type Answer = { status: number; body: string };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An upstream call that answers when the test says. */
function heldCall() {
  let answer: (a: Answer) => void = () => undefined;
  return {
    call: () => new Promise<Answer>((resolve) => (answer = resolve)),
    answer: (a: Answer) => answer(a),
  };
}

/** An upstream call that answers `body` at once, counting its calls. */
function countedCall(body: string) {
  const counted = { calls: 0, call: async (): Promise<Answer> => (counted.calls++, { status: 200, body }) };
  return counted;
}

describe('one refresh among instances (fetchShared)', () => {
  const options = { maxAgeMs: 3000 };

  it('does not take another instance’s answer from a call sent before this instance’s write', async () => {
    const shared = memoryShared();
    // Instance B's refresh goes out, and holds the lease…
    const early = heldCall();
    const fromB = fetchShared(shared, 'votes:P', 0, early.call, options);
    await pause(5);
    // …a vote confirms on instance A, which refreshes while B's call is still out…
    const wroteAt = Date.now();
    await pause(5);
    const own = countedCall('{"votes":1}');
    const fromA = fetchShared(shared, 'votes:P', wroteAt, own.call, options);
    await pause(150);
    // …and B's call answers without the vote.
    early.answer({ status: 200, body: '{"votes":0}' });
    expect(await fromB).toMatchObject({ body: '{"votes":0}' });
    expect((await fromB).fetchedAt).toBeLessThan(wroteAt);
    const mine = await fromA;
    expect(mine.body).toBe('{"votes":1}');
    expect(mine.fetchedAt).toBeGreaterThan(wroteAt);
    expect(own.calls).toBe(1);
    expect((await shared.load('votes:P'))?.body).toBe('{"votes":1}');
  });

  it('does not wait for a lease taken before this instance’s write: it reads at once', async () => {
    let clock = 1_000_000;
    const now = () => clock;
    const shared = memoryShared(now);
    // B took the lease, and its call never comes back…
    void fetchShared(shared, 'votes:P', 0, heldCall().call, { ...options, now });
    await pause(5);
    // …then a vote confirms on A (the clocks stand still: no waiting out the lease).
    clock += 10;
    const own = countedCall('{"votes":1}');
    const mine = await fetchShared(shared, 'votes:P', clock, own.call, { ...options, now });
    expect(mine).toMatchObject({ body: '{"votes":1}', fetchedAt: clock });
    expect(own.calls).toBe(1);
    expect((await shared.load('votes:P'))?.body).toBe('{"votes":1}');
  });

  it('takes an answer another instance stored between its first look and its lease, and makes no call', async () => {
    const inner = memoryShared();
    const held = Date.now() - 10_000;
    await inner.store('votes:P', { status: 200, body: 'old', fetchedAt: held });
    // Instance A looks (finds what it holds), then B stores a newer answer and gives its lease back,
    // before A asks for the lease.
    let looks = 0;
    const racing: SharedEntries = {
      ...inner,
      load: async (key) => {
        const found = await inner.load(key);
        if (looks++ === 0) await inner.store(key, { status: 200, body: 'from B', fetchedAt: Date.now() });
        return found;
      },
    };
    const own = countedCall('own');
    expect(await fetchShared(racing, 'votes:P', held, own.call, options)).toMatchObject({ body: 'from B' });
    expect(own.calls).toBe(0);
    // The lease A took to find it is given back: the next refresh is not held up.
    expect(await inner.lease('votes:P', 5_000)).toBe(true);
  });

  it('takes the lease holder’s answer when its call was sent after what this instance holds', async () => {
    const shared = memoryShared();
    const held = Date.now() - 10_000;
    const holderCall = heldCall();
    const holder = fetchShared(shared, 'gov:M', held, holderCall.call, options);
    await pause(5);
    const own = countedCall('own');
    const waiter = fetchShared(shared, 'gov:M', held, own.call, options);
    await pause(150);
    holderCall.answer({ status: 200, body: 'shared' });
    expect((await holder).body).toBe('shared');
    expect((await waiter).body).toBe('shared');
    expect(own.calls).toBe(0);
  });
});
