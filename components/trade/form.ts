import {
  AMOUNT_UNIT,
  balanceProblem,
  BOUND_UNIT,
  boundOf,
  decimalsOf,
  FEE_PRESETS,
  parseAmount,
  parsePercentBps,
  parsePositive,
  SOL_DECIMALS,
  TRADE_LIMITS,
  tradeBody,
  type BalanceProblem,
  type Balances,
  type Bound,
  type FeePreset,
  type Fees,
  type Protection,
  type TradeSide,
} from '@/lib/domain';
import { englishWords, type Words } from '@/lib/i18n/words';

// The trade form: what the person typed (text in SOL, tokens and percent) becomes one request body in
// base units. The domain rules come first with plain messages (amounts, bounds, fee minimums, balances
// the browser knows), checked as the person types; then, when they send, the body goes through the
// lib/partner request schema the proxy validates with, so the browser's check and the server's cannot
// drift. That schema (and zod) is loaded for the send, not with the panel (./check.ts).

export type SlippageChoice = '50' | '100' | '300' | 'custom';

export interface TradeValues {
  side: TradeSide;
  /** In the side's unit: SOL for a buy, tokens for a buy exact out and a sell. */
  amount: string;
  mode: Protection['mode'];
  slippage: SlippageChoice;
  /** Percent, when `slippage` is custom. */
  customSlippage: string;
  /** Explicit mode: the bound in its unit (tokens for a buy, SOL otherwise). */
  bound: string;
  /** In SOL, as typed (a preset fills both). */
  priorityFee: string;
  tip: string;
}

export type TradeField = 'amount' | 'customSlippage' | 'bound' | 'priorityFee' | 'tip' | 'form';
export type TradeErrors = Partial<Record<TradeField, string>>;

export interface BuiltTrade {
  side: TradeSide;
  amount: bigint;
  bound: Bound;
  fees: Fees;
  /** The body for our proxy: `partnerFeeBps` is never in it (the server sets the rate). */
  body: Record<string, unknown>;
}

export type TradeBuild = { ok: true; trade: BuiltTrade } | { ok: false; errors: TradeErrors };

export function feeTexts(
  preset: FeePreset,
  words: Words = englishWords,
): Pick<TradeValues, 'priorityFee' | 'tip'> {
  const fees = FEE_PRESETS[preset];
  return {
    priorityFee: words.amount(fees.priorityFeeLamports, SOL_DECIMALS, { group: false }),
    tip: words.amount(fees.tipLamports, SOL_DECIMALS, { group: false }),
  };
}

export function initialValues(
  side: TradeSide = 'buy',
  amount = '',
  words: Words = englishWords,
): TradeValues {
  return {
    side,
    amount,
    mode: 'slippage',
    slippage: '100',
    customSlippage: '',
    bound: '',
    ...feeTexts('normal', words),
  };
}

function feeValue(
  text: string,
  min: bigint,
  what: 'priorityFee' | 'tip',
  words: Words,
): { value?: bigint; error?: string } {
  const parsed = words.readAmount(text, SOL_DECIMALS);
  if (!parsed.ok) return { error: parsed.message };
  if (parsed.value < min)
    return {
      error: words.t(what === 'tip' ? 'fees.tipTooLow' : 'fees.priorityFeeTooLow', { min: words.sol(min) }),
    };
  return { value: parsed.value };
}

/** The fees in lamports, or null while one of them is not valid. */
export function feesOf(
  values: Pick<TradeValues, 'priorityFee' | 'tip'>,
  words: Words = englishWords,
): Fees | null {
  const priority = feeValue(values.priorityFee, TRADE_LIMITS.priorityFeeLamportsMin, 'priorityFee', words);
  const tip = feeValue(values.tip, TRADE_LIMITS.tipLamportsMin, 'tip', words);
  if (priority.value === undefined || tip.value === undefined) return null;
  return { priorityFeeLamports: priority.value, tipLamports: tip.value };
}

/** The protection as chosen, or an error for its field. */
export function protectionOf(
  values: TradeValues,
  words: Words = englishWords,
): { protection?: Protection; error?: [TradeField, string] } {
  if (values.mode === 'slippage') {
    if (values.slippage !== 'custom')
      return { protection: { mode: 'slippage', slippageBps: BigInt(values.slippage) } };
    const parsed = parsePercentBps(values.customSlippage);
    if (!parsed.ok) return { error: ['customSlippage', parsed.message] };
    return { protection: { mode: 'slippage', slippageBps: parsed.value } };
  }
  const parsed = words.readAmount(values.bound, decimalsOf(BOUND_UNIT[values.side]));
  if (!parsed.ok) return { error: ['bound', parsed.message] };
  return { protection: { mode: 'explicit', bound: parsed.value } };
}

export interface BuildContext {
  mint: string;
  balances: Balances;
  /** Words for a balance the browser already knows is too low. */
  describeBalance: (problem: BalanceProblem) => string;
  /** The widget's language: amounts read its way, refusals said in it (English when absent). */
  words?: Words;
}

/** An amount above zero in the unit of `side`'s amount, read the language's way. */
export function positiveAmount(text: string, side: TradeSide, words: Words = englishWords) {
  if (words === englishWords) return parsePositive(text, AMOUNT_UNIT[side]);
  const parsed = words.readAmount(text, decimalsOf(AMOUNT_UNIT[side]));
  if (parsed.ok && parsed.value === 0n) return { ok: false as const, message: words.t('amount.zero') };
  return parsed;
}

/** The request of a trade from the form by the domain rules, or the errors to show beside each field. */
export function buildTrade(values: TradeValues, ctx: BuildContext): TradeBuild {
  const errors: TradeErrors = {};
  const words = ctx.words ?? englishWords;
  const amount = positiveAmount(values.amount, values.side, words);
  if (!amount.ok) errors.amount = amount.message;
  const { protection, error } = protectionOf(values, words);
  if (error) errors[error[0]] = error[1];
  const priority = feeValue(values.priorityFee, TRADE_LIMITS.priorityFeeLamportsMin, 'priorityFee', words);
  const tip = feeValue(values.tip, TRADE_LIMITS.tipLamportsMin, 'tip', words);
  if (priority.error) errors.priorityFee = priority.error;
  if (tip.error) errors.tip = tip.error;
  if (!amount.ok || !protection || priority.value === undefined || tip.value === undefined)
    return { ok: false, errors };

  const fees = { priorityFeeLamports: priority.value, tipLamports: tip.value };
  const problem = balanceProblem(values.side, amount.value, fees, ctx.balances);
  if (problem) {
    const field = problem.code === 'insufficient_sol' && values.side !== 'buy' ? 'form' : 'amount';
    return { ok: false, errors: { [field]: ctx.describeBalance(problem) } };
  }
  const body = {
    mint: ctx.mint,
    ...tradeBody(values.side, amount.value, protection),
    priorityFeeLamports: fees.priorityFeeLamports.toString(),
    tipLamports: fees.tipLamports.toString(),
  };
  const bound = boundOf(values.side, protection);
  return { ok: true, trade: { side: values.side, amount: amount.value, bound, fees, body } };
}

/** A starting amount in the dot form as the field shows it in the panel's language; "" when the unit cannot hold it. */
export function startingAmount(amount: string | null, side: TradeSide, words: Words): string {
  if (!amount) return '';
  const decimals = decimalsOf(AMOUNT_UNIT[side]);
  const parsed = parseAmount(amount, decimals);
  return parsed.ok && !amount.includes(',') ? words.amount(parsed.value, decimals, { group: false }) : '';
}
