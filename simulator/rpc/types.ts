import type { Ledger } from '../ledger';

/** A JSON-RPC method: positional params in, a JSON-serialisable result out (or a thrown RpcError). */
export type RpcMethod = (ledger: Ledger, params: unknown[]) => unknown;
