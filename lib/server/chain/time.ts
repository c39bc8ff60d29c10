import 'server-only';
import { withRpc, type ChainConnections } from './connection';

/**
 * The network's clock: the block time of the latest confirmed slot. Voting windows and mutable windows
 * end by this clock, not the browser's, so countdowns and phases follow the chain.
 */
export async function networkNowUnix(chain: ChainConnections): Promise<bigint> {
  const connection = chain.connection();
  return withRpc('network time', async () => {
    const slot = await connection.getSlot('confirmed');
    const time = await connection.getBlockTime(slot);
    return BigInt(time ?? Math.floor(Date.now() / 1000));
  });
}

/**
 * The network's clock as read at most `maxAgeMs` ago, one RPC read at a time: every open page polls
 * /api/time each second to follow clock jumps, and this keeps that at two RPC calls per half second
 * however many pages are open. A failed read is forgotten at once. One per runtime (its `chain`).
 */
export function recentNetworkClock(chain: ChainConnections): (maxAgeMs?: number) => Promise<bigint> {
  let recent: { atMs: number; value: Promise<bigint> } | null = null;
  return (maxAgeMs = 500) => {
    const now = Date.now();
    if (!recent || now - recent.atMs > maxAgeMs) {
      const value = networkNowUnix(chain);
      recent = { atMs: now, value };
      value.catch(() => {
        if (recent?.value === value) recent = null;
      });
    }
    return recent.value;
  };
}
