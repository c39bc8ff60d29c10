import { describe, expect, it, vi } from 'vitest';
import { catalogueError } from '@/lib/partner';
import { createReadModel } from './model';

// The read model lends the sessions of the people who ask to the refreshes of what they share: a
// session whose connection ended is dropped and the next one used, and it never holds back the others.

const GOV = JSON.stringify({ governance: {}, proposals: [], viewerVotes: [] });

function harness(stale?: Set<string>) {
  let clock = 1_000_000;
  const dead = new Set<string>();
  const calls: string[] = [];
  let body = GOV;
  const model = createReadModel({
    now: () => clock,
    budget: { points: 120, remaining: async () => 120 },
    fetchUpstream: async (sessionId) => {
      calls.push(sessionId);
      if (dead.has(sessionId)) throw catalogueError('not_connected');
      return new Response(body, { status: 200 });
    },
    ...(stale ? { tokenFresh: async (sessionId: string) => !stale.has(sessionId) } : {}),
  });
  return {
    model,
    dead,
    calls,
    tick: (ms: number) => (clock += ms),
    setBody: (next: string) => (body = next),
  };
}

const viewer = (sessionId: string) => ({ sessionId, wallet: null });

describe('read model sessions', () => {
  it('lends a session whose token needs no refresh: an asker’s, else the last lender’s, else the newest', async () => {
    // Viewers who connected long ago hold tokens that must be refreshed before their next call.
    const stale = new Set(['old-1', 'old-2', 'old-3', 'old-4', 'old-5']);
    const h = harness(stale);
    const topic = { mint: 'M', proposal: null };
    await h.model.touch(viewer('old-1'), topic);
    expect(h.calls).toEqual(['old-1']); // nobody else asked: the newest asker, whatever its token
    for (const [asker, lent] of [
      ['fresh-1', 'fresh-1'], // a fresh token among the askers
      ['old-2', 'fresh-1'], // the newest asker's token is stale: the fresh one behind it
      ['old-3', 'fresh-1'],
      ['old-4', 'fresh-1'], // fresh-1 no longer among the three askers kept: the last lender
    ]) {
      h.tick(20_000);
      await h.model.touch(viewer(asker!), topic);
      expect(h.calls.at(-1), `${asker} asked`).toBe(lent);
    }
    h.dead.add('fresh-1');
    h.tick(20_000);
    await h.model.touch(viewer('old-5'), topic);
    // The last lender's connection ended: the newest asker's session, refreshed as it is used.
    expect(h.calls.slice(-2)).toEqual(['fresh-1', 'old-5']);
  });

  it('refreshes with the next person who asked when the newest one’s connection ended', async () => {
    const h = harness();
    await h.model.governance(viewer('alice'), 'M');
    h.tick(20_000);
    h.dead.add('bob');
    h.setBody(GOV.replace('{}', '{"n":2}'));
    await h.model.touch(viewer('bob'), { mint: 'M', proposal: null });
    // bob's session failed, then alice's answered: the shared entry is current for everyone.
    expect(h.calls.slice(-2)).toEqual(['bob', 'alice']);
    expect(h.model.hasEnded('bob')).toBe(true);
    expect(h.model.entries.peek('gov:M')!.answer.body).toContain('"n":2');
  });

  it('serves current data to the next person at once after a refresh found nobody connected', async () => {
    const h = harness();
    await h.model.governance(viewer('bob'), 'M');
    h.tick(20_000);
    h.dead.add('bob');
    // Only bob ever asked: the refresh has nobody to read for and keeps the old answer.
    await h.model.touch(viewer('bob'), { mint: 'M', proposal: null });
    h.setBody(GOV.replace('{}', '{"n":3}'));
    // carol is not held back by a backoff bob's ended session caused.
    const served = await h.model.governance(viewer('carol'), 'M');
    expect(served.body).toContain('"n":3');
    // bob is not asked to lend his session again.
    const before = h.calls.length;
    h.tick(20_000);
    await h.model.touch(viewer('bob'), { mint: 'M', proposal: null });
    expect(h.calls.slice(before)).not.toContain('bob');
  });
});

