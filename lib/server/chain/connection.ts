import 'server-only';
import { Connection } from '@solana/web3.js';
import { ApiError, catalogueError } from '@/lib/partner';
import { serverConfig } from '../config';
import { log } from '../log';

// The one seam to the Solana JSON-RPC: HTTP only (no websocket is ever opened: nothing here subscribes or
// calls `confirmTransaction`), a timeout on every request, no silent retries on 429. The RPC URL can
// carry a provider key, so it stays in this module and never reaches a response or a log line.

export const RPC_TIMEOUT_MS = 10_000;

function timedFetch(timeoutMs: number): typeof fetch {
  return (input, init) =>
    fetch(input, {
      ...init,
      cache: 'no-store',
      signal: init?.signal
        ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)])
        : AbortSignal.timeout(timeoutMs),
    });
}

/** The runtime's connections to the configured RPC (built by lib/server/runtime.ts). */
export type ChainConnections = {
  /** The connection to the configured RPC, one per timeout. */
  connection(timeoutMs?: number): Connection;
};

export function createChainConnections(rpcUrl: string): ChainConnections {
  const connections = new Map<number, Connection>();
  return {
    connection(timeoutMs = RPC_TIMEOUT_MS) {
      let connection = connections.get(timeoutMs);
      if (!connection) {
        connection = new Connection(rpcUrl, {
          commitment: 'confirmed',
          disableRetryOnRateLimit: true,
          httpAgent: false,
          fetch: timedFetch(timeoutMs),
        });
        connections.set(timeoutMs, connection);
      }
      return connection;
    },
  };
}

/** An error's name and message with the RPC URL (and its host) taken out. */
export function describeRpcError(error: unknown): { name: string; message: string } {
  const { rpcUrl } = serverConfig();
  const host = new URL(rpcUrl).host;
  const name = error instanceof Error ? error.name : typeof error;
  const raw = error instanceof Error ? error.message : String(error);
  return { name, message: raw.split(rpcUrl).join('[rpc]').split(host).join('[rpc-host]').slice(0, 300) };
}

/** JSON-RPC's "invalid params" code, which Solana RPCs answer for an account of the wrong kind. */
export const INVALID_PARAMS = -32602;

/** The JSON-RPC error code an RPC answered with (web3.js keeps it on the error), or null. */
export function rpcErrorCode(error: unknown): number | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : null;
}

/**
 * Runs RPC calls; any failure (unreachable, timeout, an RPC error) becomes `502 rpc_unavailable`, unless
 * `meaning` reads it as an answer about the request itself (an `ApiError` to throw instead).
 */
export async function withRpc<T>(
  what: string,
  call: () => Promise<T>,
  meaning?: (error: unknown) => ApiError | null,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const answer = meaning?.(error);
    if (answer) throw answer;
    log.warn({ rpc: what, failure: describeRpcError(error) }, 'rpc call failed');
    throw catalogueError('rpc_unavailable');
  }
}

/** Whether the RPC answers `getSlot` within `timeoutMs`. */
export async function rpcReachable(chain: ChainConnections, timeoutMs: number): Promise<boolean> {
  try {
    await chain.connection(timeoutMs).getSlot();
    return true;
  } catch {
    return false;
  }
}
