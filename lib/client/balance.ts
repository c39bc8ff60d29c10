import { queryOptions } from '@tanstack/react-query';
import { apiRead } from './api';
import type { BalanceResponse } from '@/lib/api';

// The connected person's balance of one token and their SOL (GET /api/balance/{mint}). Writes that lock or
// release tokens, and trades, invalidate `balanceKeys.detail(mint)` once they are confirmed.

export type { BalanceResponse };

export const balanceKeys = {
  all: ['balance'] as const,
  detail: (mint: string) => ['balance', mint] as const,
};

export function balancePath(mint: string): string {
  return `/api/balance/${encodeURIComponent(mint)}`;
}

export function fetchBalance(mint: string): Promise<BalanceResponse> {
  return apiRead(balancePath(mint), (s) => s.balanceResponseSchema);
}

export function balanceQuery(mint: string) {
  return queryOptions({
    queryKey: balanceKeys.detail(mint),
    queryFn: () => fetchBalance(mint),
    staleTime: 10_000,
  });
}

/** The balance in base units, or null when it is not known (loading, failed, or not readable). */
export function knownBalance(data: BalanceResponse | undefined): bigint | null {
  return data === undefined ? null : BigInt(data.amount);
}

/** The SOL balance in lamports, or null when it is not known. */
export function knownSol(data: BalanceResponse | undefined): bigint | null {
  return data?.lamports === undefined ? null : BigInt(data.lamports);
}
