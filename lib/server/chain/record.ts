import 'server-only';
import type { Connection, TokenBalance, VersionedTransactionResponse } from '@solana/web3.js';
import type { TxRecord, TxRecordTokenChange } from '@/lib/api';
import { withRpc, type ChainConnections } from './connection';
import { accountKeysOf, lamports } from './deltas';
import { metadataAddressOf } from './mint';
import { readMetadataAccount } from './metadata';

// A transaction as the network records it, for the transaction page: its standing, then (once it can be
// read at `confirmed`) its fee, every account's SOL change, every token account's change with the
// token's symbol where its metadata account has one, and its instructions. Integers only: lamports and
// token units are bigint from the RPC's numbers and strings (`uiAmount` is never read).

const INTEGER = /^\d+$/;

function units(balance: TokenBalance): bigint {
  const amount = balance.uiTokenAmount.amount;
  if (!INTEGER.test(amount)) throw new RangeError('token amount is not an integer');
  return BigInt(amount);
}

/** Token balance changes by token account, in the order of the accounts; unchanged ones left out. */
function tokenChanges(
  tx: VersionedTransactionResponse,
  keys: string[],
): Omit<TxRecordTokenChange, 'symbol'>[] {
  const byIndex = new Map<number, Omit<TxRecordTokenChange, 'symbol'>>();
  const add = (list: readonly TokenBalance[] | null | undefined, sign: 1n | -1n) => {
    for (const balance of list ?? []) {
      const entry = byIndex.get(balance.accountIndex) ?? {
        account: keys[balance.accountIndex] ?? '',
        owner: balance.owner ?? null,
        mint: balance.mint,
        decimals: balance.uiTokenAmount.decimals,
        change: 0n,
      };
      entry.change += sign * units(balance);
      byIndex.set(balance.accountIndex, entry);
    }
  };
  add(tx.meta?.preTokenBalances, -1n);
  add(tx.meta?.postTokenBalances, 1n);
  return [...byIndex]
    .sort(([a], [b]) => a - b)
    .map(([, entry]) => entry)
    .filter((entry) => entry.change !== 0n);
}

/** A token's symbol, or null when it is not known; never throws. */
export type SymbolOf = (mint: string) => Promise<string | null>;

/** The symbol in the metadata account at the mint's canonical Metaplex address, when there is one. */
export const canonicalSymbol =
  (chain: ChainConnections): SymbolOf =>
  async (mint) => {
    const account = await readMetadataAccount(chain, metadataAddressOf(mint)).catch(() => null);
    return account?.symbol.trim() || null;
  };

async function symbolsOf(mints: string[], symbolOf: SymbolOf): Promise<Map<string, string | null>> {
  return new Map(
    await Promise.all(mints.map(async (mint) => [mint, await symbolOf(mint).catch(() => null)] as const)),
  );
}

/** The record as the page shows it, from the RPC's answer (pure but for the symbols' reads). */
export async function recordOf(
  tx: VersionedTransactionResponse,
  signature: string,
  level: 'confirmed' | 'finalized',
  symbolOf: SymbolOf,
): Promise<TxRecord> {
  const { message } = tx.transaction;
  const keys = accountKeysOf(tx);
  const meta = tx.meta!;
  const changes = tokenChanges(tx, keys);
  const symbols = await symbolsOf([...new Set(changes.map((change) => change.mint))], symbolOf);
  return {
    signature,
    status: meta.err ? 'failed' : level,
    err: meta.err ?? null,
    slot: BigInt(tx.slot),
    blockTime: tx.blockTime == null ? null : BigInt(tx.blockTime),
    details: {
      fee: lamports(meta.fee),
      feePayer: keys[0] ?? '',
      accounts: keys.map((address, index) => ({
        address,
        signer: message.isAccountSigner(index),
        writable: message.isAccountWritable(index),
        solChange: lamports(meta.postBalances[index] ?? 0) - lamports(meta.preBalances[index] ?? 0),
      })),
      tokenChanges: changes.map((change) => ({ ...change, symbol: symbols.get(change.mint) ?? null })),
      instructions: message.compiledInstructions.map((instruction) => ({
        program: keys[instruction.programIdIndex] ?? '',
        accounts: instruction.accountKeyIndexes.map((index) => keys[index] ?? ''),
        dataBytes: instruction.data.length,
      })),
    },
  };
}

/**
 * The transaction of `signature` (a valid signature), or null when the network never saw it; token symbols
 * by `symbolOf` (the canonical metadata account's by default).
 */
export async function readTransactionRecord(
  chain: ChainConnections,
  signature: string,
  {
    symbolOf = canonicalSymbol(chain),
    connection = chain.connection(),
  }: { symbolOf?: SymbolOf; connection?: Connection } = {},
): Promise<TxRecord | null> {
  const { value } = await withRpc('getSignatureStatuses', () =>
    connection.getSignatureStatuses([signature], { searchTransactionHistory: true }),
  );
  const status = value[0] ?? null;
  if (!status) return null;
  const level = status.confirmationStatus ?? (status.confirmations === null ? 'finalized' : 'confirmed');
  const tx =
    level === 'processed'
      ? null
      : await withRpc('getTransaction', () =>
          connection.getTransaction(signature, {
            commitment: 'confirmed',
            maxSupportedTransactionVersion: 0,
          }),
        );
  if (!tx?.meta || level === 'processed') {
    return {
      signature,
      status: 'processed',
      err: status.err ?? null,
      slot: BigInt(status.slot),
      blockTime: null,
      details: null,
    };
  }
  return recordOf(tx, signature, level, symbolOf);
}
