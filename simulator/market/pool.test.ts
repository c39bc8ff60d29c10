import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isqrt } from './amm';
import { BPS, POOL_FEE_BPS, SOL, TOKEN, U64_MAX } from './params';
import { poolBuyExactIn, poolBuyExactOut, poolSellExactIn, type PoolReserves } from './pool';

const poolArb = fc
  .record({
    sol: fc.bigInt({ min: SOL, max: 10_000n * SOL }),
    tokens: fc.bigInt({ min: TOKEN, max: 10n ** 15n }),
  })
  .map((r): PoolReserves => ({ ...r, feeBps: POOL_FEE_BPS }));

function value(result: ReturnType<typeof poolBuyExactIn>): bigint {
  if (!result.ok) throw new Error(result.code);
  return result.value;
}

describe('constant-product pool math', () => {
  it('takes the fee from the input and rounds the output down', () => {
    const p: PoolReserves = { sol: 100n * SOL, tokens: 200_000_000n * TOKEN, feeBps: 25n };
    const net = (SOL * (BPS - 25n)) / BPS;
    expect(value(poolBuyExactIn(p, SOL))).toBe((p.tokens * net) / (p.sol + net));
  });

  it('never lets k decrease, and the fee makes it grow', () => {
    fc.assert(
      fc.property(
        poolArb,
        fc.bigInt({ min: 1n, max: 1_000n * SOL }),
        fc.bigInt({ min: 1n, max: 10n ** 14n }),
        (p, sol, tokens) => {
          const k = p.sol * p.tokens;
          const out = value(poolBuyExactIn(p, sol));
          expect((p.sol + sol) * (p.tokens - out)).toBeGreaterThanOrEqual(k);
          const cost = poolBuyExactOut(p, tokens);
          if (cost.ok) expect((p.sol + cost.value) * (p.tokens - tokens)).toBeGreaterThan(k);
          const proceeds = value(poolSellExactIn(p, tokens));
          expect((p.sol - proceeds) * (p.tokens + tokens)).toBeGreaterThanOrEqual(k);
        },
      ),
    );
  });

  it('rounds against the trader: a round trip loses, exact-out costs at least exact-in', () => {
    fc.assert(
      fc.property(poolArb, fc.bigInt({ min: 1n, max: 100n * SOL }), (p, sol) => {
        const out = value(poolBuyExactIn(p, sol));
        if (out === 0n) return;
        const after = { ...p, sol: p.sol + sol, tokens: p.tokens - out };
        expect(value(poolSellExactIn(after, out))).toBeLessThan(sol);
        expect(value(poolBuyExactOut(p, out))).toBeLessThanOrEqual(sol);
      }),
    );
  });

  it('cannot give its last token; refuses amounts beyond u64', () => {
    const p: PoolReserves = { sol: SOL, tokens: TOKEN, feeBps: 25n };
    expect(poolBuyExactOut(p, TOKEN)).toEqual({ ok: false, code: 'insufficient_liquidity' });
    expect(poolBuyExactIn({ ...p, tokens: 0n }, SOL)).toEqual({ ok: false, code: 'insufficient_liquidity' });
    expect(poolBuyExactIn(p, U64_MAX)).toEqual({ ok: false, code: 'math_overflow' });
    expect(poolSellExactIn(p, U64_MAX + 1n)).toEqual({ ok: false, code: 'math_overflow' });
  });

  it('isqrt is the floor square root', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 130n }), (n) => {
        const r = isqrt(n);
        expect(r * r <= n && (r + 1n) * (r + 1n) > n).toBe(true);
      }),
    );
  });
});
