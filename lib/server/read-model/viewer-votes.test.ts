import { describe, expect, it } from 'vitest';
import { createViewerVotes, OWN_TTL_MS, type VoteLike } from './viewer-votes';

// A viewer's own votes: found in the shared voter lists when they are complete; the person's own read
// (cached, forgotten at their write) only when a list may be cut or the wallet is unknown.

const vote = (proposal: string, voter: string, blockTime: string): VoteLike => ({
  proposal,
  voter,
  blockTime,
});

function harness(lists: Record<string, VoteLike[]>) {
  let clock = 0;
  const own: string[] = [];
  const votes = createViewerVotes({
    now: () => clock,
    votesOf: async (proposal) => lists[proposal] ?? null,
    fetchOwn: async (sessionId, mint) => {
      own.push(`${sessionId}|${mint}`);
      return [vote('P1', 'W', 'own')];
    },
  });
  return { votes, own, tick: (ms: number) => (clock += ms) };
}

describe('viewer votes', () => {
  it('finds the wallet’s votes in complete voter lists, newest first, without a read of its own', async () => {
    const h = harness({
      P1: [vote('P1', 'X', '2026-01-01T00:00:00Z'), vote('P1', 'W', '2026-01-01T00:00:01Z')],
      P2: [vote('P2', 'W', '2026-01-01T00:00:02Z'), vote('P2', 'W', '2026-01-01T00:00:05Z')],
    });
    const got = await h.votes.of({ sessionId: 's', wallet: 'W' }, 'M', [
      { proposal: 'P1' },
      { proposal: 'P2' },
    ]);
    expect(got.map((v) => `${v.proposal}@${v.blockTime.slice(-3)}`)).toEqual(['P1@01Z', 'P2@05Z', 'P2@02Z']);
    expect(h.own).toEqual([]);
  });

  it('reads the person’s own governance when a list may be cut, keeps it, and forgets it at their write', async () => {
    const full = Array.from({ length: 200 }, (_, i) => vote('P1', `V${i}`, '2026-01-01T00:00:00Z'));
    const h = harness({ P1: full });
    const viewer = { sessionId: 's', wallet: 'W' };
    await h.votes.of(viewer, 'M', [{ proposal: 'P1' }]);
    await h.votes.of(viewer, 'M', [{ proposal: 'P1' }]);
    expect(h.own).toEqual(['s|M']);
    h.votes.wrote('W');
    expect(h.votes.wroteAt('W')).toBe(0);
    await h.votes.of(viewer, 'M', [{ proposal: 'P1' }]);
    expect(h.own).toHaveLength(2);
    h.tick(OWN_TTL_MS);
    await h.votes.of(viewer, 'M', [{ proposal: 'P1' }]);
    expect(h.own).toHaveLength(3);
  });

  it('reads the person’s own governance when the session has no wallet', async () => {
    const h = harness({ P1: [] });
    await h.votes.of({ sessionId: 's', wallet: null }, 'M', [{ proposal: 'P1' }]);
    expect(h.own).toEqual(['s|M']);
  });
});
