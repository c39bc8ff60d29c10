import 'server-only';
import { LIMITS } from '@/lib/partner';

// The viewer's own votes (`viewerVotes` of a governance read) without a read per person where the shared
// data answers it: a proposal's votes list at the largest limit holds every voter when it is shorter than
// that limit, so the wallet's votes are in it. Only when a list may be cut (or the governance shows its
// full 100 proposals, so older ones may hide votes, or the session has no wallet) is the person's own
// governance read made, at 'user' priority, cached per person and mint and forgotten at their own write.

export type VoteLike = { proposal: string; voter: string; blockTime: string } & Record<string, unknown>;

export type ViewerVotesDeps = {
  now: () => number;
  /** A proposal's shared votes list at the largest limit, or null when it cannot be read. */
  votesOf: (proposal: string, sessionId: string, notBefore?: number) => Promise<VoteLike[] | null>;
  /** The person's own governance read's `viewerVotes`. */
  fetchOwn: (sessionId: string, mint: string) => Promise<VoteLike[]>;
};

/** A person's own read is kept this long (their writes clear it at once). */
export const OWN_TTL_MS = 10_000;
/** After a write, the person's reads wait for data fetched after it, for this long at most. */
export const WROTE_WINDOW_MS = 30_000;
const MAX_OWN = 10_000;

type Own = { votes: VoteLike[]; at: number };

export function createViewerVotes(deps: ViewerVotesDeps) {
  const own = new Map<string, Own>(); // `${wallet or session}|${mint}` → the person's read (insertion-ordered LRU)
  const wrote = new Map<string, number>(); // wallet → time of their last confirmed write

  async function fromShared(wallet: string, sessionId: string, proposals: { proposal: string }[]) {
    if (proposals.length >= LIMITS.proposalsShown) return null;
    const notBefore = wroteAt(wallet);
    const lists = await Promise.all(
      proposals.map((p) => deps.votesOf(p.proposal, sessionId, notBefore).catch(() => null)),
    );
    if (lists.some((list) => list === null || list.length >= LIMITS.votesList.max)) return null;
    // Newest first within a proposal, proposals in the governance read's order (as the service does).
    return lists.flatMap((list) =>
      list!
        .filter((v) => v.voter === wallet)
        .sort((a, b) => Date.parse(b.blockTime) - Date.parse(a.blockTime)),
    );
  }

  async function fromOwnRead(sessionId: string, wallet: string | null, mint: string): Promise<VoteLike[]> {
    const key = `${wallet ?? sessionId}|${mint}`;
    const kept = own.get(key);
    if (kept && deps.now() - kept.at < OWN_TTL_MS) return kept.votes;
    const votes = await deps.fetchOwn(sessionId, mint);
    own.delete(key);
    own.set(key, { votes, at: deps.now() });
    if (own.size > MAX_OWN) own.delete(own.keys().next().value!);
    return votes;
  }

  function wroteAt(wallet: string | null): number | undefined {
    const at = wallet ? wrote.get(wallet) : undefined;
    return at !== undefined && deps.now() - at < WROTE_WINDOW_MS ? at : undefined;
  }

  return {
    async of(
      viewer: { sessionId: string; wallet: string | null },
      mint: string,
      proposals: { proposal: string }[],
    ): Promise<VoteLike[]> {
      const derived = viewer.wallet ? await fromShared(viewer.wallet, viewer.sessionId, proposals) : null;
      return derived ?? fromOwnRead(viewer.sessionId, viewer.wallet, mint);
    },
    /** Since when this wallet's reads must be fresh (its last write), if that was recent. */
    wroteAt,
    wrote(wallet: string | null): void {
      if (!wallet) return;
      wrote.set(wallet, deps.now());
      for (const key of own.keys()) if (key.startsWith(`${wallet}|`)) own.delete(key);
    },
    /** Forgets every person's kept read (the service's world was replaced). */
    forget(): void {
      own.clear();
    },
    sweep(): void {
      const at = deps.now();
      for (const [wallet, when] of wrote) if (at - when >= WROTE_WINDOW_MS) wrote.delete(wallet);
      for (const [key, kept] of own) if (at - kept.at >= OWN_TTL_MS) own.delete(key);
    },
  };
}
