import { bondAmount, bondCoverage } from '@/lib/domain';
import type { Governance } from '@/lib/partner';
import { formatDuration, tokenAmount } from '@/lib/format';

// What each creator write costs besides the fees (the fee fields show those) and what happens next, in
// the sentences its dialog shows before the person confirms.

export interface WriteSummary {
  costs: string[];
  next: string[];
}

export interface SummaryContext {
  governance: Pick<Governance, 'totalSupply' | 'proposalBondBps' | 'mutableUntilUnix'>;
  balance: bigint | null;
  symbol?: string | null;
  formatDate: (unix: bigint) => string;
}

/** The bond line of a new proposal: what it locks, for how long, and what the balance leaves. */
export function bondLine(ctx: SummaryContext): string {
  const bond = bondAmount(ctx.governance.totalSupply, ctx.governance.proposalBondBps);
  const coverage = bondCoverage(bond, ctx.balance);
  const t = (units: bigint) => tokenAmount(units, ctx.symbol);
  switch (coverage.kind) {
    case 'none':
      return 'Bond: none on this token.';
    case 'short':
      return `Bond: ${t(bond)}, but you hold ${t(coverage.balance)} (${t(coverage.shortfall)} short). Nothing will be sent.`;
    case 'unknown':
    case 'covered': {
      const left = coverage.kind === 'covered' ? ` You keep ${t(coverage.left)} free.` : '';
      return `Bond: ${t(bond)} locked from your wallet until the proposal is settled; you reclaim it afterwards, whether it passes or fails.${left}`;
    }
  }
}

function votingLine(voteEndsAtUnix: bigint | null, voteSeconds: bigint | null, ctx: SummaryContext): string {
  return voteEndsAtUnix === null || voteSeconds === null
    ? 'Holders then vote for the time you choose above.'
    : `Holders vote for ${formatDuration(voteSeconds)}, until ${ctx.formatDate(voteEndsAtUnix)}. It passes under the same rule as any proposal.`;
}

export function extendSummary(
  ctx: SummaryContext,
  input: { additionalSeconds: bigint | null; voteSeconds: bigint | null; voteEndsAtUnix: bigint | null },
): WriteSummary {
  const until = BigInt(ctx.governance.mutableUntilUnix);
  const newEnd =
    input.additionalSeconds === null || input.additionalSeconds <= 0n
      ? 'later'
      : `on ${ctx.formatDate(until + input.additionalSeconds)}, ${formatDuration(input.additionalSeconds)} later`;
  return {
    costs: [bondLine(ctx)],
    next: [
      votingLine(input.voteEndsAtUnix, input.voteSeconds, ctx),
      `If it passes and is settled before ${ctx.formatDate(until)}, the window ends ${newEnd}. The window can be extended only once.`,
      'If it fails, or is settled too late, the window ends as planned.',
    ],
  };
}

/** What stops being possible once a finalize-metadata proposal passes. */
export const FINALIZE_CONSEQUENCES = [
  'The name, symbol, image, description, website, X and Telegram links can never change again.',
  'No new proposal can be made for this token: no content change and no extension of the window.',
  'No later vote can undo it.',
] as const;

export function finalizeSummary(
  ctx: SummaryContext,
  input: { voteSeconds: bigint | null; voteEndsAtUnix: bigint | null },
): WriteSummary {
  return {
    costs: [bondLine(ctx)],
    next: [
      votingLine(input.voteEndsAtUnix, input.voteSeconds, ctx),
      `If it passes and is settled before ${ctx.formatDate(BigInt(ctx.governance.mutableUntilUnix))}, the metadata is locked forever.`,
      'If it fails, nothing changes.',
    ],
  };
}

export function recordLapseSummary(ctx: Pick<SummaryContext, 'governance' | 'formatDate'>): WriteSummary {
  return {
    costs: ['No bond and no vote: only the fees below.'],
    next: [
      `The window ended on ${ctx.formatDate(BigInt(ctx.governance.mutableUntilUnix))}, so the metadata already cannot change.`,
      'This records it on-chain: once confirmed, the governance shows as finalized for everyone.',
    ],
  };
}

export function reclaimSummary(amount: bigint, proposalIndex: string, symbol?: string | null): WriteSummary {
  return {
    costs: ['Only the fees below.'],
    next: [
      `Returns your bond of ${tokenAmount(amount, symbol)} from proposal #${proposalIndex} to your wallet.`,
      'Once confirmed, the tokens returned are shown as the network recorded them.',
    ],
  };
}
