// Trade rules the browser applies before a trade is sent: the three sides, slippage and explicit bounds,
// the partner fee preview (decisions.md, Trading), fee presets and minimums, balance checks, and the
// effective price of a fill. Exact bigint arithmetic throughout; nothing here does I/O.

import { parseAmount, SOL_DECIMALS, TOKEN_DECIMALS } from './amounts';
import { BPS_DENOMINATOR, applyBps } from './bps';
import type { TradeKind } from './governance';
import { floorDiv } from './int';

/** The three trades, as `partnerFeeEstimate` (governance.ts) names them. */
export type TradeSide = TradeKind;
export const TRADE_SIDES = ['buy', 'buy-exact-out', 'sell'] as const satisfies readonly TradeSide[];

/** The spec's request bounds (partner-api.md, Trades and Limits). */
export const TRADE_LIMITS = {
  slippageBpsMax: 5000n,
  priorityFeeLamportsMin: 1000n,
  tipLamportsMin: 1_000_000n,
} as const;

/** Lamports per signature on Solana, the base part of every transaction fee. */
export const LAMPORTS_PER_SIGNATURE = 5000n;
/** Rent-exempt minimum of a 165-byte SPL token account, paid once when a buy creates the account. */
export const TOKEN_ACCOUNT_RENT_LAMPORTS = 2_039_280n;
/** Signatures of a trade: the person's delegated wallet and the venue's authority. */
const TRADE_SIGNATURES = 2n;

export const SLIPPAGE_PRESETS_BPS = [50n, 100n, 300n] as const;

export type ParseResult = { ok: true; value: bigint } | { ok: false; message: string };

/** A percentage typed by a person ("1", "0.5", "12.25") as basis points, 0 to 50 %. */
export function parsePercentBps(text: string): ParseResult {
  const parsed = parseAmount(text.replace(/%\s*$/, ''), 2);
  if (!parsed.ok) {
    return { ok: false, message: 'Enter a percentage such as 1 or 0.5, with at most 2 decimal places.' };
  }
  if (parsed.value > TRADE_LIMITS.slippageBpsMax) return { ok: false, message: 'Enter at most 50%.' };
  return { ok: true, value: parsed.value };
}

/** The unit of each side's amount and of its bound. */
export const AMOUNT_UNIT: Record<TradeSide, 'sol' | 'token'> = {
  buy: 'sol',
  'buy-exact-out': 'token',
  sell: 'token',
};
export const BOUND_UNIT: Record<TradeSide, 'sol' | 'token'> = {
  buy: 'token',
  'buy-exact-out': 'sol',
  sell: 'sol',
};
export const BOUND_FIELD = {
  buy: 'minTokensOut',
  'buy-exact-out': 'maxSolIn',
  sell: 'minSolOut',
} as const satisfies Record<TradeSide, string>;

export const decimalsOf = (unit: 'sol' | 'token') => (unit === 'sol' ? SOL_DECIMALS : TOKEN_DECIMALS);

/** A positive amount typed in a unit, as base units. */
export function parsePositive(text: string, unit: 'sol' | 'token'): ParseResult {
  const parsed = parseAmount(text, decimalsOf(unit));
  if (!parsed.ok) return { ok: false, message: parsed.message };
  if (parsed.value === 0n) return { ok: false, message: 'Enter an amount above 0.' };
  return { ok: true, value: parsed.value };
}

export type Protection = { mode: 'slippage'; slippageBps: bigint } | { mode: 'explicit'; bound: bigint };

/**
 * The bound a trade carries, as it will be sent. Slippage mode: the service quotes at execution and
 * requires `shareBps` of its quote (buy and sell: at least 100 % − s of the output; buy exact out: at most
 * 100 % + s of the cost). Explicit mode: the typed bound, where 0 disables the protection.
 */
export type Bound =
  | { mode: 'slippage'; side: TradeSide; slippageBps: bigint; shareBps: bigint }
  | {
      mode: 'explicit';
      side: TradeSide;
      field: (typeof BOUND_FIELD)[TradeSide];
      value: bigint;
      off: boolean;
    };

export function boundOf(side: TradeSide, protection: Protection): Bound {
  if (protection.mode === 'explicit') {
    const value = protection.bound;
    return { mode: 'explicit', side, field: BOUND_FIELD[side], value, off: value === 0n };
  }
  const s = protection.slippageBps;
  const shareBps = side === 'buy-exact-out' ? BPS_DENOMINATOR + s : BPS_DENOMINATOR - s;
  return { mode: 'slippage', side, slippageBps: s, shareBps };
}

/** The bound the service derives from a quote in slippage mode, rounded down as it does. */
export function derivedBound(bound: Extract<Bound, { mode: 'slippage' }>, quote: bigint): bigint {
  return floorDiv(quote * bound.shareBps, BPS_DENOMINATOR);
}

/** The request body of a trade (before the fee fields), strings of integers on the wire. */
export function tradeBody(
  side: TradeSide,
  amount: bigint,
  protection: Protection,
): Record<string, string | number> {
  const amountField = { buy: 'maxSolIn', 'buy-exact-out': 'tokensOut', sell: 'tokensIn' }[side];
  const body: Record<string, string | number> = { [amountField]: amount.toString() };
  if (protection.mode === 'slippage') body.slippageBps = Number(protection.slippageBps);
  else body[BOUND_FIELD[side]] = protection.bound.toString();
  return body;
}

