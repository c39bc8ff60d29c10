import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowChangeResponse, FollowReason, FollowsResponse } from '@/lib/api';
import { followKeys } from '@/lib/api/query-keys';
import { apiFetch, apiRead, responseSchemas } from './api';

// The person's follow set (GET /api/follows) and Follow / Unfollow on a token's page (PUT and DELETE
// /api/follows/{mint}): shown at once, put back as it was when the server refuses.

export { followKeys };
export type { FollowsResponse, FollowReason };

export const fetchFollows = (): Promise<FollowsResponse> =>
  apiRead('/api/follows', (s) => s.followsResponseSchema);

export function followsQuery() {
  return queryOptions({ queryKey: followKeys.all, queryFn: fetchFollows, staleTime: 30_000 });
}

/** Why `mint` is in the set (empty when it is not). */
export function reasonsOf(data: FollowsResponse | undefined, mint: string): FollowReason[] {
  return data?.tokens.find((token) => token.mint === mint)?.reasons ?? [];
}

/** The set with `mint` followed by hand or not, as the server will answer once it agrees. */
export function withFollow(data: FollowsResponse, mint: string, follow: boolean): FollowsResponse {
  const entry = data.tokens.find((token) => token.mint === mint);
  const reasons: FollowReason[] = (entry?.reasons ?? []).filter((reason) => reason !== 'followed');
  if (follow) reasons.push('followed');
  const rest = data.tokens.filter((token) => token.mint !== mint);
  if (reasons.length === 0) return { ...data, tokens: rest };
  return { ...data, tokens: [...rest, { mint, reasons, balance: entry?.balance ?? null }] };
}

async function sendFollow(mint: string, follow: boolean): Promise<FollowChangeResponse> {
  const [schemas, body] = await Promise.all([
    responseSchemas(),
    apiFetch<unknown>(`/api/follows/${encodeURIComponent(mint)}`, { method: follow ? 'PUT' : 'DELETE' }),
  ]);
  return schemas.followChangeResponseSchema.parse(body);
}

/** Follow (`true`) or unfollow (`false`) `mint`: the set changes at once and is put back on failure. */
export function useFollow(mint: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => sendFollow(mint, follow),
    onMutate: async (follow) => {
      await queryClient.cancelQueries({ queryKey: followKeys.all });
      const previous = queryClient.getQueryData<FollowsResponse>(followKeys.all);
      if (previous) queryClient.setQueryData(followKeys.all, withFollow(previous, mint, follow));
      return { previous };
    },
    onError: (_error, _follow, context) => {
      if (context?.previous) queryClient.setQueryData(followKeys.all, context.previous);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<FollowsResponse>(followKeys.all, (data) => {
        if (!data) return data;
        const rest = data.tokens.filter((token) => token.mint !== mint);
        const balance = data.tokens.find((token) => token.mint === mint)?.balance ?? null;
        return answer.reasons.length === 0
          ? { ...data, tokens: rest }
          : { ...data, tokens: [...rest, { mint, reasons: answer.reasons, balance }] };
      });
    },
  });
}
