import 'server-only';
import type { LastFill } from '@/lib/api';
import { createChainConnections, type ChainConnections } from './connection';
import { recentLastFills } from './last-fill';
import { recentNetworkClock } from './time';

// The chain as the runtime keeps it (lib/server/runtime.ts builds one): its connections to the RPC, and
// the short-lived readings every page and panel share (the network's clock, tokens' latest fills).

export type Chain = ChainConnections & {
  /** The network's clock as read at most `maxAgeMs` ago (see time.ts). */
  recentNowUnix(maxAgeMs?: number): Promise<bigint>;
  /** A token's latest fill as read at most 2 s ago (see last-fill.ts). */
  recentLastFill(mint: string): Promise<LastFill | null>;
};

export function createChain(rpcUrl: string): Chain {
  const connections = createChainConnections(rpcUrl);
  return {
    connection: connections.connection,
    recentNowUnix: recentNetworkClock(connections),
    recentLastFill: recentLastFills(connections),
  };
}
