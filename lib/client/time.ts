'use client';

import { useQuery } from '@tanstack/react-query';
import * as React from 'react';
import { apiRead } from './api';
import { timeKeys } from './time-keys';

// The network's clock in the browser: `/api/time` gives the chain's time, kept as an offset from the
// local clock (the server page prefetches it), and the page ticks from there, so countdowns end when
// voting really closes on the network.

function useNetworkOffsetSeconds(): bigint {
  const { data } = useQuery({
    queryKey: timeKeys.networkOffset,
    queryFn: async () => {
      const { nowUnix } = await apiRead('/api/time', (s) => s.timeResponseSchema);
      return (BigInt(nowUnix) - BigInt(Math.floor(Date.now() / 1000))).toString();
    },
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
  return data === undefined ? 0n : BigInt(data);
}

/**
 * The network's current Unix time, ticking every second. `renderedAtUnix` is the server's local time
 * when it rendered the page, so the first paint and hydration agree.
 */
export function useNetworkNow(renderedAtUnix: string): bigint {
  const offset = useNetworkOffsetSeconds();
  const subscribe = React.useCallback((notify: () => void) => {
    const id = window.setInterval(notify, 1000);
    return () => window.clearInterval(id);
  }, []);
  const local = React.useSyncExternalStore(
    subscribe,
    () => Math.floor(Date.now() / 1000),
    () => Number(renderedAtUnix),
  );
  return BigInt(local) + offset;
}
