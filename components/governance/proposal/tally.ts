// The tally: yes and no weight with exact amounts and their shares of the weight cast (basis points).

import { shareBps, toBigInt } from '@/lib/domain';
import { count, tokenAmount, turnoutPercent, yesNoPercents } from '@/lib/format';
import type { Proposal } from '@/lib/partner';

export interface TallySide {
  side: 'yes' | 'no';
  label: string;
  amount: bigint;
  /** "40,180,000 LUMEN" */
  amountText: string;
  /** Share of the weight cast, bps (0 when nothing is cast). */
  shareBps: bigint;
  shareText: string;
}

export interface TallyView {
  sides: [TallySide, TallySide];
  cast: bigint;
  /** "41,000,000 LUMEN cast, 4.1% of supply, by 6 qualifying voters" */
  summary: string;
}

type TallyInput = Pick<Proposal, 'yesVotes' | 'noVotes' | 'participatingSupply' | 'participatingVoters'>;

/** Thresholds the shares are read against (they set the shares' precision; see lib/format/percent). */
export interface TallyRules {
  totalSupply: string;
  approvalBps: number | bigint;
  minParticipatingSupplyBps: number | bigint;
}

/** Yes and no add up to 100% (yes truncated, as the approval rule reads it; no takes the rest). */
export function tallyView(proposal: TallyInput, rules: TallyRules, symbol?: string | null): TallyView {
  const yes = toBigInt(proposal.yesVotes, 'yesVotes');
  const no = toBigInt(proposal.noVotes, 'noVotes');
  const cast = yes + no;
  const shares = yesNoPercents(yes, no, rules.approvalBps);
  const side = (key: 'yes' | 'no', amount: bigint): TallySide => {
    const share = shareBps(amount, cast);
    return {
      side: key,
      label: key === 'yes' ? 'Yes' : 'No',
      amount,
      amountText: tokenAmount(amount, symbol),
      shareBps: share,
      shareText: cast === 0n ? 'no votes yet' : `${shares[key === 'yes' ? 0 : 1]} of the weight cast`,
    };
  };
  const participating = toBigInt(proposal.participatingSupply, 'participatingSupply');
  const supplyShare = turnoutPercent(
    shareBps(participating, toBigInt(rules.totalSupply, 'totalSupply')),
    rules.minParticipatingSupplyBps,
  );
  const voters = proposal.participatingVoters;
  const summary =
    cast === 0n && voters === 0
      ? 'Nothing cast yet.'
      : `${tokenAmount(participating, symbol)} cast, ${supplyShare} of supply, by ${count(voters, 'qualifying voter')}.`;
  return { sides: [side('yes', yes), side('no', no)], cast, summary };
}
