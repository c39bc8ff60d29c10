import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TokenCard } from '@/lib/api';
import { tokenSearchKeys } from '@/lib/api/query-keys';
import { apiRead } from './api';

// The header's Find a token (GET /api/tokens/search?q=): the tokens the server has read whose name,
// symbol or mint match, best first.

export { tokenSearchKeys };
export type { TokenCard };

export const searchTokens = (q: string): Promise<TokenCard[]> =>
  apiRead(`/api/tokens/search?q=${encodeURIComponent(q)}`, (s) => s.tokenSearchResponseSchema).then(
    (answer) => answer.tokens,
  );

export function tokenSearchQuery(q: string) {
  return queryOptions({
    queryKey: tokenSearchKeys.query(q),
    queryFn: () => searchTokens(q),
    enabled: q.trim().length > 0,
    staleTime: 60_000,
    // The list stays while the next one loads, so it does not flicker as she types.
    placeholderData: keepPreviousData,
  });
}
