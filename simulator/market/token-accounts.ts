import type { Address } from '@solana/kit';
import type { Market, MarketToken } from './market';

/**
 * A token as the market holds it: its curve, reserve and pool keys from fixed labels of its mint (the same
 * on every start) and their token accounts, in the venue state `migration` says.
 */
export async function marketToken(
  market: Market,
  mint: Address,
  symbol: string,
  migration: MarketToken['migration'],
): Promise<MarketToken> {
  const { ledger } = market;
  const curve = await ledger.keypair(`curve:${mint}`);
  const pool = await ledger.keypair(`pool:${mint}`);
  return {
    mint,
    symbol,
    curve,
    curveTokenAccount: await ledger.tokenAccountAddress(curve.address, mint),
    reserve: await ledger.keypair(`reserve:${mint}`),
    pool,
    poolTokenAccount: await ledger.tokenAccountAddress(pool.address, mint),
    migration,
    launchSlot: null,
    nextDriftBps: null,
  };
}
