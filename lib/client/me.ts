import { queryOptions } from '@tanstack/react-query';
import type { MeResponse } from '@/lib/partner';
import { meKeys, PROFILE_SCOPE } from '@/lib/api/query-keys';
import { apiRead } from './api';

// The connected person's profile (GET /partner/v1/me, scope `profile:read`): whether 1-click trading is
// on, so a write that needs it can say so before anything is sent.

export { meKeys, PROFILE_SCOPE };

export const fetchMe = (): Promise<MeResponse> => apiRead('/api/partner/v1/me', (s) => s.meResponseSchema);

export function meQuery() {
  return queryOptions({
    queryKey: meKeys.all,
    queryFn: fetchMe,
    staleTime: 60_000,
  });
}

/** 1-click trading: on, off, or null when it cannot be read (no profile scope, or the read failed). */
export function tradingEnabledOf(data: MeResponse | undefined): boolean | null {
  return data === undefined ? null : data.user.tradingEnabled;
}
