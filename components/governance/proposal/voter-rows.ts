// The voter list's rows and notes: side, exact amount, whether the vote counts as a voter, its status,
// the connected person's own vote, and what the list cannot show (the service lists 200 votes at most).

import { shortAddress } from '@/lib/domain';
import { noun, tokenAmount, tokens } from '@/lib/format';
import { LIMITS, type Vote } from '@/lib/partner';

export type VoteStatus = 'active' | 'cancelled' | 'withdrawn';
export type Tone = 'success' | 'danger' | 'neutral' | 'warning' | 'info';

export interface VoterRow {
  key: string;
  voter: string;
  short: string;
  sideLabel: string;
  sideTone: Tone;
  amountText: string;
  counts: boolean;
  countsText: string;
  status: VoteStatus;
  statusText: string;
  statusTone: Tone;
  isYou: boolean;
}

function statusOf(v: Vote): { status: VoteStatus; statusText: string; statusTone: Tone } {
  if (!v.active)
    return {
      status: 'cancelled',
      statusText: v.withdrawn ? 'Cancelled, tokens withdrawn' : 'Cancelled',
      statusTone: 'warning',
    };
  if (v.withdrawn) return { status: 'withdrawn', statusText: 'Withdrawn', statusTone: 'neutral' };
  return { status: 'active', statusText: 'Active', statusTone: 'info' };
}

function sideOf(side: string): { sideLabel: string; sideTone: Tone } {
  if (side === 'yes') return { sideLabel: 'Yes', sideTone: 'success' };
  if (side === 'no') return { sideLabel: 'No', sideTone: 'danger' };
  return { sideLabel: side, sideTone: 'neutral' };
}

export function voterRows(
  votes: readonly Vote[],
  opts: { wallet: string | null; minLockAmount: string },
): VoterRow[] {
  const minLock = BigInt(opts.minLockAmount);
  return votes.map((v, i) => {
    const amount = BigInt(v.amount);
    let countsText = v.countedAsVoter ? 'Yes' : 'No';
    if (!v.countedAsVoter && amount < minLock) countsText = `No: below the ${tokens(minLock)} minimum`;
    return {
      key: `${v.voter}:${v.signature}:${i}`,
      voter: v.voter,
      short: shortAddress(v.voter),
      ...sideOf(v.side),
      amountText: tokens(amount),
      counts: v.countedAsVoter,
      countsText,
      ...statusOf(v),
      isYou: opts.wallet !== null && v.voter === opts.wallet,
    };
  });
}

export interface ListNote {
  tone: 'info' | 'warning';
  text: string;
}

/**
 * What the list cannot show. `listed` votes came back for `limit`; fewer than asked means the list is
 * complete. At the size asked, a `participatingVoters` above the qualifying voters listed proves more exist.
 */
export function listNote(
  votes: readonly Vote[],
  limit: number,
  participatingVoters: number,
): ListNote | null {
  if (votes.length < limit) return null;
  const qualifyingListed = votes.filter((v) => v.active && v.countedAsVoter).length;
  const knownMore = participatingVoters > qualifyingListed;
  const max = LIMITS.votesList.max;
  if (limit >= max)
    return knownMore
      ? {
          tone: 'warning',
          text: `This proposal has more voters than the service can list (${max} at most); the list and chart show the ${max} largest.`,
        }
      : {
          tone: 'info',
          text: `The service lists ${max} votes at most; if this proposal has more, the list and chart show the ${max} largest.`,
        };
  return {
    tone: 'info',
    text: `Showing the ${limit} largest votes${knownMore ? '; this proposal has more' : ''}. Choose a larger size to see more (${max} at most).`,
  };
}

/**
 * The person's own votes on this proposal when none of them is in the loaded list (a small vote below the
 * largest shown), so they still see it: "Your vote: yes, 1,000 tokens (not among the 50 largest shown)."
 */
export function ownVoteNote(
  viewerVotes: readonly Vote[],
  rows: readonly VoterRow[],
  limit: number,
  symbol?: string | null,
): string | null {
  if (viewerVotes.length === 0 || rows.some((r) => r.isYou)) return null;
  const parts = viewerVotes.map((v) => {
    const s = statusOf(v);
    return `${sideOf(v.side).sideLabel.toLowerCase()}, ${tokenAmount(v.amount, symbol)}${s.status === 'active' ? '' : ` (${s.statusText.toLowerCase()})`}`;
  });
  return `Your ${noun(viewerVotes.length, 'vote')}: ${parts.join('; ')}. Not among the ${limit} largest shown.`;
}
