import 'server-only';
import { PublicKey, type Connection } from '@solana/web3.js';
import type { BalanceResponse, TokenBalance } from '@/lib/api';
import { TOKEN_DECIMALS } from '@/lib/domain';
import { catalogueError } from '@/lib/partner';
import { INVALID_PARAMS, rpcErrorCode, withRpc, type ChainConnections } from './connection';
import { lamports } from './deltas';

// A wallet's balance of one token: every token account the wallet owns for that mint, summed as bigint
// from the raw `amount` strings (never `uiAmount`, which is a float).

export type { TokenBalance };

interface ParsedTokenAmount {
  amount?: unknown;
  decimals?: unknown;
}

/** The raw amount and decimals of one parsed token account, or null when the shape is not as expected. */
function readTokenAmount(data: unknown): { amount: bigint; decimals: number } | null {
  const info = (data as { parsed?: { info?: { tokenAmount?: ParsedTokenAmount } } } | null)?.parsed?.info;
  const amount = info?.tokenAmount?.amount;
  const decimals = info?.tokenAmount?.decimals;
  if (typeof amount !== 'string' || !/^[0-9]+$/.test(amount)) return null;
  return { amount: BigInt(amount), decimals: typeof decimals === 'number' ? decimals : TOKEN_DECIMALS };
}

/** `owner`'s balance of `mint` through `connection`; both must be valid addresses. */
export async function readTokenBalance(
  connection: Connection,
  owner: string,
  mint: string,
): Promise<TokenBalance> {
  const accounts = await withRpc(
    'getParsedTokenAccountsByOwner',
    () => connection.getParsedTokenAccountsByOwner(new PublicKey(owner), { mint: new PublicKey(mint) }),
    // The RPC refuses a mint filter that names no mint (-32602 "could not find mint"): no such token.
    (error) =>
      rpcErrorCode(error) === INVALID_PARAMS
        ? catalogueError('not_found', { message: 'There is no token at this address.' })
        : null,
  );
  let amount = 0n;
  let decimals = TOKEN_DECIMALS;
  for (const { account } of accounts.value) {
    const read = readTokenAmount(account.data);
    if (!read) continue;
    amount += read.amount;
    decimals = read.decimals;
  }
  return { mint, owner, amount: amount.toString(), decimals };
}

/** `owner`'s SOL in lamports through `connection`, as a string of an integer. */
export async function readSolBalance(connection: Connection, owner: string): Promise<string> {
  const value = await withRpc('getBalance', () => connection.getBalance(new PublicKey(owner)));
  return lamports(value).toString();
}

/** The person's balance of `mint` and their SOL, as GET /api/balance/{mint} answers it. */
export async function walletBalance(
  chain: ChainConnections,
  owner: string,
  mint: string,
): Promise<BalanceResponse> {
  const connection = chain.connection();
  const [token, lamports] = await Promise.all([
    readTokenBalance(connection, owner, mint),
    readSolBalance(connection, owner),
  ]);
  return { ...token, lamports };
}
