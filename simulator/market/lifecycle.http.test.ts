// Conformance: venue lifecycle, in-flight failures and time-based rules. Each test starts from a fresh seed.
import type { Address } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { forFile } from '@/test/support/for-file';
import { SOL, TOKEN } from './params';
import { startMarketWorld, type MarketWorld } from '@/test/support/simulator/market-kit';

let w: MarketWorld;
forFile(startMarketWorld, (started) => (w = started), {
  stop: (world) => world.sim.close(),
  each: (world) => world.reset(),
});

const advance = (seconds: number) => w.control('/__sim/clock', { advanceSeconds: seconds });
const buyPool = (symbol: string) =>
  w.trade('buy', 'dana', { mint: w.mints[symbol], maxSolIn: String(SOL), slippageBps: 100 });

/**
 * Buys on the pool of `symbol` after each wait (seconds on the simulator clock), expecting each answer:
 * the error code of a refusal, or 200.
 */
async function expectPoolBuys(symbol: string, steps: [wait: number, answer: string | 200][]) {
  for (const [wait, answer] of steps) {
    if (wait > 0) await advance(wait);
    const res = await buyPool(symbol);
    expect(answer === 200 ? res.status : res.body.error, `${symbol} after ${wait} s`).toBe(answer);
  }
}

