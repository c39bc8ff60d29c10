import { describe, expect, it } from 'vitest';
import { describeWriteError } from '@/components/write/describe-error';
import { boundOf } from '@/lib/domain';
import { ApiError, catalogueError } from '@/lib/partner';
import { tradeDescribers, type TradeErrorContext } from './describe-trade-error';
import { dailyResetText } from './trade-error-parts';

const SOL = 1_000_000_000n;
// 2026-03-10 18:30 UTC
const NOW = Date.UTC(2026, 2, 10, 18, 30);
const ctx: TradeErrorContext = {
  side: 'buy',
  symbol: 'GRASS',
  bound: boundOf('buy', { mode: 'slippage', slippageBps: 100n }),
  tokens: 20_000_000_000_000n,
  now: () => NOW,
  timeZone: 'Europe/Paris',
};
const describe_ = (error: ApiError, context = ctx) =>
  describeWriteError(error, { noun: 'buy', returnTo: '/tokens/x', describers: tradeDescribers(context) });

describe('trade errors with the figures the error gives', () => {
  it('trade_cap_exceeded names the cap', () => {
    const view = describe_(catalogueError('trade_cap_exceeded', { maxTradeLamports: String(5n * SOL) }));
    expect(view.sentence).toBe('This app allows at most 5 SOL per buy. Nothing was sent.');
    expect(view.action).toBe('Buy 5 SOL or less. Sells are never capped.');
  });

  it('daily_cap_exceeded gives cap, spent today, what is left and the reset in local time', () => {
    const view = describe_(
      catalogueError('daily_cap_exceeded', {
        dailyVolumeCapLamports: String(20n * SOL),
        spentTodayLamports: String(17n * SOL),
      }),
    );
    expect(view.sentence).toBe(
      'You have bought 17 SOL today through this app, of 20 SOL a day, so 3 SOL is left. Nothing was sent.',
    );
    expect(view.action).toBe(
      'Buy at most 3 SOL, or wait until the limit resets at 00:00 UTC (Wed, 01:00 GMT+1 your time). Sells are never capped.',
    );
    expect(dailyResetText(NOW, 'UTC')).toBe('00:00 UTC (Wed, 00:00 UTC your time)');
  });

  it('insufficient_sol and insufficient_tokens carry both figures', () => {
    expect(
      describe_(
        catalogueError('insufficient_sol', {
          requiredLamports: '2000000000',
          availableLamports: '1500000000',
        }),
      ).sentence,
    ).toBe(
      'Your wallet does not hold enough SOL. This trade needs 2 SOL with its fees; you have 1.5 SOL. Nothing was sent.',
    );
    expect(
      describe_(
        catalogueError('insufficient_tokens', { requiredTokens: '5000000', availableTokens: '1000000' }),
      ).sentence,
    ).toBe('You do not hold enough GRASS. This sells 5 GRASS; you hold 1 GRASS. Nothing was sent.');
  });

  it('buy_limit_exceeded, slippage_exceeded and curve_complete say what happened and what to do', () => {
    expect(
      describe_(catalogueError('buy_limit_exceeded', { maxWalletTokens: '100000000000000' })).sentence,
    ).toBe(
      'While GRASS trades on its bonding curve, one wallet may hold at most 100,000,000 GRASS. You hold 20,000,000 GRASS. Nothing was sent.',
    );
    expect(describe_(catalogueError('slippage_exceeded')).sentence).toMatch(
      /^The price moved past your bound.*Slippage 1%/,
    );
    expect(describe_(catalogueError('curve_complete')).action).toMatch(/once the pool opens/);
    expect(describe_(catalogueError('missing_sell_token_account')).ctas).toEqual([
      { kind: 'do', action: 'buy', label: 'Buy some first' },
    ]);
  });

  it('a trade that failed on chain says the fees were still paid', () => {
    const view = describe_(catalogueError('tx_failed'));
    expect(view.feesPaid).toBe(true);
    expect(view.sentence).toMatch(/still paid/);
  });

  it('a venue wait that was cancelled or gave up says nothing was sent', () => {
    const cancelled = catalogueError('migration_pending', { venueWait: 'cancelled', waitedSeconds: 12 });
    expect(describe_(cancelled).sentence).toBe(
      'You stopped waiting: the token is moving from its bonding curve to a pool. Nothing was sent.',
    );
    const gaveUp = catalogueError('pool_not_open', { venueWait: 'gave_up', waitedSeconds: 300 });
    expect(describe_(gaveUp).sentence).toBe(
      "The token's pool is not open yet, and it had not opened after 5 minutes of waiting. Nothing was sent.",
    );
  });
});
