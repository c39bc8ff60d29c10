// The two governance reads (no scope; any valid token).
import { LIMITS, parseVotesLimit } from '@/lib/partner';
import { isAddress } from '@/lib/domain';
import type { Handler } from '../core/types';
import { governanceOf, type GovContext } from './context';
import type { VoteState } from './state';
import { governanceJson, proposalJson, voteJson } from './wire';

// GET /partner/v1/governance/{mint} – the governance, its 100 newest proposals and the caller's votes
export function governanceRead(ctx: GovContext): Handler {
  return async ({ caller, params }) => {
    const governance = governanceOf(ctx, params.mint ?? '');
    const proposals = ctx.store.proposalsOf(governance);
    const wallet = caller.user.wallet;
    // The viewer's votes come from the access token's user, newest first, over all of this governance's proposals.
    const viewerVotes = proposals.flatMap((p) => ctx.store.votesBy(p.proposal, wallet).reverse());
    return {
      governance: governanceJson(governance),
      proposals: proposals.slice(0, LIMITS.proposalsShown).map((p) => proposalJson(ctx.store, p)),
      viewerVotes: viewerVotes.map(voteJson),
    };
  };
}

/** Largest stake first; equal stakes in casting order (earliest first). */
function byStake(a: VoteState, b: VoteState): number {
  if (a.amount !== b.amount) return a.amount > b.amount ? -1 : 1;
  return a.seq - b.seq;
}

// GET /partner/v1/governance/proposals/{proposal}/votes – votes by stake; unknown or malformed → []
export function votesList(ctx: GovContext): Handler {
  return async ({ params, query }) => {
    const proposal = params.proposal ?? '';
    if (!isAddress(proposal)) return { votes: [] };
    const limit = parseVotesLimit(query.get('limit'));
    const votes = [...ctx.store.votesOf(proposal)].sort(byStake).slice(0, limit);
    return { votes: votes.map(voteJson) };
  };
}
