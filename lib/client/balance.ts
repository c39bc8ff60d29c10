import { queryOptions } from '@tanstack/react-query';
import { itemRead } from './item-read';
import type { BalanceResponse } from '@/lib/api';
import { balanceKeys } from '@/lib/api/query-keys';

// The connected person's balance of one token and their SOL (GET /api/balance/{mint}). Writes that lock or
// release tokens, and trades, invalidate `balanceKeys.detail(mint)` once they are confirmed.

export type { BalanceResponse };

const balance = itemRead('balance', (s) => s.balanceResponseSchema);

export { balanceKeys };
export const balancePath = balance.path;
export const fetchBalance = balance.fetch;

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
