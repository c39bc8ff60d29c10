import {
  partnerFeePreview,
  type BalanceProblem,
  type Bound,
  type FeePreview,
  type TradeSide,
} from '@/lib/domain';
import { percent, solAmount, tokenAmount } from '@/lib/format';

// What the panel says about a trade before it is sent: amounts with their units, the bound that will be
// sent, the partner fee preview (decisions.md: an estimate), and balances that already rule a trade out.

export const SIDE_LABEL: Record<TradeSide, string> = {
  buy: 'Buy',
  'buy-exact-out': 'Buy exact out',
  sell: 'Sell',
};

/** The write's name in the stepper and error sentences. */
export const SIDE_NOUN: Record<TradeSide, string> = {
  buy: 'Your buy',
  'buy-exact-out': 'Your buy',
  sell: 'Your sale',
};

/** What the amount field means on each side. */
export function amountHint(side: TradeSide, symbol: string): string {
  if (side === 'buy') return `The SOL you spend, exactly; the ${symbol} you get depends on the price.`;
  if (side === 'buy-exact-out')
    return `The ${symbol} you get, exactly; the SOL it costs depends on the price.`;
  return `The ${symbol} you sell, exactly; the SOL you get depends on the price.`;
}

/** The label of the explicit bound's field. */
export function boundLabel(side: TradeSide, symbol: string): string {
  if (side === 'buy') return `Minimum ${symbol} out`;
  if (side === 'buy-exact-out') return 'Maximum SOL in';
  return 'Minimum SOL out';
}

/** The bound as it will be sent, a number with its unit. */
export function boundLine(bound: Bound, symbol: string): string {
  if (bound.mode === 'slippage') {
    const rate = percent(bound.slippageBps);
    const share = percent(bound.shareBps);
    if (bound.side === 'buy-exact-out')
      return `Slippage ${rate}: the service quotes when it executes and pays at most ${share} of its quoted cost, partner fee included.`;
    const what = bound.side === 'buy' ? `${symbol} it quotes` : 'SOL it quotes, after the partner fee';
    return `Slippage ${rate}: the service quotes when it executes and requires at least ${share} of the ${what}.`;
  }
  if (bound.off) return `${boundLabel(bound.side, symbol)}: 0 — no protection against price moves.`;
  const value = bound.side === 'buy' ? tokenAmount(bound.value, symbol) : solAmount(bound.value);
  if (bound.side === 'buy-exact-out') return `Maximum SOL in: ${value}, partner fee included.`;
  if (bound.side === 'sell') return `Minimum SOL out: ${value}, after the partner fee.`;
  return `Minimum ${symbol} out: ${value}.`;
}

/** Why a bound of 0 matters, shown beside the field before submit. */
export const ZERO_BOUND_WARNING =
  '0 turns slippage protection off: the trade fills at whatever price the market gives, however far it has moved.';

/** "Partner fee 0.5% ≈ 0.0025 SOL, estimate", or null when no partner fee applies. */
export function partnerFeeLine(preview: FeePreview, bps: bigint, side: TradeSide): string | null {
  const rate = percent(bps);
  switch (preview.kind) {
    case 'none':
      return null;
    case 'exact':
      return `Partner fee ${rate} ≈ ${solAmount(preview.lamports)}, estimate (out of the SOL you spend).`;
    case 'at_most':
      return `Partner fee ${rate} of the SOL cost, at most ${solAmount(preview.lamports)}, estimate.`;
    case 'at_least':
      return `Partner fee ${rate} of the SOL proceeds, at least ${solAmount(preview.lamports)}, estimate.`;
    case 'rate_only':
      return side === 'sell'
        ? `Partner fee ${rate} of the SOL proceeds, known after the trade.`
        : `Partner fee ${rate} of the SOL cost, known after the trade.`;
  }
}

/** The partner fee line of a trade as typed so far. */
export function partnerFeeLineFor(
  side: TradeSide,
  bps: bigint,
  amount: bigint | null,
  bound: Bound | null,
): string | null {
  const solBound = bound?.mode === 'explicit' && side !== 'buy' ? bound.value : null;
  return partnerFeeLine(partnerFeePreview(side, bps, { amount, solBound }), bps, side);
}

/** A balance the browser knows to be too low, in words with the figures. */
export function balanceProblemText(problem: BalanceProblem, symbol: string): string {
  switch (problem.code) {
    case 'missing_sell_token_account':
      return `You hold no ${symbol}, so there is nothing to sell.`;
    case 'insufficient_tokens':
      return `You hold ${tokenAmount(problem.availableTokens, symbol)}; this sells ${tokenAmount(problem.requiredTokens, symbol)}.`;
    case 'insufficient_sol':
      return `This needs ${solAmount(problem.requiredLamports)} with fees; you have ${solAmount(problem.availableLamports)}.`;
  }
}
