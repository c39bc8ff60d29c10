import {
  bigintField,
  CHECK,
  errorView,
  RETRY,
  type ErrorCta,
  type WriteDescriber,
} from '@/components/write/describe-error';
import type { Bound, TradeSide } from '@/lib/domain';
import { CHANGE, dailyResetText, shortfall, venueStopped } from './trade-error-parts';
import { boundLine } from './words';
import { solAmount, tokenAmount } from '@/lib/format';

// The trade panel's own words for the trade codes, each a sentence with the figures the error gives and
// what to do next. The shared words (components/write) cover connection, delegation and lost answers.

export interface TradeErrorContext {
  side: TradeSide;
  symbol: string;
  /** The bound the trade carried, to say what was exceeded. */
  bound: Bound | null;
  /** The person’s token balance, when known. */
  tokens: bigint | null;
  /** The clock (ms since the epoch), read when a daily limit's reset is described. */
  now: () => number;
  /** The person's time zone (undefined: the browser's own). */
  timeZone?: string;
}

const SWITCH_TO_BUY: ErrorCta = { kind: 'do', action: 'buy', label: 'Buy some first' };

export function tradeDescribers(ctx: TradeErrorContext): Record<string, WriteDescriber> {
  const { symbol } = ctx;
  return {
    trade_cap_exceeded: (error) => {
      const max = bigintField(error, 'maxTradeLamports');
      return errorView(
        max === null
          ? 'This buy is larger than this app allows for a single trade. Nothing was sent.'
          : `This app allows at most ${solAmount(max)} per buy. Nothing was sent.`,
        max === null ? 'Buy a smaller amount.' : `Buy ${solAmount(max)} or less. Sells are never capped.`,
        [CHANGE],
      );
    },
    daily_cap_exceeded: (error) => {
      const cap = bigintField(error, 'dailyVolumeCapLamports');
      const spent = bigintField(error, 'spentTodayLamports');
      const reset = dailyResetText(ctx.now(), ctx.timeZone);
      const left = cap !== null && spent !== null ? (cap > spent ? cap - spent : 0n) : null;
      const figures =
        cap !== null && spent !== null
          ? `You have bought ${solAmount(spent)} today through this app, of ${solAmount(cap)} a day, so ${solAmount(left!)} is left.`
          : "You have reached today's buying limit for this app.";
      return errorView(
        `${figures} Nothing was sent.`,
        `${left !== null && left > 0n ? `Buy at most ${solAmount(left)}, or wait` : 'Wait'} until the limit resets at ${reset}. Sells are never capped.`,
        [CHANGE],
      );
    },
    buy_limit_exceeded: (error) => {
      const max = bigintField(error, 'maxWalletTokens');
      const held = ctx.tokens === null ? '' : ` You hold ${tokenAmount(ctx.tokens, symbol)}.`;
      return errorView(
        max === null
          ? `This buy would take you over the per-wallet limit for ${symbol} while it trades on its bonding curve. Nothing was sent.`
          : `While ${symbol} trades on its bonding curve, one wallet may hold at most ${tokenAmount(max, symbol)}.${held} Nothing was sent.`,
        'Buy a smaller amount.',
        [CHANGE],
      );
    },
    insufficient_liquidity: () =>
      errorView(
        `There is not enough ${symbol} liquidity to fill a trade of this size. Nothing was sent.`,
        'Try a smaller amount. A token that trades nowhere cannot be bought or sold here.',
        [CHANGE],
      ),
    insufficient_sol: shortfall(
      'Lamports',
      'Your wallet does not hold enough SOL.',
      (required, available) =>
        `This trade needs ${solAmount(required)} with its fees; you have ${solAmount(available)}.`,
      ctx.side === 'buy'
        ? 'Spend less SOL, or add SOL to your wallet.'
        : 'Add SOL to your wallet, or lower the fees.',
    ),
    insufficient_tokens: shortfall(
      'Tokens',
      `You do not hold enough ${symbol}.`,
      (required, available) =>
        `This sells ${tokenAmount(required, symbol)}; you hold ${tokenAmount(available, symbol)}.`,
      'Sell less.',
    ),
    missing_sell_token_account: () =>
      errorView(
        `You hold no ${symbol}, so there is nothing to sell. Nothing was sent.`,
        `Buy ${symbol} first.`,
        [SWITCH_TO_BUY],
      ),
    slippage_exceeded: () =>
      errorView(
        `The price moved past your bound, so nothing was filled.${ctx.bound ? ` ${boundLine(ctx.bound, symbol)}` : ''}`,
        'Review the amount, then try again with more slippage or a looser bound.',
        [RETRY],
      ),
    curve_complete: () =>
      errorView(
        `${symbol}'s bonding curve completed while your trade was on its way, so nothing was filled.`,
        'The token now moves to its pool; trade again once the pool opens.',
        [RETRY],
      ),
    migration_pending: (error) => venueStopped(error, 'the token is moving from its bonding curve to a pool'),
    pool_not_open: (error) => venueStopped(error, "the token's pool is not open yet"),
    tx_failed: () =>
      errorView(
        'Your trade failed on the network, so nothing was filled — but the network fee, the priority fee and the tip were still paid.',
        'Check the price and your balance before trying again.',
        [CHECK, RETRY],
        { feesPaid: true },
      ),
  };
}
