import 'server-only';
import type { Connection, SignatureStatus, TransactionError } from '@solana/web3.js';
import type { TxReport, TxStatus } from '@/lib/api';
import { accountKeysOf, balanceChanges, lamports, noChanges, openedAccountRent } from './deltas';
import { withRpc } from './connection';

// A signature's standing on the network and what it changed for the user, as GET /api/tx/{signature}
// reports it. The spec leaves confirmation to the caller: `processed` is not final, and a confirmed
// transaction that carries an error is a failed one (its fees were still paid).

export type { TxReport, TxStatus };

function statusOf(status: SignatureStatus, err: TransactionError | null): TxStatus {
  const level = status.confirmationStatus ?? (status.confirmations === null ? 'finalized' : 'confirmed');
  if (level === 'processed') return 'processed';
  return err ? 'failed' : level;
}

/** The report for `signature`, with balance changes for `wallet` (none when the wallet is unknown). */
export async function readTransaction(
  connection: Connection,
  signature: string,
  wallet: string | null,
  feeWallet: string | null = null,
): Promise<TxReport> {
  const statuses = await withRpc('getSignatureStatuses', () =>
    connection.getSignatureStatuses([signature], { searchTransactionHistory: true }),
  );
  const status = statuses.value[0] ?? null;
  const empty = {
    signature,
    err: null,
    slot: null,
    blockTime: null,
    fee: null,
    signatures: null,
    changes: noChanges(),
    partnerFee: null,
    accountRent: null,
  };
  if (!status) return { ...empty, status: 'not_found' };
  if (status.confirmationStatus === 'processed') {
    return { ...empty, status: 'processed', err: status.err, slot: status.slot };
  }
  const tx = await withRpc('getTransaction', () =>
    connection.getTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 }),
  );
  if (!tx?.meta) {
    // Not readable at `confirmed` yet (a race between the two calls): report it as not settled, so that
    // the caller asks again instead of taking a confirmation without its balance changes.
    return { ...empty, status: 'processed', err: status.err, slot: status.slot };
  }
  const { meta } = tx;
  const keys = accountKeysOf(tx);
  const balances = { ...meta, accountKeys: keys };
  const partnerFee = feeWallet && keys.includes(feeWallet) ? balanceChanges(balances, feeWallet).sol : null;
  return {
    signature,
    status: statusOf(status, meta.err),
    err: meta.err,
    slot: tx.slot,
    blockTime: tx.blockTime ?? null,
    fee: lamports(meta.fee).toString(),
    signatures: tx.transaction.signatures.length,
    changes: balanceChanges(balances, wallet),
    partnerFee,
    accountRent: openedAccountRent(balances, wallet).toString(),
  };
}
