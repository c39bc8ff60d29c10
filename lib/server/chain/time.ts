import 'server-only';
import { chainConnection, withRpc } from './connection';

/**
 * The network's clock: the block time of the latest confirmed slot. Voting windows and mutable windows
 * end by this clock, not the browser's, so countdowns and phases follow the chain.
 */
export async function networkNowUnix(): Promise<bigint> {
  const connection = chainConnection();
  return withRpc('network time', async () => {
    const slot = await connection.getSlot('confirmed');
    const time = await connection.getBlockTime(slot);
    return BigInt(time ?? Math.floor(Date.now() / 1000));
  });
}

let recent: { atMs: number; value: Promise<bigint> } | null = null;

/**
 * The network's clock as read at most `maxAgeMs` ago, one RPC read at a time: every open page polls
 * /api/time each second to follow clock jumps, and this keeps that at two RPC calls per half second
 * however many pages are open. A failed read is forgotten at once.
 */
export function recentNetworkNowUnix(maxAgeMs = 500): Promise<bigint> {
  const now = Date.now();
  if (!recent || now - recent.atMs > maxAgeMs) {
    const value = networkNowUnix();
    recent = { atMs: now, value };
    value.catch(() => {
      if (recent?.value === value) recent = null;
    });
  }
  return recent.value;
}
