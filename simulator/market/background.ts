// Trades by the simulator's background wallet: the control API's price moves and the quote drift that
// lands between a trade's quote and its execution. A curve buy larger than what is left buys the rest,
// which completes the curve.
import { catalogueError } from '@/lib/partner';
import type { SentTransaction } from '../ledger';
import { isqrt } from './amm';
import { executeFill } from './execute';
import { computeFill, type TradeKind } from './fill';
import type { Market, MarketToken } from './market';
import { completeIfSoldOut } from './migrate';
import { BPS } from './params';

/** A background trade of `amount` (buy: lamports in; buyExactOut: tokens out; sell: tokens in). */
export async function backgroundTrade(
  market: Market,
  token: MarketToken,
  kind: TradeKind,
  amount: bigint,
): Promise<SentTransaction> {
  const reserves = market.reserves(token);
  let result = computeFill(kind, amount, 0n, reserves);
  if (
    !result.ok &&
    result.code === 'insufficient_liquidity' &&
    reserves.venue === 'curve' &&
    kind !== 'sell'
  ) {
    result = computeFill('buyExactOut', reserves.curve.realTokens, 0n, reserves);
  }
  if (!result.ok) throw catalogueError(result.code === 'too_small' ? 'invalid_input' : result.code);
  const sent = await executeFill(market, {
    payer: market.background,
    token,
    fill: result.fill,
    feeWallet: null,
    priorityFeeLamports: 0n,
    tipLamports: 0n,
    fail: false,
  });
  if (sent.err) throw new Error(`background trade failed: ${JSON.stringify(sent.err)}`);
  await completeIfSoldOut(market, token);
  return sent;
}

/** floor(v * sqrt(1 + bps/10000)) - v: the reserve growth that moves a constant-product price by `bps`. */
export function growthForPriceMove(reserve: bigint, bps: bigint): bigint {
  return isqrt((reserve * reserve * (BPS + bps)) / BPS) - reserve;
}

/**
 * Consumes the token's pending quote drift: a background trade on the same side as the trade in flight,
 * sized to move the price about `bps` against it (a sell drift sells at most what the wallet holds).
 */
export async function applyQuoteDrift(market: Market, token: MarketToken, kind: TradeKind): Promise<void> {
  const bps = token.nextDriftBps;
  if (bps === null) return;
  token.nextDriftBps = null;
  const reserves = market.reserves(token);
  const [sol, tokens] =
    reserves.venue === 'curve'
      ? [
          reserves.curve.virtualSol + reserves.curve.realSol,
          reserves.curve.virtualTokens + reserves.curve.realTokens,
        ]
      : [reserves.pool.sol, reserves.pool.tokens];
  if (kind !== 'sell') {
    await backgroundTrade(market, token, 'buy', growthForPriceMove(sol, bps));
    return;
  }
  const account = await market.ledger.tokenAccountAddress(market.background.address, token.mint);
  const held = market.ledger.tokenAccount(account)?.amount ?? 0n;
  const size = growthForPriceMove(tokens, bps);
  if (held > 0n) await backgroundTrade(market, token, 'sell', size < held ? size : held);
}
