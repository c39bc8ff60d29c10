// Curve completion and migration: the curve's real SOL, any tokens left on it and the reserve set aside
// at launch move into the pool's accounts in one transaction paid by the ledger's faucet; the venue then
// runs through `migration_pending` and `pool_not_open` on the simulator clock.
import type { Instruction } from '@solana/kit';
import type { Venue } from '../core/modules';
import { solTransferInstruction } from '../ledger';
import type { Market, MarketToken } from './market';
import { migrationFor } from './venue';

async function moveReservesToPool(market: Market, token: MarketToken): Promise<void> {
  const { ledger } = market;
  const { faucet } = ledger;
  const base = market.vaultBase();
  const instructions: Instruction[] = [];
  if (ledger.solBalance(token.pool.address) < base) {
    instructions.push(solTransferInstruction(faucet, token.pool.address, base));
  }
  const curveSol = ledger.solBalance(token.curve.address) - base;
  if (curveSol > 0n) instructions.push(solTransferInstruction(token.curve, token.pool.address, curveSol));
  let createPayer: typeof faucet | undefined = faucet;
  for (const holder of [token.curve, token.reserve]) {
    const account = await ledger.tokenAccountAddress(holder.address, token.mint);
    const amount = ledger.tokenAccount(account)?.amount ?? 0n;
    if (amount === 0n) continue;
    const moves = await ledger.tokenTransferInstructions({
      authority: holder,
      mint: token.mint,
      toOwner: token.pool.address,
      amount,
      createDestinationPayer: createPayer,
    });
    instructions.push(...moves);
    createPayer = undefined;
  }
  if (instructions.length === 0) return;
  const sent = await ledger.send({ feePayer: faucet, instructions });
  if (sent.err) throw new Error(`migration of ${token.symbol} failed: ${JSON.stringify(sent.err)}`);
}

/** Moves a token to a post-curve venue state now; migrates first when it still trades on its curve. */
export async function moveToVenue(market: Market, token: MarketToken, venue: Exclude<Venue, 'curve'>) {
  if (!token.migration) await moveReservesToPool(market, token);
  token.migration = migrationFor(venue, market.sim.nowUnix(), market.sim.config);
}

/** After a fill on the curve: a sold-out curve is complete and starts migrating. */
export async function completeIfSoldOut(market: Market, token: MarketToken): Promise<void> {
  const reserves = market.reserves(token);
  if (reserves.venue === 'curve' && reserves.curve.realTokens === 0n) {
    await moveToVenue(market, token, 'migration_pending');
  }
}
