import { defaultShouldDehydrateQuery, isServer, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/partner';

// One QueryClient per browser tab, a fresh one per server render. Reads are retried only when the
// error class says an identical retry can succeed; writes never are.

function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        retry: (failures, error) => failures < 2 && error instanceof ApiError && error.retryable,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
      dehydrate: {
        shouldDehydrateQuery: (query) =>
          defaultShouldDehydrateQuery(query) || query.state.status === 'pending',
      },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}
