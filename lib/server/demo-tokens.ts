import 'server-only';
import { z } from 'zod';
import { serverConfig } from './config';

// The simulator's demo tokens for the home page, read from its control API (`GET /__sim/world`), which
// exists only when the built-in simulator stands in for the service. This is not the partner API, so it
// does not go through the upstream transport: no credentials are sent. Any failure means no list.

export interface DemoToken {
  mint: string;
  name: string;
  symbol: string;
  hasGovernance: boolean;
  /** One line on what the token shows. */
  note: string;
}

const worldSchema = z.object({
  tokens: z.array(
    z.object({
      mint: z.string(),
      name: z.string(),
      symbol: z.string(),
      governance: z.string().nullable().optional(),
      note: z.string().default(''),
    }),
  ),
});

const TIMEOUT_MS = 3000;

/**
 * Every token of the seed, in its order: those with governance, and those without it that show a trade's
 * situations (PLAIN, and the curve and pool tokens GRASS, EDGE, MIGR, OPEN, POOL).
 */
export function pickDemoTokens(world: unknown): DemoToken[] {
  const parsed = worldSchema.safeParse(world);
  if (!parsed.success) return [];
  return parsed.data.tokens.map((t) => ({
    mint: t.mint,
    name: t.name,
    symbol: t.symbol,
    hasGovernance: Boolean(t.governance),
    note: t.note,
  }));
}

/** The simulator's seed, or null with a real upstream or on any failure. */
async function world(): Promise<unknown> {
  const config = serverConfig();
  if (!config.simulated) return null;
  try {
    const response = await fetch(`${config.baseUrl}/__sim/world`, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: 'no-store',
    });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

export async function demoTokens(): Promise<DemoToken[]> {
  return pickDemoTokens(await world());
}

export interface TradeDemo {
  buy: { mint: string; symbol: string };
  sell: { mint: string; symbol: string };
}

/** The widget demo's two tokens: GRASS (bonding curve) to buy, POOL (pool) to sell; null when absent. */
export function pickTradeDemo(world: unknown): TradeDemo | null {
  const parsed = worldSchema.safeParse(world);
  if (!parsed.success) return null;
  const find = (symbol: string) => parsed.data.tokens.find((t) => t.symbol === symbol);
  const buy = find('GRASS');
  const sell = find('POOL');
  if (!buy || !sell) return null;
  return { buy: { mint: buy.mint, symbol: buy.symbol }, sell: { mint: sell.mint, symbol: sell.symbol } };
}

export async function tradeDemo(): Promise<TradeDemo | null> {
  return pickTradeDemo(await world());
}
