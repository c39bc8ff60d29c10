// Conformance: caps and their daily reset, same-slot launches, and the control routes' own answers.
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
const buy = (who: string, lamports: bigint, symbol = 'POOL') =>
  w.trade('buy', who, { mint: w.mints[symbol], maxSolIn: String(lamports), slippageBps: 100 });

describe('volume caps', () => {
  it("alice's daily cap through live-shop: one buy to the limit, then refused until 00:00 UTC; sells never capped", async () => {
    expect((await buy('alice@live-shop_app', 3n * SOL)).status).toBe(200);
    const over = await buy('alice@live-shop_app', SOL / 100n);
    expect(over).toMatchObject({
      status: 403,
      body: {
        error: 'daily_cap_exceeded',
        dailyVolumeCapLamports: String(20n * SOL),
        spentTodayLamports: String(20n * SOL),
      },
    });
    const sell = await w.trade('sell', 'alice@live-shop_app', {
      mint: w.mints.POOL,
      tokensIn: String(TOKEN),
      slippageBps: 100,
    });
    expect(sell.status).toBe(200);
    expect((await buy('alice@partner-pro_app', 6n * SOL)).status).toBe(200); // caps belong to the app
    await advance(57_599); // the seed starts 8 h into a UTC day
    expect((await buy('alice@live-shop_app', SOL / 100n)).status).toBe(403);
    await advance(1);
    expect((await buy('alice@live-shop_app', SOL / 100n)).status).toBe(200);
  });

  it('POST /__sim/market/caps sets and clears caps', async () => {
    const set = await w.control('/__sim/market/caps', {
      clientId: 'demo-dashboard_app',
      maxTradeLamports: '1000000',
    });
    expect(set.body).toEqual({ clientId: 'demo-dashboard_app', caps: { maxTradeLamports: '1000000' } });
    expect(await buy('alice@demo-dashboard_app', 2_000_000n)).toMatchObject({
      status: 403,
      body: { error: 'trade_cap_exceeded', maxTradeLamports: '1000000' },
    });
    await w.control('/__sim/market/caps', {
      clientId: 'demo-dashboard_app',
      maxTradeLamports: null,
      dailyVolumeCapLamports: '3000000',
    });
    expect((await buy('alice@demo-dashboard_app', 2_000_000n)).status).toBe(200);
    expect((await buy('alice@demo-dashboard_app', 2_000_000n)).body).toMatchObject({
      error: 'daily_cap_exceeded',
      spentTodayLamports: '2000000',
    });
    await w.control('/__sim/market/spent', {
      clientId: 'demo-dashboard_app',
      userId: 'alice',
      lamports: '0',
    });
    expect((await buy('alice@demo-dashboard_app', 2_000_000n)).status).toBe(200);
  });
});

describe('launch slot', () => {
  it('blocks trading in the slot a token launched, and opens it in the next', async () => {
    const launched = await w.control('/__sim/market/launch', { mint: w.mints.GRASS });
    expect(launched.body.launchSlot).toEqual(expect.any(String));
    const blocked = await buy('alice', SOL / 10n, 'GRASS');
    expect({ status: blocked.status, error: blocked.body.error }).toEqual({
      status: 422,
      error: 'same_slot_trading_blocked',
    });
    await advance(1);
    expect((await buy('alice', SOL / 10n, 'GRASS')).status).toBe(200);
  });
});

describe('control routes', () => {
  it('moves a token to a venue state; migration_pending restarts the timers', async () => {
    const moved = await w.control('/__sim/market/venue', { mint: w.mints.GRASS, venue: 'migration_pending' });
    expect(moved.body).toMatchObject({
      venue: 'migration_pending',
      pendingUntilUnix: '1800000120',
      openAtUnix: '1800000140',
    });
    expect((await buy('alice', SOL, 'GRASS')).body.error).toBe('migration_pending');
    await advance(100);
    await w.control('/__sim/market/venue', { mint: w.mints.GRASS, venue: 'migration_pending' });
    await advance(100);
    expect((await buy('alice', SOL, 'GRASS')).body.error).toBe('migration_pending');
    await w.control('/__sim/market/venue', { mint: w.mints.GRASS, venue: 'pool' });
    expect((await buy('alice', SOL, 'GRASS')).status).toBe(200);
    await w.control('/__sim/market/venue', { mint: w.mints.POOL, venue: 'pool_not_open' });
    expect((await buy('alice', SOL)).body.error).toBe('pool_not_open');
  });

  it('move-price trades from the background wallet; a curve buy past what is left completes it', async () => {
    const up = await w.control('/__sim/market/move-price', {
      mint: w.mints.POOL,
      side: 'buy',
      lamports: String(SOL),
    });
    const down = await w.control('/__sim/market/move-price', {
      mint: w.mints.POOL,
      side: 'sell',
      tokens: String(10n ** 14n),
    });
    expect(BigInt(down.body.priceLamportsPerToken as string)).toBeLessThan(
      BigInt(up.body.priceLamportsPerToken as string),
    );
    const done = await w.control('/__sim/market/move-price', {
      mint: w.mints.EDGE,
      side: 'buy',
      tokens: String(10n ** 15n),
    });
    expect(done.body).toMatchObject({ venue: 'migration_pending', signature: expect.any(String) });
    expect(
      (await w.control('/__sim/market/move-price', { mint: w.mints.EDGE, side: 'buy', lamports: '1' }))
        .status,
    ).toBe(409);
  });

  // prettier-ignore
  it.each([
    ['/__sim/market/venue', { mint: 'nope', venue: 'pool' }, 404, 'not_found'],
    ['/__sim/market/venue', { mint: 'POOL', venue: 'curve' }, 400, 'invalid_input'],
    ['/__sim/market/venue', { mint: 'POOL', venue: 'moon' }, 400, 'invalid_input'],
    ['/__sim/market/move-price', { mint: 'POOL', side: 'sell', lamports: '5' }, 400, 'invalid_input'],
    ['/__sim/market/move-price', { mint: 'POOL', side: 'buy', lamports: '5', tokens: '5' }, 400, 'invalid_input'],
    ['/__sim/market/caps', { clientId: 'nobody' }, 404, 'not_found'],
    ['/__sim/market/caps', { clientId: 'live-shop_app', maxTradeLamports: 5 }, 400, 'invalid_input'],
    ['/__sim/market/next-quote-drift', { mint: 'POOL', bps: 0 }, 400, 'invalid_input'],
    ['/__sim/market/launch', {}, 400, 'invalid_input'],
  ] as const)('%s %j → %i %s', async (path, body, status, error) => {
    const mint = 'mint' in body ? (w.mints[body.mint] ?? body.mint) : undefined;
    const res = await w.control(path, { ...body, ...(mint ? { mint } : {}) });
    expect({ status: res.status, error: res.body.error }).toEqual({ status, error });
  });
});
