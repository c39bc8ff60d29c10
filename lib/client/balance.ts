import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { uintString } from '@/lib/partner';
import { apiFetch } from './api';

// The connected person's balance of one token and their SOL (GET /api/balance/{mint}). Writes that lock or
// release tokens, and trades, invalidate `balanceKeys.detail(mint)` once they are confirmed.

export const balanceKeys = {
  all: ['balance'] as const,
  detail: (mint: string) => ['balance', mint] as const,
};

export const balanceResponseSchema = z.looseObject({
  mint: z.string(),
  owner: z.string(),
  amount: uintString,
  decimals: z.int().min(0),
  /** The wallet's SOL in lamports. */
  lamports: uintString.optional(),
});
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;

export function balancePath(mint: string): string {
  return `/api/balance/${encodeURIComponent(mint)}`;
}

export async function fetchBalance(mint: string): Promise<BalanceResponse> {
  return balanceResponseSchema.parse(await apiFetch(balancePath(mint)));
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
