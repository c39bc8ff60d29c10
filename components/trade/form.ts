import {
  AMOUNT_UNIT,
  balanceProblem,
  BOUND_UNIT,
  boundOf,
  decimalsOf,
  FEE_PRESETS,
  formatSol,
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
import { solAmount } from '@/lib/format';

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

export function feeTexts(preset: FeePreset): Pick<TradeValues, 'priorityFee' | 'tip'> {
  const fees = FEE_PRESETS[preset];
  return {
    priorityFee: formatSol(fees.priorityFeeLamports, { group: false }),
    tip: formatSol(fees.tipLamports, { group: false }),
  };
}

export function initialValues(side: TradeSide = 'buy'): TradeValues {
  return {
    side,
    amount: '',
    mode: 'slippage',
    slippage: '100',
    customSlippage: '',
    bound: '',
    ...feeTexts('normal'),
  };
}

function feeValue(text: string, min: bigint, what: string): { value?: bigint; error?: string } {
  const parsed = parseAmount(text, SOL_DECIMALS);
  if (!parsed.ok) return { error: parsed.message };
  if (parsed.value < min) return { error: `The ${what} must be at least ${solAmount(min)}.` };
  return { value: parsed.value };
}

/** The fees in lamports, or null while one of them is not valid. */
export function feesOf(values: Pick<TradeValues, 'priorityFee' | 'tip'>): Fees | null {
  const priority = feeValue(values.priorityFee, TRADE_LIMITS.priorityFeeLamportsMin, 'priority fee');
  const tip = feeValue(values.tip, TRADE_LIMITS.tipLamportsMin, 'tip');
  if (priority.value === undefined || tip.value === undefined) return null;
  return { priorityFeeLamports: priority.value, tipLamports: tip.value };
}

/** The protection as chosen, or an error for its field. */
export function protectionOf(values: TradeValues): { protection?: Protection; error?: [TradeField, string] } {
  if (values.mode === 'slippage') {
    if (values.slippage !== 'custom')
      return { protection: { mode: 'slippage', slippageBps: BigInt(values.slippage) } };
    const parsed = parsePercentBps(values.customSlippage);
    if (!parsed.ok) return { error: ['customSlippage', parsed.message] };
    return { protection: { mode: 'slippage', slippageBps: parsed.value } };
  }
  const parsed = parseAmount(values.bound, decimalsOf(BOUND_UNIT[values.side]));
  if (!parsed.ok) return { error: ['bound', parsed.message] };
  return { protection: { mode: 'explicit', bound: parsed.value } };
}

export interface BuildContext {
  mint: string;
  balances: Balances;
  /** Words for a balance the browser already knows is too low. */
  describeBalance: (problem: BalanceProblem) => string;
}

/** The request of a trade from the form by the domain rules, or the errors to show beside each field. */
export function buildTrade(values: TradeValues, ctx: BuildContext): TradeBuild {
  const errors: TradeErrors = {};
  const amount = parsePositive(values.amount, AMOUNT_UNIT[values.side]);
  if (!amount.ok) errors.amount = amount.message;
  const { protection, error } = protectionOf(values);
  if (error) errors[error[0]] = error[1];
  const priority = feeValue(values.priorityFee, TRADE_LIMITS.priorityFeeLamportsMin, 'priority fee');
  const tip = feeValue(values.tip, TRADE_LIMITS.tipLamportsMin, 'tip');
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
