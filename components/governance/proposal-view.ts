import { shareBps } from '@/lib/domain';
import type { ProposalState } from '@/lib/domain';
import type { Governance, Proposal, Vote } from '@/lib/partner';

import type { Tone } from '@/components/ui/status-badge';
import {
  compactTokens,
  count,
  explainVerdict,
  formatDuration,
  percent,
  tokenAmount,
  turnoutPercent,
  yesNoPercents,
} from '@/lib/format';

export type { Tone };

export interface StateView {
  label: string;
  tone: Tone;
  /** One line under the badge: time left, what happens next, or why it passed or failed. */
  detail: string;
  /** The upstream outcome as it is, when the dashboard does not know it. */
  rawOutcome: string | null;
}

/** The state a proposal row shows, from `proposalState`. */
export function stateView(state: ProposalState, proposal: Pick<Proposal, 'metadataUpdated'>): StateView {
  const raw = state.rawOutcome;
  switch (state.phase) {
    case 'open':
      return {
        label: 'Open',
        tone: 'info',
        detail: `${formatDuration(state.secondsLeft)} left to vote`,
        rawOutcome: raw,
      };
    case 'awaiting_settlement':
      return {
        label: 'Closed, awaiting settlement',
        tone: 'warning',
        detail: 'Voting has ended. Anyone can settle it to record the result.',
        rawOutcome: raw,
      };
    case 'executed':
      return {
        label: 'Executed',
        tone: 'success',
        detail: `${explainVerdict(state.rule)}${proposal.metadataUpdated ? ' The change was applied.' : ''}`,
        rawOutcome: raw,
      };
    case 'passed':
      return {
        label: 'Passed',
        tone: 'success',
        detail: `${explainVerdict(state.rule)} Not applied on-chain.`,
        rawOutcome: raw,
      };
    case 'failed':
      return { label: 'Failed', tone: 'danger', detail: explainVerdict(state.rule), rawOutcome: raw };
  }
}

export interface TallyView {
  yes: bigint;
  no: bigint;
  /** Shares of the weight cast, in bps, rounded down (0 when nothing is cast). */
  yesBps: bigint;
  noBps: bigint;
  /** "Yes 9.8M (98%) · No 200K (2%)", or "No votes yet"; the shares add up to 100%. */
  text: string;
}

/** The approval threshold sets the shares' precision, as in the Tally panel (see lib/format/percent). */
export function tallyView(
  proposal: Pick<Proposal, 'yesVotes' | 'noVotes'>,
  rules: Pick<Governance, 'approvalBps'>,
): TallyView {
  const yes = BigInt(proposal.yesVotes);
  const no = BigInt(proposal.noVotes);
  const cast = yes + no;
  const yesBps = shareBps(yes, cast);
  const noBps = shareBps(no, cast);
  const [yesShare, noShare] = yesNoPercents(yes, no, rules.approvalBps);
  const text =
    cast === 0n
      ? 'No votes yet'
      : `Yes ${compactTokens(yes)} (${yesShare}) · No ${compactTokens(no)} (${noShare})`;
  return { yes, no, yesBps, noBps, text };
}

/**
 * The connected person's vote(s) on a proposal in words, newest receipt first: "You voted yes with
 * 10,000 tokens", "You cancelled a yes vote of 1,000 tokens (still locked)", "… (withdrawn)". Null when
 * they have not voted.
 */
export function myVoteLines(
  proposal: Pick<Proposal, 'proposal'>,
  viewerVotes: readonly Vote[],
  symbol?: string | null,
): string[] | null {
  const mine = viewerVotes.filter((v) => v.proposal === proposal.proposal);
  if (mine.length === 0) return null;
  const ordered = [...mine.filter((v) => v.active), ...mine.filter((v) => !v.active)];
  return ordered.map((v) => {
    const amount = tokenAmount(v.amount, symbol);
    const base = v.active
      ? `You voted ${v.side} with ${amount}`
      : `You cancelled a ${v.side} vote of ${amount}`;
    return `${base}${v.withdrawn ? ' (withdrawn)' : v.active ? '' : ' (still locked)'}`;
  });
}

/** "6 qualifying voters (5 needed) · 4.1% of supply took part (15% needed)". */
export function progressLine(rule: ProposalState['rule']): string {
  const { voters, participation } = rule;
  const who = `${count(voters.current, 'qualifying voter')} (${voters.threshold} needed)`;
  const share = turnoutPercent(participation.shareBps, participation.thresholdBps);
  return `${who} · ${share} of supply took part (${percent(participation.thresholdBps)} needed)`;
}
