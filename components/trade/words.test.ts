import { describe, expect, it } from 'vitest';
import { boundOf } from '@/lib/domain';
import { boundLine, partnerFeeLineFor } from './words';

const SOL = 1_000_000_000n;

describe('boundLine: the bound that will be sent, a number with its unit', () => {
  it('slippage mode names the rate and the share of the quote', () => {
    expect(boundLine(boundOf('buy', { mode: 'slippage', slippageBps: 100n }), 'GRASS')).toBe(
      'Slippage 1%: the service quotes when it executes and requires at least 99% of the GRASS it quotes.',
    );
    expect(boundLine(boundOf('buy-exact-out', { mode: 'slippage', slippageBps: 50n }), 'GRASS')).toMatch(
      /pays at most 100\.5% of its quoted cost/,
    );
  });

  it('explicit mode shows the typed bound, and says when 0 turns protection off', () => {
    expect(boundLine(boundOf('buy', { mode: 'explicit', bound: 1_500_000n }), 'GRASS')).toBe(
      'Minimum GRASS out: 1.5 GRASS.',
    );
    expect(boundLine(boundOf('sell', { mode: 'explicit', bound: SOL / 4n }), 'GRASS')).toBe(
      'Minimum SOL out: 0.25 SOL, after the partner fee.',
    );
    expect(boundLine(boundOf('buy-exact-out', { mode: 'explicit', bound: 0n }), 'GRASS')).toBe(
      'Maximum SOL in: 0 — no protection against price moves.',
    );
  });
});

describe('partnerFeeLineFor (decisions.md, labelled an estimate)', () => {
  it('reads like the brief for a buy of 0.5 SOL at 50 bps', () => {
    expect(partnerFeeLineFor('buy', 50n, SOL / 2n, null)).toBe(
      'Partner fee 0.5% ≈ 0.0025 SOL, estimate (out of the SOL you spend).',
    );
  });

  it('says nothing at 0 bps, and only the rate where the SOL side is not known yet', () => {
    expect(partnerFeeLineFor('buy', 0n, SOL, null)).toBeNull();
    expect(partnerFeeLineFor('sell', 50n, 1n, boundOf('sell', { mode: 'slippage', slippageBps: 100n }))).toBe(
      'Partner fee 0.5% of the SOL proceeds, known after the trade.',
    );
    expect(
      partnerFeeLineFor('buy-exact-out', 50n, 1n, boundOf('buy-exact-out', { mode: 'explicit', bound: SOL })),
    ).toBe('Partner fee 0.5% of the SOL cost, at most 0.004975124 SOL, estimate.');
  });
});
