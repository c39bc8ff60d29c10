// Conformance: successful trades in both venues, both modes, with and without a partner fee. Each
// answers `{signature, mint, status: 'submitted'}`, and its one transaction carries the fill.
import type { Address } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { forFile } from '@/test/support/for-file';
import { SOL, TOKEN } from './params';
import { startMarketWorld, type MarketWorld, type TradePath } from '@/test/support/simulator/market-kit';

let w: MarketWorld;
forFile(startMarketWorld, (started) => (w = started), { stop: (world) => world.sim.close() });

interface Case {
  path: TradePath;
  symbol: 'GRASS' | 'POOL';
  body: Record<string, unknown>;
  fee: number;
}

const modes = [{ slippageBps: 300 }, {}] as const;
const bounds: Record<TradePath, Record<string, string>> = {
  buy: { minTokensOut: '0' },
  exact: { maxSolIn: '0' },
  sell: { minSolOut: '1' },
};
const amounts: Record<TradePath, Record<string, string>> = {
  buy: { maxSolIn: String(SOL / 10n) },
  exact: { tokensOut: String(1_000_000n * TOKEN) },
  sell: { tokensIn: String(500_000n * TOKEN) },
};
const cases: Case[] = (['GRASS', 'POOL'] as const).flatMap((symbol) =>
  (['buy', 'exact', 'sell'] as const).flatMap((path) =>
    modes.flatMap((mode) =>
      [0, 150].map((fee) => ({
        path,
        symbol,
        fee,
        body: { ...amounts[path], ...('slippageBps' in mode ? mode : bounds[path]) },
      })),
    ),
  ),
);

describe('successful trades', () => {
  it.each(cases)('$path on $symbol $body fee $fee bps', async (c) => {
    const { ledger } = w.sim.sim();
    const mint = w.mints[c.symbol]! as Address;
    const [tokensBefore, solBefore, feeBefore] = [
      ledger.tokenBalance(w.alice, mint),
      ledger.solBalance(w.alice),
      ledger.solBalance(w.feeWallet),
    ];
    const res = await w.trade(c.path, 'alice', { mint, ...c.body, partnerFeeBps: c.fee });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ signature: expect.any(String), mint, status: 'submitted' });
    const tx = ledger.transaction(res.body.signature as string)!;
    expect(tx.meta.err).toBeNull();
    expect(tx.meta.fee).toBe(2n * 5000n + 1000n + 1_000_000n);
    const tokenDelta = ledger.tokenBalance(w.alice, mint) - tokensBefore;
    const solDelta = ledger.solBalance(w.alice) - solBefore;
    const feeDelta = ledger.solBalance(w.feeWallet) - feeBefore;
    if (c.path === 'buy') {
      expect(tokenDelta).toBeGreaterThan(0n);
      expect(solDelta).toBe(-(SOL / 10n) - tx.meta.fee);
      expect(feeDelta).toBe(((SOL / 10n) * BigInt(c.fee)) / 10_000n);
    } else if (c.path === 'exact') {
      expect(tokenDelta).toBe(1_000_000n * TOKEN);
      const paid = -solDelta - tx.meta.fee;
      expect(feeDelta).toBe(((paid - feeDelta) * BigInt(c.fee)) / 10_000n);
    } else {
      expect(tokenDelta).toBe(-500_000n * TOKEN);
      const net = solDelta + tx.meta.fee;
      expect(net).toBeGreaterThan(0n);
      expect(feeDelta).toBe(((net + feeDelta) * BigInt(c.fee)) / 10_000n);
    }
    if (c.fee === 0) expect(feeDelta).toBe(0n);
  });

  it('a buy on the curve moves real reserves: SOL into the curve vault, tokens out of its token account', async () => {
    const before = await w.token('GRASS');
    const res = await w.trade('buy', 'bob', { mint: w.mints.GRASS, maxSolIn: String(SOL), slippageBps: 0 });
    expect(res.status).toBe(200);
    const after = await w.token('GRASS');
    expect(BigInt(after.reserves.solLamports!) - BigInt(before.reserves.solLamports!)).toBe(SOL);
    expect(BigInt(after.reserves.tokens!)).toBeLessThan(BigInt(before.reserves.tokens!));
    expect(BigInt(after.priceLamportsPerToken as string)).toBeGreaterThan(
      BigInt(before.priceLamportsPerToken as string),
    );
  });

  it('a buy creates the token account of a first-time holder (bob on POOL), then bob can sell', async () => {
    const buy = await w.trade('buy', 'bob', { mint: w.mints.POOL, maxSolIn: String(SOL), minTokensOut: '1' });
    expect(buy.status).toBe(200);
    const sell = await w.trade('sell', 'bob', {
      mint: w.mints.POOL,
      tokensIn: String(TOKEN),
      slippageBps: 50,
    });
    expect(sell.status).toBe(200);
  });

  it('slippage mode does not read the explicit bound fields', async () => {
    const mint = w.mints.POOL;
    const huge = String(10n ** 18n);
    expect(
      (await w.trade('buy', 'alice', { mint, maxSolIn: String(SOL), minTokensOut: huge, slippageBps: 0 }))
        .status,
    ).toBe(200);
    expect(
      (await w.trade('sell', 'alice', { mint, tokensIn: String(TOKEN), minSolOut: huge, slippageBps: 0 }))
        .status,
    ).toBe(200);
  });

  it('buy-exact-out in slippage mode honours maxSolIn when it is above the quote', async () => {
    const res = await w.trade('exact', 'alice', {
      mint: w.mints.POOL,
      tokensOut: String(TOKEN),
      maxSolIn: String(SOL),
      slippageBps: 0,
    });
    expect(res.status).toBe(200);
  });
});
