import { describe, expect, it } from 'vitest';
import { deriveBound, meetsBound } from './bounds';
import { capError, DailyVolume, utcDay } from './caps';
import { computeFill, type Fill, type VenueReserves } from './fill';
import { POOL_FEE_BPS, SOL, TOKEN } from './params';
import { venueAt, migrationFor } from './venue';

const pool: VenueReserves = {
  venue: 'pool',
  pool: { sol: 100n * SOL, tokens: 200_000_000n * TOKEN, feeBps: POOL_FEE_BPS },
};

function fillOf(result: ReturnType<typeof computeFill>): Fill {
  if (!result.ok) throw new Error(result.code);
  return result.fill;
}

describe('partner fee basis (decisions.md)', () => {
  it('buy: floor(maxSolIn * bps / 10000) out of the budget before the swap', () => {
    const fill = fillOf(computeFill('buy', 1_000_000_001n, 100n, pool));
    expect(fill).toMatchObject({
      partnerFee: 10_000_000n,
      swapLamports: 990_000_001n,
      userLamports: 1_000_000_001n,
    });
    expect(fill.tokens).toBe(fillOf(computeFill('buy', 990_000_001n, 0n, pool)).tokens);
  });

  it('buy-exact-out: on the SOL cost, added on top', () => {
    const cost = fillOf(computeFill('buyExactOut', TOKEN, 0n, pool)).swapLamports;
    const fill = fillOf(computeFill('buyExactOut', TOKEN, 250n, pool));
    expect(fill).toMatchObject({ swapLamports: cost, partnerFee: (cost * 250n) / 10_000n });
    expect(fill.userLamports).toBe(cost + fill.partnerFee);
  });

  it('sell: on the SOL proceeds, taken before the bound', () => {
    const gross = fillOf(computeFill('sell', 10n * TOKEN, 0n, pool)).userLamports;
    const fill = fillOf(computeFill('sell', 10n * TOKEN, 9999n, pool));
    expect(fill.partnerFee).toBe((gross * 9999n) / 10_000n);
    expect(fill.userLamports).toBe(gross - fill.partnerFee);
  });

  it('refuses a trade that would move nothing', () => {
    expect(computeFill('buy', 1n, 0n, pool)).toEqual({ ok: false, code: 'too_small' });
  });
});

describe('slippage bounds', () => {
  const buy = fillOf(computeFill('buy', SOL, 0n, pool));
  const exact = fillOf(computeFill('buyExactOut', TOKEN, 0n, pool));
  const sell = fillOf(computeFill('sell', TOKEN, 0n, pool));

  it('derives the bound from the quote in slippage mode, rounding down', () => {
    expect(deriveBound('buy', { mode: 'slippage', bps: 100n, maxSolIn: null }, buy)).toBe(
      (buy.tokens * 9900n) / 10_000n,
    );
    expect(deriveBound('sell', { mode: 'slippage', bps: 0n, maxSolIn: null }, sell)).toBe(sell.userLamports);
    const ceiling = (exact.userLamports * 10_500n) / 10_000n;
    expect(deriveBound('buyExactOut', { mode: 'slippage', bps: 500n, maxSolIn: null }, exact)).toBe(ceiling);
    expect(deriveBound('buyExactOut', { mode: 'slippage', bps: 500n, maxSolIn: ceiling - 1n }, exact)).toBe(
      ceiling - 1n,
    );
    expect(deriveBound('buyExactOut', { mode: 'slippage', bps: 500n, maxSolIn: ceiling + 1n }, exact)).toBe(
      ceiling,
    );
  });

  it('takes the explicit field; "0" disables protection', () => {
    expect(deriveBound('buy', { mode: 'explicit', value: 0n }, buy)).toBe(0n);
    expect(deriveBound('buyExactOut', { mode: 'explicit', value: 0n }, exact)).toBeNull();
    expect(meetsBound('buyExactOut', null, exact)).toBe(true);
    expect(meetsBound('buy', buy.tokens + 1n, buy)).toBe(false);
    expect(meetsBound('buyExactOut', exact.userLamports - 1n, exact)).toBe(false);
    expect(meetsBound('sell', sell.userLamports, sell)).toBe(true);
  });
});

describe('volume caps', () => {
  const caps = { maxTradeLamports: 5n * SOL, dailyVolumeCapLamports: 20n * SOL };

  it('caps one trade and the day, allowing a buy that reaches the cap exactly', () => {
    expect(capError(caps, 5n * SOL + 1n, 0n)?.body).toMatchObject({
      error: 'trade_cap_exceeded',
      maxTradeLamports: '5000000000',
    });
    expect(capError(caps, 3n * SOL, 17n * SOL)).toBeNull();
    expect(capError(caps, 3n * SOL + 1n, 17n * SOL)?.body).toMatchObject({
      error: 'daily_cap_exceeded',
      dailyVolumeCapLamports: '20000000000',
      spentTodayLamports: '17000000000',
    });
    expect(capError({}, 10n ** 30n, 10n ** 30n)).toBeNull();
  });

  it('counts per app and user, resetting at 00:00 UTC', () => {
    const volume = new DailyVolume();
    const lastSecond = (utcDay(1_800_000_000n) + 1n) * 86_400n - 1n;
    volume.add('app', 'alice', lastSecond, 7n);
    volume.add('app', 'alice', lastSecond, 1n);
    expect(volume.spentToday('app', 'alice', lastSecond)).toBe(8n);
    expect(volume.spentToday('app', 'bob', lastSecond)).toBe(0n);
    expect(volume.spentToday('other', 'alice', lastSecond)).toBe(0n);
    expect(volume.spentToday('app', 'alice', lastSecond + 1n)).toBe(0n);
  });
});

describe('venue timers', () => {
  const times = { migrationPendingSeconds: 120, poolNotOpenSeconds: 20 };

  it('runs curve → migration_pending → pool_not_open → pool on the clock', () => {
    const migration = migrationFor('migration_pending', 1000n, times);
    expect(venueAt(null, 1000n)).toBe('curve');
    expect(venueAt(migration, 1000n)).toBe('migration_pending');
    expect(venueAt(migration, 1119n)).toBe('migration_pending');
    expect(venueAt(migration, 1120n)).toBe('pool_not_open');
    expect(venueAt(migration, 1139n)).toBe('pool_not_open');
    expect(venueAt(migration, 1140n)).toBe('pool');
    expect(venueAt(migrationFor('pool_not_open', 1000n, times), 1000n)).toBe('pool_not_open');
    expect(venueAt(migrationFor('pool', 1000n, times), 1000n)).toBe('pool');
  });
});
