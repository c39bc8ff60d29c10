import 'server-only';
import { serverConfig } from '../config';
import { chainConnection } from './connection';
import { readTransaction, type TxReport } from './transaction';

// The chain side of the server: confirmations and balance changes read through @solana/web3.js. Nothing
// outside lib/server/chain imports @solana/web3.js or sees the RPC URL.

export { rpcReachable } from './connection';
export { networkNowUnix, recentNetworkNowUnix } from './time';
export { balanceChanges, type BalanceChanges, type TokenChange } from './deltas';
export { isSignature } from './signature';
export { isTokenMint, metadataAddressOf } from './mint';
export { canonicalSymbol, readTransactionRecord, type SymbolOf } from './record';
export type { TxReport, TxStatus } from './transaction';

/**
 * A signature's status and the balance changes for `wallet`, through the process's RPC connection, with
 * what the configured partner fee wallet received.
 */
export function transactionReport(signature: string, wallet: string | null): Promise<TxReport> {
  return readTransaction(chainConnection(), signature, wallet, serverConfig().partnerFeeWallet);
}
