import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  curveAfter,
  curveBuyExactIn,
  curveBuyExactOut,
  curveK,
  curveSellExactIn,
  type CurveReserves,
} from './curve';
import { CURVE_TOKENS, SOL, TOKEN, U64_MAX, VIRTUAL_SOL, VIRTUAL_TOKENS } from './params';

const fresh: CurveReserves = {
  virtualSol: VIRTUAL_SOL,
  virtualTokens: VIRTUAL_TOKENS,
  realSol: 0n,
  realTokens: CURVE_TOKENS,
};

function value(result: ReturnType<typeof curveBuyExactIn>): bigint {
  if (!result.ok) throw new Error(result.code);
  return result.value;
}

/** A curve some way along: `sold` tokens bought from a fresh curve at their exact cost. */
const curveArb = fc.bigInt({ min: 0n, max: CURVE_TOKENS - 1n }).map((sold) => {
  const cost = value(curveBuyExactOut(fresh, sold));
  return curveAfter(fresh, cost, -sold);
});

describe('bonding curve math', () => {
  it('prices a buy from the virtual plus real reserves, rounding the output down', () => {
    // X = 30 SOL, Y = 1.073e9 tokens; 1 SOL buys floor(Y * 1 / 31).
    expect(value(curveBuyExactIn(fresh, SOL))).toBe((1_073_000_000n * TOKEN * SOL) / (31n * SOL));
    expect(value(curveBuyExactOut(fresh, 1n))).toBe(1n); // 30e9 / 1.073e15 rounds up to 1 lamport
    const tokens = value(curveBuyExactIn(fresh, SOL));
    expect(value(curveSellExactIn(curveAfter(fresh, SOL, -tokens), tokens))).toBe(SOL - 1n);
  });

  it('never lets k decrease (buys in, buys out, sells)', () => {
    fc.assert(
      fc.property(
        curveArb,
        fc.bigInt({ min: 1n, max: 500n * SOL }),
        fc.bigInt({ min: 1n, max: CURVE_TOKENS }),
        (c, sol, tokens) => {
          const k = curveK(c);
          const buy = curveBuyExactIn(c, sol);
          if (buy.ok) expect(curveK(curveAfter(c, sol, -buy.value))).toBeGreaterThanOrEqual(k);
          const exact = curveBuyExactOut(c, tokens);
          if (exact.ok) expect(curveK(curveAfter(c, exact.value, -tokens))).toBeGreaterThanOrEqual(k);
          const sell = curveSellExactIn(c, tokens);
          if (sell.ok) expect(curveK(curveAfter(c, -sell.value, tokens))).toBeGreaterThanOrEqual(k);
        },
      ),
    );
  });

  it('rounds against the trader: a round trip never gains, exact-out costs at least exact-in', () => {
    fc.assert(
      fc.property(curveArb, fc.bigInt({ min: 1n, max: 50n * SOL }), (c, sol) => {
        const bought = curveBuyExactIn(c, sol);
        if (!bought.ok || bought.value === 0n) return;
        const back = value(curveSellExactIn(curveAfter(c, sol, -bought.value), bought.value));
        expect(back).toBeLessThanOrEqual(sol);
        expect(value(curveBuyExactOut(c, bought.value))).toBeLessThanOrEqual(sol);
        // exact-in gives the most tokens `sol` can buy: one token more costs more than `sol`.
        if (bought.value < c.realTokens)
          expect(value(curveBuyExactOut(c, bought.value + 1n))).toBeGreaterThan(sol);
      }),
    );
  });

  it('cannot sell more real tokens than remain, nor pay out more real SOL than it holds', () => {
    expect(curveBuyExactOut(fresh, CURVE_TOKENS + 1n)).toEqual({ ok: false, code: 'insufficient_liquidity' });
    expect(curveBuyExactIn(fresh, 1_000n * SOL)).toEqual({ ok: false, code: 'insufficient_liquidity' });
    expect(value(curveBuyExactOut(fresh, CURVE_TOKENS))).toBeGreaterThan(0n);
    expect(curveSellExactIn(fresh, TOKEN)).toEqual({ ok: false, code: 'insufficient_liquidity' });
  });

  it('reports math_overflow outside the u64 range', () => {
    expect(curveBuyExactIn(fresh, U64_MAX)).toEqual({ ok: false, code: 'math_overflow' });
    expect(curveBuyExactIn(fresh, U64_MAX + 1n)).toEqual({ ok: false, code: 'math_overflow' });
    expect(curveBuyExactOut(fresh, U64_MAX + 1n)).toEqual({ ok: false, code: 'math_overflow' });
    expect(curveSellExactIn(fresh, U64_MAX)).toEqual({ ok: false, code: 'math_overflow' });
  });
});
