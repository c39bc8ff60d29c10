// Conformance: every trade refused before a transaction is built, in both modes and both venues. None of
// these cases changes the world, so they share one.
import { describe, expect, it } from 'vitest';
import { forFile } from '@/test/support/for-file';
import { testToken } from '@/test/support/simulator/fixtures';
import { bearer, json } from '@/test/support/simulator/harness';
import { POOL_FEE_BPS, SOL, TOKEN, U64_MAX } from './params';
import { poolSellExactIn } from './pool';
import {
  startMarketWorld,
  type MarketWorld,
  type TradePath,
  FEES,
  PATHS,
} from '@/test/support/simulator/market-kit';

let w: MarketWorld;
forFile(startMarketWorld, (started) => (w = started), { stop: (world) => world.sim.close() });

const slip = { slippageBps: 100 };
const big = String(U64_MAX + 1n);
const sol = (n: bigint) => String(n * SOL);
const tokens = (n: bigint) => String(n * TOKEN);
/** What 1M POOL tokens fetch at the seeded pool before any partner fee: enough for minSolOut without a fee. */
const proceeds = poolSellExactIn(
  { sol: 95n * SOL, tokens: 190_000_000n * TOKEN, feeBps: POOL_FEE_BPS },
  1_000_000n * TOKEN,
);
const poolProceeds = proceeds.ok ? proceeds.value : 0n;

interface Case {
  name: string;
  path: TradePath;
  who: string;
  /** Symbol of the seed token, or a literal mint. */
  mint: string;
  body: Record<string, unknown>;
  status: number;
  error: string;
  extra?: Record<string, unknown>;
}

