import type { Ledger } from '../ledger';
import { RPC_ERRORS, RpcError } from './errors';
import { accountMethods } from './methods-accounts';
import { chainMethods } from './methods-chain';
import { transactionMethods } from './methods-transactions';
import { positional } from './params';
import type { RpcMethod } from './types';

type Id = string | number | null;
export type RpcResponse =
  | { jsonrpc: '2.0'; id: Id; result: unknown }
  | { jsonrpc: '2.0'; id: Id; error: { code: number; message: string; data?: unknown } };

const METHODS: Record<string, RpcMethod> = { ...chainMethods, ...accountMethods, ...transactionMethods };

/** Names of the supported JSON-RPC methods. */
export const RPC_METHODS: readonly string[] = Object.keys(METHODS).sort();

function failure(id: Id, error: RpcError): RpcResponse {
  return { jsonrpc: '2.0', id, error: error.toJson() };
}

function isId(value: unknown): value is Id {
  return value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}

/** Answers one request object; undefined for a notification (a request without `id`). */
export function handleOne(ledger: Ledger, request: unknown): RpcResponse | undefined {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return failure(null, new RpcError(RPC_ERRORS.invalidRequest, 'Invalid request'));
  }
  const { jsonrpc, id, method, params } = request as Record<string, unknown>;
  const notification = !('id' in request);
  const replyId = isId(id) ? id : null;
  if (jsonrpc !== '2.0' || typeof method !== 'string' || (!notification && !isId(id))) {
    return failure(replyId, new RpcError(RPC_ERRORS.invalidRequest, 'Invalid request'));
  }
  let response: RpcResponse;
  const handler = Object.hasOwn(METHODS, method) ? METHODS[method] : undefined;
  if (!handler) {
    response = failure(replyId, new RpcError(RPC_ERRORS.methodNotFound, 'Method not found'));
  } else {
    try {
      response = { jsonrpc: '2.0', id: replyId, result: handler(ledger, positional(params)) };
    } catch (error) {
      const rpcError =
        error instanceof RpcError ? error : new RpcError(RPC_ERRORS.internalError, 'Internal error');
      response = failure(replyId, rpcError);
    }
  }
  return notification ? undefined : response;
}

/**
 * Solana JSON-RPC 2.0 over the ledger, framework-free. `body` is the parsed JSON body (a string or bytes
 * are parsed here). Returns the response to serialise, or `null` when there is nothing to answer
 * (notifications only): send an empty 204/200 then. Batches answer with an array.
 */
export async function handleRpc(ledger: Ledger, body: unknown): Promise<RpcResponse | RpcResponse[] | null> {
  let parsed = body;
  if (typeof body === 'string' || body instanceof Uint8Array) {
    try {
      parsed = JSON.parse(typeof body === 'string' ? body : Buffer.from(body).toString('utf8'));
    } catch {
      return failure(null, new RpcError(RPC_ERRORS.parseError, 'Parse error'));
    }
  }
  if (!Array.isArray(parsed)) return handleOne(ledger, parsed) ?? null;
  if (parsed.length === 0) return failure(null, new RpcError(RPC_ERRORS.invalidRequest, 'Invalid request'));
  const responses = parsed.map((request) => handleOne(ledger, request)).filter((r) => r !== undefined);
  return responses.length > 0 ? responses : null;
}
