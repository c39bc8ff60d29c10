import 'server-only';
import type { ChainConnections } from './connection';
import { readTransaction, type TxReport } from './transaction';

// The chain side of the server: confirmations and balance changes read through @solana/web3.js. Nothing
// outside lib/server/chain imports @solana/web3.js or sees the RPC URL.

export { rpcReachable, type ChainConnections } from './connection';
export { createChain, type Chain } from './service';
export { networkNowUnix } from './time';
export { balanceChanges, type BalanceChanges, type TokenChange } from './deltas';
export { isSignature } from './signature';
export { isTokenMint, metadataAddressOf } from './mint';
export { canonicalSymbol, readTransactionRecord, type SymbolOf } from './record';
export type { TxReport, TxStatus } from './transaction';

/**
 * A signature's status and the balance changes for `wallet`, through the runtime's RPC connection, with
 * what the partner fee wallet (`feeWallet`, the configured one) received.
 */
export function transactionReport(
  chain: ChainConnections,
  signature: string,
  wallet: string | null,
  feeWallet: string | null,
): Promise<TxReport> {
  return readTransaction(chain.connection(), signature, wallet, feeWallet);
}