describe('venue lifecycle', () => {
  it('EDGE: buying the last 2M tokens completes the curve; migration_pending, pool_not_open, then the pool', async () => {
    const curveSol = BigInt((await w.token('EDGE')).reserves.solLamports!);
    const last = await w.trade('exact', 'alice', {
      mint: w.mints.EDGE,
      tokensOut: String(2_000_000n * TOKEN),
      slippageBps: 100,
    });
    expect(last.status).toBe(200);
    const edge = await w.token('EDGE');
    expect(edge.venue).toBe('migration_pending');
    expect(BigInt(edge.reserves.solLamports!)).toBeGreaterThan(curveSol);
    expect(edge.reserves.tokens).toBe(String(206_900_000n * TOKEN));
    await expectPoolBuys('EDGE', [
      [0, 'migration_pending'],
      [119, 'migration_pending'],
      [1, 'pool_not_open'],
      [20, 200],
    ]);
  });

  it('MIGR and OPEN clear by themselves on the simulator clock', async () => {
    await expectPoolBuys('OPEN', [
      [0, 'pool_not_open'],
      [20, 200],
    ]);
    await expectPoolBuys('MIGR', [
      [0, 'migration_pending'],
      [100, 'pool_not_open'],
      [20, 200],
    ]);
  });

  it('two concurrent buys of what is left on EDGE: one fills, the other meets the completed curve', async () => {
    const body = { mint: w.mints.EDGE, tokensOut: String(2_000_000n * TOKEN), slippageBps: 100 };
    const results = await Promise.all([w.trade('exact', 'alice', body), w.trade('exact', 'dana', body)]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    const loser = results.find((r) => r.status !== 200)!;
    expect(['curve_complete', 'migration_pending']).toContain(loser.body.error);
  });

  it('curve_complete: the curve sells out between quote and execution (quote drift on EDGE)', async () => {
    const { ledger } = w.sim.sim();
    const alice = w.sim.sim().users.get('alice')!.wallet;
    const before = ledger.solBalance(alice);
    await w.control('/__sim/market/next-quote-drift', { mint: w.mints.EDGE, bps: 5000 });
    const res = await w.trade('exact', 'alice', {
      mint: w.mints.EDGE,
      tokensOut: String(TOKEN),
      maxSolIn: '0',
    });
    expect({ status: res.status, error: res.body.error }).toEqual({ status: 422, error: 'curve_complete' });
    expect(ledger.solBalance(alice)).toBe(before);
    expect((await w.token('EDGE')).venue).toBe('migration_pending');
  });
});

describe('bounds that move between quote and execution', () => {
  it('a quote drift past the slippage lands the trade failed: submitted, err set, fees paid, nothing filled', async () => {
    const { ledger } = w.sim.sim();
    const alice = w.sim.sim().users.get('alice')!.wallet;
    const mint = w.mints.POOL! as Address;
    const [sol, tokens] = [ledger.solBalance(alice), ledger.tokenBalance(alice, mint)];
    await w.control('/__sim/market/next-quote-drift', { mint, bps: 300 });
    const res = await w.trade('buy', 'alice', {
      mint,
      maxSolIn: String(SOL),
      slippageBps: 100,
      partnerFeeBps: 100,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ signature: expect.any(String), mint, status: 'submitted' });
    const tx = ledger.transaction(res.body.signature as string)!;
    expect(tx.meta.err).not.toBeNull();
    expect(ledger.solBalance(alice)).toBe(sol - tx.meta.fee);
    expect(ledger.tokenBalance(alice, mint)).toBe(tokens);
  });

  it('a sell drift lands failed past the slippage; an explicit minSolOut that still holds fills', async () => {
    const { ledger } = w.sim.sim();
    const sell = { mint: w.mints.GRASS, tokensIn: String(1_000_000n * TOKEN) };
    await w.control('/__sim/market/next-quote-drift', { mint: w.mints.GRASS, bps: 200 });
    const loose = await w.trade('sell', 'alice', { ...sell, minSolOut: '1' });
    expect(ledger.transaction(loose.body.signature as string)!.meta.err).toBeNull();
    await w.control('/__sim/market/next-quote-drift', { mint: w.mints.GRASS, bps: 200 });
    const strict = await w.trade('sell', 'alice', { ...sell, slippageBps: 10 });
    expect(strict.status).toBe(200);
    expect(ledger.transaction(strict.body.signature as string)!.meta.err).not.toBeNull();
  });

  it('a drift within the slippage fills at the moved price', async () => {
    await w.control('/__sim/market/next-quote-drift', { mint: w.mints.POOL, bps: 10 });
    const res = await w.trade('buy', 'alice', {
      mint: w.mints.POOL,
      maxSolIn: String(SOL),
      slippageBps: 500,
    });
    expect(w.sim.sim().ledger.transaction(res.body.signature as string)!.meta.err).toBeNull();
  });

  it('minSolOut is checked after the partner fee: the fee-free proceeds pass without a fee', async () => {
    const { ledger } = w.sim.sim();
    const probe = await w.trade('sell', 'alice', {
      mint: w.mints.POOL,
      tokensIn: String(TOKEN),
      slippageBps: 0,
    });
    const meta = ledger.transaction(probe.body.signature as string)!.meta;
    expect(meta.err).toBeNull();
    const next = await w.trade('sell', 'alice', {
      mint: w.mints.POOL,
      tokensIn: String(TOKEN),
      minSolOut: '1',
      partnerFeeBps: 9999,
    });
    expect(next.status).toBe(200);
  });

  it('move-price before the request makes an explicit bound from an older quote fail without a transaction', async () => {
    const mint = w.mints.GRASS!;
    const probe = await w.trade('buy', 'bob', {
      mint,
      maxSolIn: String(SOL),
      minTokensOut: String(999_999_999n * TOKEN),
    });
    expect(probe.body.error).toBe('slippage_exceeded');
    const moved = await w.control('/__sim/market/move-price', {
      mint,
      side: 'buy',
      lamports: String(10n * SOL),
    });
    expect(moved.status).toBe(200);
    expect(moved.body.signature).toEqual(expect.any(String));
    const count = w.sim.sim().ledger.transactionCount();
    const res = await w.trade('buy', 'bob', {
      mint,
      maxSolIn: String(SOL),
      minTokensOut: String(18_000_000n * TOKEN),
    });
    expect(res.body.error).toBe('slippage_exceeded');
    expect(w.sim.sim().ledger.transactionCount()).toBe(count);
  });
});
