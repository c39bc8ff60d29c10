import 'server-only';
import { PublicKey, type Connection } from '@solana/web3.js';
import { withRpc, type ChainConnections } from './connection';
import { accountKeysOf } from './deltas';

// What the journal's reconciliation reads from the chain: the status of known signatures, and a wallet's
// recent transactions (who paid, which accounts and token mints they touched), to find the transaction
// of a write whose answer never came back.

export type ChainStatus = { level: 'processed' | 'confirmed' | 'finalized'; err: unknown | null };

export type ChainTx = {
  signature: string;
  slot: bigint;
  /** Unix seconds, when the RPC knows it. */
  blockTime: number | null;
  err: unknown | null;
  /** The fee payer: the first account key. */
  feePayer: string;
  /** Every account the transaction names, plus the mints of its token balances. */
  keys: string[];
  /** The mints whose balances the transaction shows. */
  mints: string[];
};

export interface ChainReader {
  slot(): Promise<bigint>;
  statuses(signatures: string[]): Promise<Map<string, ChainStatus>>;
  /** The wallet's transactions at or after `fromSlot` (newest 100 at most), oldest first. */
  walletHistory(wallet: string, fromSlot: bigint): Promise<ChainTx[]>;
}

const HISTORY_LIMIT = 100;

export function chainReader(connection: Connection): ChainReader {
  return {
    slot: () => withRpc('getSlot', async () => BigInt(await connection.getSlot('confirmed'))),

    async statuses(signatures) {
      const found = new Map<string, ChainStatus>();
      if (signatures.length === 0) return found;
      const { value } = await withRpc('getSignatureStatuses', () =>
        connection.getSignatureStatuses(signatures, { searchTransactionHistory: true }),
      );
      value.forEach((status, i) => {
        if (!status) return;
        const level =
          status.confirmationStatus ?? (status.confirmations === null ? 'finalized' : 'confirmed');
        found.set(signatures[i]!, { level, err: status.err ?? null });
      });
      return found;
    },

    async walletHistory(wallet, fromSlot) {
      const listed = await withRpc('getSignaturesForAddress', () =>
        connection.getSignaturesForAddress(new PublicKey(wallet), { limit: HISTORY_LIMIT }, 'confirmed'),
      );
      const recent = listed.filter((item) => BigInt(item.slot) >= fromSlot).reverse();
      const transactions: ChainTx[] = [];
      for (const item of recent) {
        const tx = await withRpc('getTransaction', () =>
          connection.getTransaction(item.signature, {
            commitment: 'confirmed',
            maxSupportedTransactionVersion: 0,
          }),
        );
        if (!tx) continue;
        const keys = accountKeysOf(tx);
        const mints = [...(tx.meta?.preTokenBalances ?? []), ...(tx.meta?.postTokenBalances ?? [])].map(
          (b) => b.mint,
        );
        transactions.push({
          signature: item.signature,
          slot: BigInt(tx.slot),
          blockTime: tx.blockTime ?? null,
          err: tx.meta?.err ?? null,
          feePayer: keys[0] ?? '',
          keys: [...new Set([...keys, ...mints])],
          mints: [...new Set(mints)],
        });
      }
      return transactions;
    },
  };
}

/** The chain's confirmed slot now, or null when the RPC does not answer within `timeoutMs`. */
export async function slotNow(chain: ChainConnections, timeoutMs = 1_000): Promise<bigint | null> {
  try {
    return BigInt(await chain.connection(timeoutMs).getSlot('confirmed'));
  } catch {
    return null;
  }
}
