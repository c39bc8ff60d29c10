// The tally: yes and no weight with exact amounts and their shares of the weight cast (basis points).

import { formatBps, formatTokens, shareBps, toBigInt } from '@/lib/domain';
import type { Proposal } from '@/lib/partner';

export interface TallySide {
  side: 'yes' | 'no';
  label: string;
  amount: bigint;
  /** "40,180,000 tokens" */
  amountText: string;
  /** Share of the weight cast, bps (0 when nothing is cast). */
  shareBps: bigint;
  shareText: string;
}

export interface TallyView {
  sides: [TallySide, TallySide];
  cast: bigint;
  /** "41,000,000 tokens cast, 4.1% of supply, by 6 qualifying voters" */
  summary: string;
}

type TallyInput = Pick<Proposal, 'yesVotes' | 'noVotes' | 'participatingSupply' | 'participatingVoters'>;

export function tallyView(proposal: TallyInput, totalSupply: string): TallyView {
  const yes = toBigInt(proposal.yesVotes, 'yesVotes');
  const no = toBigInt(proposal.noVotes, 'noVotes');
  const cast = yes + no;
  const side = (key: 'yes' | 'no', amount: bigint): TallySide => {
    const share = shareBps(amount, cast);
    return {
      side: key,
      label: key === 'yes' ? 'Yes' : 'No',
      amount,
      amountText: `${formatTokens(amount)} tokens`,
      shareBps: share,
      shareText:
        cast === 0n ? 'no votes yet' : `${formatBps(share, { maxFractionDigits: 2 })} of the weight cast`,
    };
  };
  const participating = toBigInt(proposal.participatingSupply, 'participatingSupply');
  const supplyShare = formatBps(shareBps(participating, toBigInt(totalSupply, 'totalSupply')), {
    maxFractionDigits: 2,
  });
  const voters = proposal.participatingVoters;
  const summary =
    cast === 0n && voters === 0
      ? 'Nothing cast yet.'
      : `${formatTokens(participating)} tokens cast, ${supplyShare} of supply, by ${voters} qualifying ${voters === 1 ? 'voter' : 'voters'}.`;
  return { sides: [side('yes', yes), side('no', no)], cast, summary };
}