/**
 * The partner fee as the panel previews it (decisions.md): buy — `floor(maxSolIn * bps / 10000)` out of
 * the budget; buy exact out — on the SOL cost, which a bound `maxSolIn` caps (the fee is at most
 * `floor(maxSolIn * bps / (10000 + bps))`); sell — on the SOL proceeds, taken before `minSolOut` is
 * checked, so a bound gives a floor of `floor(minSolOut * bps / 10000)`. Otherwise only the rate is known.
 */
export type FeePreview =
  { kind: 'none' } | { kind: 'exact' | 'at_most' | 'at_least'; lamports: bigint } | { kind: 'rate_only' };

export function partnerFeePreview(
  side: TradeSide,
  bps: bigint,
  input: { amount: bigint | null; solBound: bigint | null },
): FeePreview {
  if (bps === 0n) return { kind: 'none' };
  if (side === 'buy') {
    return input.amount === null
      ? { kind: 'rate_only' }
      : { kind: 'exact', lamports: applyBps(input.amount, bps) };
  }
  const bound = input.solBound;
  if (bound === null || bound === 0n) return { kind: 'rate_only' };
  if (side === 'buy-exact-out') {
    return { kind: 'at_most', lamports: floorDiv(bound * bps, BPS_DENOMINATOR + bps) };
  }
  return { kind: 'at_least', lamports: applyBps(bound, bps) };
}

/** SOL of a buy that reaches the swap once the partner fee is taken from the budget. */
export function swapBudget(maxSolIn: bigint, bps: bigint): bigint {
  return maxSolIn - applyBps(maxSolIn, bps);
}

export interface Fees {
  priorityFeeLamports: bigint;
  tipLamports: bigint;
}

export const FEE_PRESETS = {
  normal: { priorityFeeLamports: 5_000n, tipLamports: 1_000_000n },
  fast: { priorityFeeLamports: 100_000n, tipLamports: 2_000_000n },
  turbo: { priorityFeeLamports: 1_000_000n, tipLamports: 5_000_000n },
} as const satisfies Record<string, Fees>;
export type FeePreset = keyof typeof FEE_PRESETS;

/** The preset these fees equal, or null when they were edited. */
export function presetOf(fees: Fees): FeePreset | null {
  for (const [name, preset] of Object.entries(FEE_PRESETS) as [FeePreset, Fees][]) {
    if (preset.priorityFeeLamports === fees.priorityFeeLamports && preset.tipLamports === fees.tipLamports)
      return name;
  }
  return null;
}

/** Everything a trade's transaction charges the person whatever happens: base fee, priority fee, tip. */
export function networkFeeEstimate(fees: Fees): bigint {
  return TRADE_SIGNATURES * LAMPORTS_PER_SIGNATURE + fees.priorityFeeLamports + fees.tipLamports;
}

export type BalanceProblem =
  | { code: 'insufficient_sol'; requiredLamports: bigint; availableLamports: bigint }
  | { code: 'insufficient_tokens'; requiredTokens: bigint; availableTokens: bigint }
  | { code: 'missing_sell_token_account' };

export interface Balances {
  /** Lamports, or null when not known. */
  sol: bigint | null;
  /** Token base units, or null when not known. */
  tokens: bigint | null;
}

/**
 * SOL a trade needs up front: a buy's budget, the fees, and the rent of the token account a first buy
 * creates. A buy exact out's cost is not known before execution, so only its fees and rent count.
 */
function solNeeded(side: TradeSide, amount: bigint, fees: Fees, tokens: bigint | null): bigint {
  const rent = side !== 'sell' && tokens === 0n ? TOKEN_ACCOUNT_RENT_LAMPORTS : 0n;
  return (side === 'buy' ? amount : 0n) + networkFeeEstimate(fees) + rent;
}

/** The first thing the known balances already rule out, or null (unknown balances rule out nothing). */
export function balanceProblem(
  side: TradeSide,
  amount: bigint,
  fees: Fees,
  balances: Balances,
): BalanceProblem | null {
  if (side === 'sell' && balances.tokens !== null) {
    if (balances.tokens === 0n) return { code: 'missing_sell_token_account' };
    if (amount > balances.tokens)
      return { code: 'insufficient_tokens', requiredTokens: amount, availableTokens: balances.tokens };
  }
  if (balances.sol === null) return null;
  const required = solNeeded(side, amount, fees, balances.tokens);
  if (required > balances.sol)
    return { code: 'insufficient_sol', requiredLamports: required, availableLamports: balances.sol };
  return null;
}

/** The largest amount worth offering as "max": all tokens for a sell; for a buy, SOL less fees and rent. */
export function maxAmount(side: TradeSide, fees: Fees, balances: Balances): bigint | null {
  if (side === 'sell') return balances.tokens !== null && balances.tokens > 0n ? balances.tokens : null;
  if (side !== 'buy' || balances.sol === null) return null;
  const rent = balances.tokens === 0n || balances.tokens === null ? TOKEN_ACCOUNT_RENT_LAMPORTS : 0n;
  const max = balances.sol - networkFeeEstimate(fees) - rent;
  return max > 0n ? max : null;
}

/** Lamports per whole token of a fill, rounded down; null when no tokens moved. */
export function pricePerToken(lamports: bigint, tokenUnits: bigint): bigint | null {
  const sol = lamports < 0n ? -lamports : lamports;
  const units = tokenUnits < 0n ? -tokenUnits : tokenUnits;
  if (units === 0n) return null;
  return floorDiv(sol * 10n ** BigInt(TOKEN_DECIMALS), units);
}
