import {
  partnerFeePreview,
  type BalanceProblem,
  type Bound,
  type FeePreview,
  type TradeSide,
} from '@/lib/domain';
import { englishWords, type Words } from '@/lib/i18n/words';

// What the panel says about a trade before it is sent: amounts with their units, the bound that will be
// sent, the partner fee preview (decisions.md: an estimate), and balances that already rule a trade out.
// Each in the panel's language (`words`; English unless the widget speaks another).

/** What the amount field means on each side. */
export function amountHint(side: TradeSide, symbol: string, words: Words = englishWords): string {
  return words.t(`amount.hint.${side}`, { symbol });
}

/** The label of the explicit bound's field. */
export function boundLabel(side: TradeSide, symbol: string, words: Words = englishWords): string {
  return words.t(`bound.label.${side}`, { symbol });
}

/** The bound as it will be sent, a number with its unit. */
export function boundLine(bound: Bound, symbol: string, words: Words = englishWords): string {
  if (bound.mode === 'slippage') {
    const rate = words.percent(bound.slippageBps);
    const share = words.percent(bound.shareBps);
    if (bound.side === 'buy-exact-out') return words.t('bound.slippageExactOut', { rate, share });
    return words.t(bound.side === 'buy' ? 'bound.slippage.buy' : 'bound.slippage.sell', {
      rate,
      share,
      symbol,
    });
  }
  if (bound.off) return words.t('bound.off', { label: boundLabel(bound.side, symbol, words) });
  const value = bound.side === 'buy' ? words.tokens(bound.value, symbol) : words.sol(bound.value);
  return words.t(`bound.explicit.${bound.side}`, { value, symbol });
}

/** Why a bound of 0 matters, shown beside the field before submit. */
export const ZERO_BOUND_WARNING = englishWords.t('bound.zeroWarning');

/** "Partner fee 0.5% ≈ 0.0025 SOL, estimate", or null when no partner fee applies. */
export function partnerFeeLine(
  preview: FeePreview,
  bps: bigint,
  side: TradeSide,
  words: Words = englishWords,
): string | null {
  const rate = words.percent(bps);
  switch (preview.kind) {
    case 'none':
      return null;
    case 'exact':
      return words.t('partnerFee.exact', { rate, amount: words.sol(preview.lamports) });
    case 'at_most':
      return words.t('partnerFee.atMost', { rate, amount: words.sol(preview.lamports) });
    case 'at_least':
      return words.t('partnerFee.atLeast', { rate, amount: words.sol(preview.lamports) });
    case 'rate_only':
      return words.t(side === 'sell' ? 'partnerFee.rateOnly.sell' : 'partnerFee.rateOnly.buy', { rate });
  }
}

/** The partner fee line of a trade as typed so far. */
export function partnerFeeLineFor(
  side: TradeSide,
  bps: bigint,
  amount: bigint | null,
  bound: Bound | null,
  words: Words = englishWords,
): string | null {
  const solBound = bound?.mode === 'explicit' && side !== 'buy' ? bound.value : null;
  return partnerFeeLine(partnerFeePreview(side, bps, { amount, solBound }), bps, side, words);
}

/** A balance the browser knows to be too low, in words with the figures. */
export function balanceProblemText(
  problem: BalanceProblem,
  symbol: string,
  words: Words = englishWords,
): string {
  switch (problem.code) {
    case 'missing_sell_token_account':
      return words.t('balance.noTokens', { symbol });
    case 'insufficient_tokens':
      return words.t('balance.insufficientTokens', {
        available: words.tokens(problem.availableTokens, symbol),
        required: words.tokens(problem.requiredTokens, symbol),
      });
    case 'insufficient_sol':
      return words.t('balance.insufficientSol', {
        required: words.sol(problem.requiredLamports),
        available: words.sol(problem.availableLamports),
      });
  }
}
