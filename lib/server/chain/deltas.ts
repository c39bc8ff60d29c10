import 'server-only';
import type { VersionedTransactionResponse } from '@solana/web3.js';
import type { BalanceChanges, TokenChange } from '@/lib/api';

// The balance changes a transaction made for one wallet, read from its meta: lamports from the pre/post
// balances of the wallet's account, tokens from the pre/post token balances of the accounts it owns.
// Integers only: every amount is a bigint on the way and a decimal string on the wire (`uiAmount` is
// never read).

/** A transaction's account keys in its meta's order: static keys, then loaded writable, then loaded readonly. */
export function accountKeysOf(tx: Pick<VersionedTransactionResponse, 'transaction' | 'meta'>): string[] {
  const loaded = tx.meta?.loadedAddresses;
  return [
    ...tx.transaction.message.staticAccountKeys,
    ...(loaded?.writable ?? []),
    ...(loaded?.readonly ?? []),
  ].map((key) => key.toBase58());
}

/** A token balance as the RPC reports it; only these fields are read. */
export interface TokenBalanceInput {
  accountIndex: number;
  mint: string;
  owner?: string;
  uiTokenAmount: { amount: string; decimals: number };
}

export interface BalanceInput {
  /** The account keys in the meta's order: static keys, then loaded writable, then loaded readonly. */
  accountKeys: readonly string[];
  preBalances: readonly number[];
  postBalances: readonly number[];
  preTokenBalances?: readonly TokenBalanceInput[] | null;
  postTokenBalances?: readonly TokenBalanceInput[] | null;
}

export type { BalanceChanges, TokenChange };

/** No balance changes (the wallet is unknown, or the transaction cannot be read yet). */
export const noChanges = (): BalanceChanges => ({ sol: '0', tokens: [] });

const INTEGER = /^\d+$/;

/** Lamports as the RPC client parsed them: exact only while they are safe integers. */
export function lamports(value: number): bigint {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError('lamport amount out of range');
  return BigInt(value);
}

function baseUnits(amount: string): bigint {
  if (!INTEGER.test(amount)) throw new RangeError('token amount is not an integer');
  return BigInt(amount);
}

function solDelta(input: BalanceInput, wallet: string): bigint {
  let delta = 0n;
  input.accountKeys.forEach((key, index) => {
    const pre = input.preBalances[index];
    const post = input.postBalances[index];
    if (key !== wallet || pre === undefined || post === undefined) return;
    delta += lamports(post) - lamports(pre);
  });
  return delta;
}

function tokenDeltas(input: BalanceInput, wallet: string): TokenChange[] {
  const byMint = new Map<string, { delta: bigint; decimals: number }>();
  const add = (list: readonly TokenBalanceInput[] | null | undefined, sign: 1n | -1n) => {
    for (const balance of list ?? []) {
      if (balance.owner !== wallet) continue;
      const entry = byMint.get(balance.mint) ?? { delta: 0n, decimals: balance.uiTokenAmount.decimals };
      entry.delta += sign * baseUnits(balance.uiTokenAmount.amount);
      byMint.set(balance.mint, entry);
    }
  };
  add(input.preTokenBalances, -1n);
  add(input.postTokenBalances, 1n);
  return [...byMint]
    .filter(([, { delta }]) => delta !== 0n)
    .map(([mint, { delta, decimals }]) => ({ mint, delta: delta.toString(), decimals }));
}

/**
 * What the transaction changed for `wallet`. Token accounts count by their `owner` field; a balance
 * without one (very old RPC nodes) is not attributed to anybody.
 */
export function balanceChanges(input: BalanceInput, wallet: string | null): BalanceChanges {
  if (!wallet) return noChanges();
  return { sol: solDelta(input, wallet).toString(), tokens: tokenDeltas(input, wallet) };
}

/**
 * Lamports that moved into token accounts of `wallet` the transaction created (a token balance after it,
 * none before): the rent a first buy pays to open the account, which the wallet can reclaim by closing it.
 */
export function openedAccountRent(input: BalanceInput, wallet: string | null): bigint {
  if (!wallet) return 0n;
  const before = new Set((input.preTokenBalances ?? []).map((balance) => balance.accountIndex));
  let rent = 0n;
  for (const balance of input.postTokenBalances ?? []) {
    if (balance.owner !== wallet || before.has(balance.accountIndex)) continue;
    const pre = input.preBalances[balance.accountIndex];
    const post = input.postBalances[balance.accountIndex];
    if (pre !== undefined && post !== undefined) rent += lamports(post) - lamports(pre);
  }
  return rent;
}