describe('an answer the read model does not keep (429, 5xx)', () => {
  it('is recognised by an `instanceof` of another copy of the module (each server bundle holds one)', async () => {
    const { UnkeptAnswer } = await import('./model');
    vi.resetModules();
    const other = await import('./model');
    expect(other.UnkeptAnswer).not.toBe(UnkeptAnswer);
    expect(new UnkeptAnswer({ status: 429, body: '{}' })).toBeInstanceOf(other.UnkeptAnswer);
    expect(new Error('upstream 429')).not.toBeInstanceOf(other.UnkeptAnswer);
  });

  it('is the spec’s error: busy with its wait (from the body or the retry-after header), or down', async () => {
    const { UnkeptAnswer } = await import('./model');
    const busy = new UnkeptAnswer(
      {
        status: 429,
        body: JSON.stringify({ error: 'rate_limit_exceeded', message: 'Injected fault.' }),
      },
      12,
    ).error();
    expect(busy).toMatchObject({ code: 'rate_limit_exceeded', status: 429 });
    expect(busy.body.retryAfterSeconds).toBe(12);
    expect(busy.message).not.toContain('Injected');
    const named = new UnkeptAnswer(
      {
        status: 429,
        body: JSON.stringify({ error: 'rate_limit_exceeded', retryAfterSeconds: 7 }),
      },
      30,
    ).error();
    expect(named.body.retryAfterSeconds).toBe(7);
    const down = new UnkeptAnswer({
      status: 503,
      body: JSON.stringify({ error: 'service_unavailable' }),
    }).error();
    expect(down).toMatchObject({ code: 'service_unavailable', status: 503 });
    expect(down.body.retryAfterSeconds).toBeUndefined();
  });

  it('is the answer when the person’s own read is refused, not an internal error', async () => {
    const { UnkeptAnswer } = await import('./model');
    let calls = 0;
    const model = createReadModel({
      now: () => 1_000_000,
      budget: { points: 120, remaining: async () => 120 },
      // The shared read is answered; the person's own read (their wallet is not known) finds the tier spent.
      fetchUpstream: async () =>
        (calls += 1) === 1
          ? new Response(GOV, { status: 200 })
          : new Response(JSON.stringify({ error: 'rate_limit_exceeded' }), {
              status: 429,
              headers: { 'retry-after': '9' },
            }),
    });
    const refused = await model.governance(viewer('dana'), 'M').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UnkeptAnswer);
    const error = (refused as InstanceType<typeof UnkeptAnswer>).error();
    expect(error).toMatchObject({ code: 'rate_limit_exceeded', status: 429 });
    expect(error.body.retryAfterSeconds).toBe(9);
  });
});

describe('after a confirmed write', () => {
  it('refreshes what the write changed at once, for every page watching it, before anyone reads', async () => {
    const paths: string[] = [];
    const model = createReadModel({
      now: () => 1_000_000,
      budget: { points: 120, remaining: async () => 120 },
      fetchUpstream: async (_sessionId, path) => {
        paths.push(path);
        const open = { proposal: 'P', settled: false, votingEndsAtUnix: '9999999999' };
        const proposals = path.endsWith('/M') ? [open] : [];
        const body = path.includes('/votes') ? { votes: [] } : { governance: {}, proposals, viewerVotes: [] };
        return new Response(JSON.stringify(body), { status: 200 });
      },
    });
    await model.governance(viewer('bob'), 'M');
    await model.governance(viewer('bob'), 'OTHER');
    await model.votes(viewer('bob'), 'P', 50);
    paths.length = 0;
    model.afterWrite('alice-wallet', 'P');
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The proposal's voter list and the governance of its token; not every token's governance.
    expect(paths.sort()).toEqual([
      '/partner/v1/governance/M',
      '/partner/v1/governance/proposals/P/votes?limit=200',
    ]);
  });
});

describe('a replaced world (the simulator’s reset)', () => {
  it('is read again before anything held is served, however fresh it was', async () => {
    const h = harness();
    await h.model.governance(viewer('alice'), 'M');
    h.setBody(GOV.replace('{}', '{"world":2}'));
    // Within its freshness target the old answer is served as it is…
    expect((await h.model.governance(viewer('alice'), 'M')).body).not.toContain('"world":2');
    h.model.forgetWorld();
    // …and after the reset the next read waits for the new world's (the shared read and the person's own).
    const before = h.calls.length;
    expect((await h.model.governance(viewer('alice'), 'M')).body).toContain('"world":2');
    expect(h.calls.length).toBe(before + 2);
  });
});

describe('held governance (a reader without a session)', () => {
  it('never reads upstream for a mint nobody asked for, and serves what is held', async () => {
    const h = harness();
    expect(await h.model.heldGovernance('M')).toBeNull();
    expect(h.calls).toEqual([]);
    await h.model.governance(viewer('alice'), 'M');
    const asked = h.calls.length;
    const held = await h.model.heldGovernance('M');
    expect(held).toMatchObject({ status: 200, data: { governance: {}, proposals: [] } });
    // Nobody's own votes are in it.
    expect(held!.body).not.toContain('viewerVotes');
    expect(h.calls).toHaveLength(asked);
  });

  it('refreshes a stale entry once with the session of someone who asked for it', async () => {
    const h = harness();
    await h.model.governance(viewer('alice'), 'M');
    const asked = h.calls.length;
    h.tick(10 * 60_000);
    h.setBody(GOV.replace('{}', '{"n":4}'));
    const [first, second] = await Promise.all([h.model.heldGovernance('M'), h.model.heldGovernance('M')]);
    expect(first!.body).toContain('"n":4');
    expect(second!.body).toContain('"n":4');
    // One refresh for both, with alice's session.
    expect(h.calls.slice(asked)).toEqual(['alice']);
  });
});
