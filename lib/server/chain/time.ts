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
