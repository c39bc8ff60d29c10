// Tokens seeded elsewhere (the governance tokens, and PLAIN) also trade: each gets an open pool whose
// tokens come from the holder of the rest of its supply (`supply:<SYMBOL>`, see the governance seed), so
// the mint's supply stays what governance seeded, and whose SOL comes from the faucet.
import type { Address } from '@solana/kit';
import { solTransferInstruction } from '../ledger';
import type { Market } from './market';
import { SOL, TOKEN } from './params';
import { marketToken } from './token-accounts';
import { migrationFor } from './venue';

/** Reserves of a listed token's pool: 50 SOL against 100M tokens (0.0000005 SOL a token). */
export const LISTED_POOL = { sol: 50n * SOL, tokens: 100_000_000n * TOKEN } as const;

/** Opens a pool for every token of the world the market does not trade yet. */
export async function listSeededTokens(market: Market): Promise<void> {
  const { ledger, sim } = market;
  for (const { mint, metadata } of [...sim.tokens.values()]) {
    if (market.tokens.has(mint)) continue;
    const migration = migrationFor('pool', sim.nowUnix(), sim.config);
    const token = await marketToken(market, mint as Address, metadata.symbol, migration);
    const holder = await ledger.keypair(`supply:${metadata.symbol}`);
    const held = ledger.tokenAccount(await ledger.tokenAccountAddress(holder.address, token.mint))?.amount;
    if (held === undefined || held < LISTED_POOL.tokens) continue;
    const moves = await ledger.tokenTransferInstructions({
      authority: holder,
      mint: token.mint,
      toOwner: token.pool.address,
      amount: LISTED_POOL.tokens,
      createDestinationPayer: ledger.faucet,
    });
    const funding = solTransferInstruction(
      ledger.faucet,
      token.pool.address,
      market.vaultBase() + LISTED_POOL.sol,
    );
    const sent = await ledger.send({ feePayer: ledger.faucet, instructions: [funding, ...moves] });
    if (sent.err) throw new Error(`listing ${metadata.symbol} failed: ${JSON.stringify(sent.err)}`);
    market.tokens.set(token.mint, token);
  }
}
