import type { FieldErrors, Resolver } from 'react-hook-form';
import { UNREACHABLE_MESSAGE } from '@/lib/client/api';
import {
  buildTrade,
  type BuildContext,
  type BuiltTrade,
  type TradeBuild,
  type TradeErrors,
  type TradeValues,
} from './form';

// The trade form's resolver: the domain rules (./form.ts) on every check, then the endpoint's request
// schema from lib/partner, the proxy's own check. The schemas (and zod) load on first use, apart from
// the panel: the panel warms them when the person turns to it.

/** The request schemas of the three trade endpoints, loaded on first use. */
export async function loadTradeSchemas() {
  const { buyExactOutRequestSchema, buyRequestSchema, sellRequestSchema } =
    await import('@/lib/partner/requests-trade');
  return { buy: buyRequestSchema, 'buy-exact-out': buyExactOutRequestSchema, sell: sellRequestSchema };
}

/**
 * A built trade through the endpoint's request schema, the proxy's own check: the body as the schema
 * outputs it, or the schema's first message for the whole form. Rejects when the schema cannot be loaded.
 */
export async function checkTrade(trade: BuiltTrade): Promise<TradeBuild> {
  const checked = (await loadTradeSchemas())[trade.side].safeParse(trade.body);
  if (!checked.success) {
    return { ok: false, errors: { form: checked.error.issues[0]?.message ?? 'This trade is not valid.' } };
  }
  return { ok: true, trade: { ...trade, body: checked.data } };
}

function fieldErrors(errors: TradeErrors): FieldErrors<TradeValues> {
  const fields: Record<string, { type: string; message: string }> = {};
  for (const [field, message] of Object.entries(errors)) fields[field] = { type: 'validate', message };
  return fields as FieldErrors<TradeValues>;
}

/**
 * The form's values to the trade to send: each field's message from the domain rules, else the request
 * schema's refusal for the whole form (or, when it cannot be loaded, that the service is out of reach).
 */
export const tradeResolver: Resolver<TradeValues, BuildContext, BuiltTrade> = async (values, context) => {
  const built = buildTrade(values, context!);
  if (!built.ok) return { values: {}, errors: fieldErrors(built.errors) };
  const checked = await checkTrade(built.trade).catch((): TradeBuild => ({
    ok: false,
    errors: { form: UNREACHABLE_MESSAGE },
  }));
  return checked.ok
    ? { values: checked.trade, errors: {} }
    : { values: {}, errors: fieldErrors(checked.errors) };
};