// prettier-ignore
const cases: Case[] = [
  { name: 'amount above u64', path: 'buy', who: 'alice', mint: 'GRASS', body: { maxSolIn: big, ...slip }, status: 422, error: 'math_overflow' },
  { name: 'explicit bound above u64', path: 'sell', who: 'alice', mint: 'POOL', body: { tokensIn: '1', minSolOut: big }, status: 422, error: 'math_overflow' },
  { name: 'tokensOut above u64', path: 'exact', who: 'alice', mint: 'POOL', body: { tokensOut: big, ...slip }, status: 422, error: 'math_overflow' },
  { name: 'fees above u64', path: 'buy', who: 'alice', mint: 'POOL', body: { maxSolIn: '1000', ...slip, tipLamports: String(U64_MAX) }, status: 422, error: 'math_overflow' },
  { name: 'zero amount', path: 'sell', who: 'alice', mint: 'POOL', body: { tokensIn: '0', ...slip }, status: 400, error: 'invalid_input' },
  { name: 'too small to fill', path: 'buy', who: 'alice', mint: 'POOL', body: { maxSolIn: '1', minTokensOut: '0' }, status: 400, error: 'invalid_input' },
  { name: 'fee from a basic-tier app', path: 'buy', who: 'alice@demo-dashboard_app', mint: 'POOL', body: { maxSolIn: sol(1n), ...slip, partnerFeeBps: 100 }, status: 400, error: 'partner_fee_not_configured' },
  { name: 'partnerFeeBps 0 from a basic app is fine until the quote', path: 'buy', who: 'alice@demo-dashboard_app', mint: 'MIGR', body: { maxSolIn: sol(1n), ...slip, partnerFeeBps: 0 }, status: 409, error: 'migration_pending' },
  { name: 'unknown mint', path: 'buy', who: 'alice', mint: 'So11111111111111111111111111111111111111112', body: { maxSolIn: sol(1n), ...slip }, status: 422, error: 'insufficient_liquidity' },
  { name: 'migrating (buy, explicit)', path: 'buy', who: 'alice', mint: 'MIGR', body: { maxSolIn: sol(1n), minTokensOut: '0' }, status: 409, error: 'migration_pending' },
  { name: 'migrating (sell, slippage)', path: 'sell', who: 'alice', mint: 'MIGR', body: { tokensIn: tokens(1n), ...slip }, status: 409, error: 'migration_pending' },
  { name: 'pool not open (exact-out)', path: 'exact', who: 'alice', mint: 'OPEN', body: { tokensOut: tokens(1n), ...slip }, status: 409, error: 'pool_not_open' },
  { name: 'pool not open (sell)', path: 'sell', who: 'alice', mint: 'OPEN', body: { tokensIn: tokens(1n), minSolOut: '0' }, status: 409, error: 'pool_not_open' },
  { name: 'no token account (pool)', path: 'sell', who: 'bob', mint: 'POOL', body: { tokensIn: tokens(1n), ...slip }, status: 422, error: 'missing_sell_token_account' },
  { name: 'no token account (curve)', path: 'sell', who: 'bob', mint: 'EDGE', body: { tokensIn: tokens(1n), minSolOut: '0' }, status: 422, error: 'missing_sell_token_account' },
  { name: 'selling more than held', path: 'sell', who: 'alice', mint: 'GRASS', body: { tokensIn: tokens(21_000_000n), ...slip }, status: 422, error: 'insufficient_tokens', extra: { requiredTokens: tokens(21_000_000n), availableTokens: tokens(20_000_000n) } },
  { name: 'budget above the balance', path: 'buy', who: 'bob', mint: 'POOL', body: { maxSolIn: sol(121n), ...slip }, status: 422, error: 'insufficient_sol', extra: { requiredLamports: String(121n * SOL + 10_000n + 1_001_000n + 2_039_280n), availableLamports: sol(120n) } },
  { name: 'exact-out cost above the balance', path: 'exact', who: 'bob', mint: 'POOL', body: { tokensOut: tokens(150_000_000n), maxSolIn: '0' }, status: 422, error: 'insufficient_sol', extra: { availableLamports: sol(120n) } },
  { name: 'curve cannot fill (exact-out)', path: 'exact', who: 'dana', mint: 'GRASS', body: { tokensOut: tokens(500_000_000n), ...slip }, status: 422, error: 'insufficient_liquidity' },
  { name: 'curve cannot fill (buy)', path: 'buy', who: 'dana', mint: 'GRASS', body: { maxSolIn: sol(200n), ...slip }, status: 422, error: 'insufficient_liquidity' },
  { name: 'more than the 2M left on EDGE', path: 'buy', who: 'alice', mint: 'EDGE', body: { maxSolIn: sol(1n), minTokensOut: '0' }, status: 422, error: 'insufficient_liquidity' },
  { name: 'pool cannot give its last token', path: 'exact', who: 'dana', mint: 'POOL', body: { tokensOut: tokens(190_000_000n), ...slip }, status: 422, error: 'insufficient_liquidity' },
  { name: 'over the per-trade cap', path: 'buy', who: 'alice@live-shop_app', mint: 'POOL', body: { maxSolIn: sol(6n), ...slip }, status: 403, error: 'trade_cap_exceeded', extra: { maxTradeLamports: sol(5n) } },
  { name: 'over the per-trade cap (exact-out maxSolIn)', path: 'exact', who: 'alice@live-shop_app', mint: 'POOL', body: { tokensOut: tokens(1n), maxSolIn: sol(6n) }, status: 403, error: 'trade_cap_exceeded', extra: { maxTradeLamports: sol(5n) } },
  { name: 'over the daily cap', path: 'buy', who: 'alice@live-shop_app', mint: 'GRASS', body: { maxSolIn: sol(4n), minTokensOut: '0' }, status: 403, error: 'daily_cap_exceeded', extra: { dailyVolumeCapLamports: sol(20n), spentTodayLamports: sol(17n) } },
  { name: 'daily cap is per user', path: 'buy', who: 'bob@live-shop_app', mint: 'POOL', body: { maxSolIn: sol(5n), minTokensOut: tokens(1_000_000_000n) }, status: 422, error: 'slippage_exceeded' },
  { name: 'per-wallet cap on the curve (buy)', path: 'buy', who: 'dana', mint: 'GRASS', body: { maxSolIn: sol(20n), ...slip }, status: 422, error: 'buy_limit_exceeded' },
  { name: 'per-wallet cap on the curve (exact-out)', path: 'exact', who: 'alice', mint: 'GRASS', body: { tokensOut: tokens(80_000_001n), maxSolIn: '0' }, status: 422, error: 'buy_limit_exceeded' },
  { name: 'explicit minTokensOut not met (curve)', path: 'buy', who: 'alice', mint: 'GRASS', body: { maxSolIn: sol(1n), minTokensOut: tokens(1_000_000_000n) }, status: 422, error: 'slippage_exceeded' },
  { name: 'explicit minTokensOut not met (pool)', path: 'buy', who: 'alice', mint: 'POOL', body: { maxSolIn: sol(1n), minTokensOut: tokens(2_000_000n) }, status: 422, error: 'slippage_exceeded' },
  { name: 'explicit maxSolIn not met (exact-out)', path: 'exact', who: 'alice', mint: 'GRASS', body: { tokensOut: tokens(1n), maxSolIn: '1' }, status: 422, error: 'slippage_exceeded' },
  { name: 'slippage mode, maxSolIn below the quote', path: 'exact', who: 'alice', mint: 'POOL', body: { tokensOut: tokens(1n), maxSolIn: '1', ...slip }, status: 422, error: 'slippage_exceeded' },
  { name: 'explicit minSolOut not met (pool)', path: 'sell', who: 'alice', mint: 'POOL', body: { tokensIn: tokens(1n), minSolOut: sol(1n) }, status: 422, error: 'slippage_exceeded' },
  { name: 'minSolOut counts after the partner fee', path: 'sell', who: 'alice', mint: 'POOL', body: { tokensIn: tokens(1_000_000n), minSolOut: String(poolProceeds), partnerFeeBps: 1 }, status: 422, error: 'slippage_exceeded' },
  { name: '1-click trading off', path: 'buy', who: 'carol', mint: 'POOL', body: { maxSolIn: sol(1n), ...slip }, status: 403, error: 'delegation_missing' },
  { name: 'partner fee out of range', path: 'buy', who: 'alice', mint: 'POOL', body: { maxSolIn: sol(1n), ...slip, partnerFeeBps: 10_000 }, status: 400, error: 'invalid_partner_fee' },
];

describe('trades refused before a transaction is built', () => {
  it.each(cases)('$name → $status $error', async (c) => {
    const sim = w.sim.sim();
    const before = sim.ledger.transactionCount();
    const mint = w.mints[c.mint] ?? c.mint;
    const { status, body } = await w.trade(c.path, c.who, { mint, ...c.body });
    expect({ status, error: body.error }).toEqual({ status: c.status, error: c.error });
    if (c.extra) expect(body).toMatchObject(c.extra);
    expect(body.signature).toBeUndefined();
    expect(sim.ledger.transactionCount()).toBe(before);
  });

  it('answers insufficient_scope without trade:execute', async () => {
    const token = testToken('alice', 'partner-pro_app', ['profile:read']);
    const body = { mint: w.mints.POOL, maxSolIn: '1000', ...slip, ...FEES };
    const res = await json(await w.sim.request(PATHS.buy, bearer(token, body)));
    expect({ status: res.status, error: res.body.error }).toEqual({
      status: 403,
      error: 'insufficient_scope',
    });
  });
});
