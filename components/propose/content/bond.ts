import { bondAmount, bondCoverage } from '@/lib/domain';
import type { Governance } from '@/lib/partner';
import { percent, tokenAmount } from '@/lib/format';

// The bond a proposal locks: floor(totalSupply × proposalBondBps / 10000) (decisions.md), in tokens and as
// a share of supply, checked against the person's balance (lib/domain's `bondCoverage`) before anything
// is sent.

export interface BondView {
  amount: bigint;
  /** "1.5% of the supply" */
  share: string;
  /** Base units the person lacks; 0 when covered; null while the balance is not known. */
  shortfall: bigint | null;
}

export function bondView(
  governance: Pick<Governance, 'totalSupply' | 'proposalBondBps'>,
  balance: bigint | null,
): BondView {
  const amount = bondAmount(governance.totalSupply, governance.proposalBondBps);
  const coverage = bondCoverage(amount, balance);
  const shortfall = coverage.kind === 'short' ? coverage.shortfall : coverage.kind === 'unknown' ? null : 0n;
  return { amount, share: `${percent(governance.proposalBondBps)} of the supply`, shortfall };
}

/** What the bond means, in one sentence. */
export function bondSentence(view: BondView, symbol?: string | null): string {
  if (view.amount === 0n) return 'This token asks no bond of proposers.';
  return `Bond: ${tokenAmount(view.amount, symbol)} (${view.share}), locked until the proposal is settled, then reclaimable.`;
}

/** Whether the person can cover the bond, in words; null while the balance is not known. */
export function coverSentence(view: BondView, balance: bigint | null, symbol?: string | null): string | null {
  if (balance === null || view.shortfall === null || view.amount === 0n) return null;
  if (view.shortfall === 0n) return `You hold ${tokenAmount(balance, symbol)}, enough to cover it.`;
  return `You hold ${tokenAmount(balance, symbol)}: ${tokenAmount(view.shortfall, symbol)} short of the bond. You cannot propose until you hold at least ${tokenAmount(view.amount, symbol)}.`;
}
