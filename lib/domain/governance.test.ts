import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectFloorOfBps } from '@/test/support/bps-property';
import {
  MIN_VOTE_DURATION_SECONDS,
  bondAmount,
  checkVoteDuration,
  maxVoteDurationSeconds,
  partnerFeeEstimate,
  windowState,
} from './governance';

describe('bondAmount', () => {
  it.each([
    ['1000000000000000', 100, 10_000_000_000_000n],
    [999n, 100n, 9n],
    [1n, 9999, 0n],
    [0n, 500, 0n],
  ])('is floor(totalSupply * bps / 10000): %s at %s bps is %s', (totalSupply, bps, bond) => {
    expect(bondAmount(totalSupply, bps)).toBe(bond);
  });

  it('rounds down for any supply (property)', () => {
    expectFloorOfBps((supply, bps) => bondAmount(supply.toString(), bps), 10n ** 20n, 10000);
  });
});

describe('checkVoteDuration', () => {
  const base = { nowUnix: 1_000_000n, mutableUntilUnix: '2000000' };

  it('accepts an integer within bounds that ends within the window', () => {
    expect(checkVoteDuration({ ...base, voteDurationSeconds: 600 })).toEqual({
      ok: true,
      endsAtUnix: 1_000_600n,
    });
    expect(checkVoteDuration({ ...base, voteDurationSeconds: '60' })).toEqual({
      ok: true,
      endsAtUnix: 1_000_060n,
    });
    // No longest vote unless one is given: the service's bounds are not published.
    expect(checkVoteDuration({ ...base, voteDurationSeconds: 8n * 86_400n })).toMatchObject({ ok: true });
    expect(MIN_VOTE_DURATION_SECONDS).toBe(60);
  });

  it.each([59, 600.5, Number.NaN, -600, '600.0', ' 600', '', null, undefined, {}])(
    'rejects %j as invalid_vote_duration',
    (voteDurationSeconds) => {
      expect(checkVoteDuration({ ...base, voteDurationSeconds })).toMatchObject({
        ok: false,
        code: 'invalid_vote_duration',
        message: expect.stringContaining('at least 60'),
      });
    },
  );

  it('holds a longest vote when one is given (the simulator passes its configured bounds)', () => {
    expect(checkVoteDuration({ ...base, voteDurationSeconds: 604_801, min: 60, max: 604_800 })).toMatchObject(
      { ok: false, code: 'invalid_vote_duration', message: expect.stringContaining('from 60 to 604800') },
    );
  });

  it('honours custom bounds', () => {
    expect(checkVoteDuration({ ...base, voteDurationSeconds: 10, min: 5, max: 20 })).toMatchObject({
      ok: true,
    });
    expect(checkVoteDuration({ ...base, voteDurationSeconds: 21, min: 5, max: 20 })).toMatchObject({
      code: 'invalid_vote_duration',
    });
  });

  it('allows ending exactly at the end of the window, not a second later', () => {
    const tight = { nowUnix: 1000, mutableUntilUnix: 1600 };
    expect(checkVoteDuration({ ...tight, voteDurationSeconds: 600 })).toEqual({
      ok: true,
      endsAtUnix: 1600n,
    });
    expect(checkVoteDuration({ ...tight, voteDurationSeconds: 601 })).toMatchObject({
      ok: false,
      code: 'vote_duration_exceeds_window',
    });
  });
});

describe('maxVoteDurationSeconds', () => {
  it('is the time left in the window, capped only when a cap is given', () => {
    expect(maxVoteDurationSeconds(1000, 1600)).toBe(600n);
    expect(maxVoteDurationSeconds(0n, '99999999')).toBe(99_999_999n);
    expect(maxVoteDurationSeconds(2000, 1600)).toBe(-400n);
    expect(maxVoteDurationSeconds(0, 100, 50)).toBe(50n);
  });
});

describe('partnerFeeEstimate', () => {
  const SOL = 1_000_000_000n;

  it.each([
    ['buy: taken from the budget', 'buy', SOL, 100, 10_000_000n, 990_000_000n],
    ['buy-exact-out: added on top of the cost', 'buy-exact-out', SOL, 250n, 25_000_000n, 1_025_000_000n],
    ['sell: taken from the proceeds', 'sell', 999n, 100, 9n, 990n],
    ['zero rate charges nothing', 'buy', 5n, 0, 0n, 5n],
    ['accepts the highest rate', 'sell', 10000n, 9999, 9999n, 1n],
  ] as const)('%s', (_case, kind, amount, bps, feeLamports, netLamports) => {
    expect(partnerFeeEstimate(kind, amount, bps)).toEqual({ ok: true, feeLamports, netLamports });
  });

  it.each([-1, 10000, 1.5, Number.NaN, 10000n])('rejects the rate %s', (bps) => {
    expect(partnerFeeEstimate('buy', 1n, bps)).toMatchObject({ ok: false, code: 'invalid_partner_fee' });
  });

  it('throws for a negative amount', () => {
    expect(() => partnerFeeEstimate('buy', -1n, 1)).toThrow(RangeError);
  });

  it('fee plus net accounts for every lamport (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('buy' as const, 'buy-exact-out' as const, 'sell' as const),
        fc.bigInt({ min: 0n, max: 10n ** 19n }),
        fc.integer({ min: 0, max: 9999 }),
        (kind, amount, bps) => {
          const r = partnerFeeEstimate(kind, amount, bps);
          if (!r.ok) throw new Error('rejected');
          expect(r.feeLamports * 10000n <= amount * BigInt(bps)).toBe(true);
          if (kind === 'buy-exact-out') expect(r.netLamports - r.feeLamports).toBe(amount);
          else expect(r.netLamports + r.feeLamports).toBe(amount);
        },
      ),
    );
  });
});

describe('windowState', () => {
  it('reports finalized, mutable or lapsed', () => {
    expect(windowState({ finalized: true, mutableUntilUnix: '2000' }, 1000)).toBe('finalized');
    expect(windowState({ finalized: true, mutableUntilUnix: '500' }, 1000)).toBe('finalized');
    expect(windowState({ finalized: false, mutableUntilUnix: '2000' }, 1999n)).toBe('mutable');
    expect(windowState({ finalized: false, mutableUntilUnix: '2000' }, 2000)).toBe('lapsed_unrecorded');
    expect(windowState({ finalized: false, mutableUntilUnix: 2000n }, '3000')).toBe('lapsed_unrecorded');
  });
});
