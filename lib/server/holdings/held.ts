import 'server-only';
import { PublicKey } from '@solana/web3.js';
import { withRpc, type ChainConnections } from '../chain/connection';

// The tokens a wallet holds, read from the chain: every token account it owns under the token program
// (getTokenAccountsByOwner with the programId filter, jsonParsed), summed per mint as bigint from the raw
// `amount` strings. Accounts left empty are not holdings.

export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';

type ParsedInfo = { mint?: unknown; tokenAmount?: { amount?: unknown } };

/** `owner`'s balance of each token it holds (base units, above zero), by mint; `502 rpc_unavailable` on failure. */
export async function readHeldTokens(chain: ChainConnections, owner: string): Promise<Map<string, bigint>> {
  const accounts = await withRpc('getParsedTokenAccountsByOwner', () =>
    chain
      .connection()
      .getParsedTokenAccountsByOwner(new PublicKey(owner), { programId: new PublicKey(TOKEN_PROGRAM) }),
  );
  const held = new Map<string, bigint>();
  for (const { account } of accounts.value) {
    const info = (account.data as { parsed?: { info?: ParsedInfo } }).parsed?.info;
    const amount = info?.tokenAmount?.amount;
    if (typeof info?.mint !== 'string' || typeof amount !== 'string' || !/^[0-9]+$/.test(amount)) continue;
    held.set(info.mint, (held.get(info.mint) ?? 0n) + BigInt(amount));
  }
  for (const [mint, amount] of held) if (amount === 0n) held.delete(mint);
  return held;
}
