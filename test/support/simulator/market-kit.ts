// Helpers for the market's HTTP and RPC tests (not used by the product).
import type { Address } from '@solana/kit';
import { bearer, json, startSimulator, type RunningSimulator } from './harness';
import { noGovernance, testOAuth, testToken } from './fixtures';
import { marketModule } from '@/simulator/market';

export const FEES = { priorityFeeLamports: '1000', tipLamports: '1000000' };
export const PATHS = {
  buy: '/partner/v1/trades/buy',
  exact: '/partner/v1/trades/buy-exact-out',
  sell: '/partner/v1/trades/sell',
} as const;
export type TradePath = keyof typeof PATHS;

export interface MarketWorld {
  sim: RunningSimulator;
  mints: Record<string, string>;
  /** The seed's wallet of alice, and the fee wallet of partner-pro_app (the client `trade` uses by default). */
  alice: Address;
  feeWallet: Address;
  trade(
    path: TradePath,
    who: string,
    body: Record<string, unknown>,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
  control(path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
  token(
    symbol: string,
  ): Promise<Record<string, unknown> & { venue: string; reserves: Record<string, string> }>;
  /** Rebuilds the world from the seed (the clock starts again) and lifts the rate limits. */
  reset(): Promise<void>;
}

/** `who` is `user` or `user@clientId` (default client partner-pro_app). */
function tokenFor(who: string): string {
  const [user = '', client = 'partner-pro_app'] = who.split('@');
  return testToken(user, client);
}

export async function startMarketWorld(): Promise<MarketWorld> {
  const sim = await startSimulator({ oauth: testOAuth, governance: noGovernance, market: marketModule });
  const post = async (path: string, body?: unknown) =>
    json(
      await sim.request(path, {
        method: 'POST',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  const lift = () =>
    post('/__sim/config', {
      tierBudgetPerMinute: { basic: 100_000, partner: 100_000 },
      bucketPerMinute: { trade: 100_000 },
    });
  const world: MarketWorld = {
    sim,
    mints: {},
    alice: sim.sim().users.get('alice')!.wallet,
    feeWallet: sim.sim().clients.get('partner-pro_app')!.feeWallet!,
    trade: async (path, who, body) =>
      json(await sim.request(PATHS[path], bearer(tokenFor(who), { ...FEES, ...body }))),
    control: post,
    token: async (symbol) => {
      const { body } = await json(await sim.request('/__sim/market'));
      const tokens = body.tokens as { symbol: string; venue: string; reserves: Record<string, string> }[];
      const found = tokens.find((t) => t.symbol === symbol);
      if (!found) throw new Error(`no token ${symbol}`);
      return found;
    },
    reset: async () => {
      await post('/__sim/reset');
      await lift();
    },
  };
  await lift();
  const { body } = await json(await sim.request('/__sim/market'));
  for (const t of body.tokens as { symbol: string; mint: string }[]) world.mints[t.symbol] = t.mint;
  return world;
}
