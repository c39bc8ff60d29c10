import 'server-only';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { networkNowUnix } from './chain';

/**
 * Prefetches the network clock's offset from this machine's clock, in ms, for a page (under the browser's
 * `timeKeys.networkOffset`, passed in), and answers the local time it rendered at (what `useNetworkNow`
 * hydrates with). An unreachable RPC leaves the offset unknown.
 */
export async function prefetchNetworkTime(queryClient: QueryClient, offsetKey: QueryKey): Promise<string> {
  const local = BigInt(Math.floor(Date.now() / 1000));
  try {
    const offset = (await networkNowUnix()) - local;
    queryClient.setQueryData(offsetKey, (offset * 1000n).toString());
  } catch {
    // The browser asks again through /api/time.
  }
  return local.toString();
}
