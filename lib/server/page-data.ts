import 'server-only';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { headers } from 'next/headers';
import { balanceKeys, meKeys, PROFILE_SCOPE, sessionKeys, tradeKeys } from '@/lib/api/query-keys';
import { isAddress, offsetFrom } from '@/lib/domain';
import { networkNowUnix } from './chain';
import { walletBalance } from './chain/balance';
import { pageRuntime } from './page-runtime';
import { readMe } from './partner';
import { sessionResponseOf, type CurrentSession } from './session';
import { tradeSettings } from './trade-settings';

/**
 * Prefetches the network clock's offset from this machine's clock, in ms, for a page (under the browser's
 * `timeKeys.networkOffset`, passed in), measured as the browser measures it (`offsetFrom`), so that the
 * browser's first measurement agrees with it and changes nothing. Answers the local time it rendered at
 * (what `useNetworkNow` hydrates with). An unreachable RPC leaves the offset unknown.
 */
export async function prefetchNetworkTime(queryClient: QueryClient, offsetKey: QueryKey): Promise<string> {
  const sent = Date.now();
  try {
    const network = await networkNowUnix(pageRuntime().chain);
    queryClient.setQueryData(offsetKey, String(offsetFrom(network.toString(), sent, Date.now())));
  } catch {
    // The browser asks again through /api/time.
  }
  return String(Math.floor(sent / 1000));
}

/**
 * What a token or proposal page's first reads in the browser would ask, answered during its render
 * instead, under the browser's own query keys: the session (the trade panel's), the partner fee rate, the
 * person's balance of `mint` and their SOL, and their profile (1-click trading) when the session may read
 * it. The browser then sends none of these while the page loads. What cannot be read now is left for the
 * browser to read, as before; with no session (the widget before its visitor connects) the session says
 * so. The profile is the service's (its budget counts the read): it is read for a
 * page load only, not for a client-side navigation (the router's request for the page, with the header
 * `RSC`), which comes from a tab that has most often read it already and keeps it for a minute.
 */
export async function prefetchViewer(
  queryClient: QueryClient,
  session: CurrentSession | null,
  mint: string,
): Promise<void> {
  queryClient.setQueryData(sessionKeys.current, sessionResponseOf(session));
  queryClient.setQueryData(tradeKeys.settings, BigInt(tradeSettings().partnerFeeBps));
  if (!session) return;
  const { status, scopes, wallet } = session.view;
  if (status !== 'active') return;
  const navigation = (await headers()).has('rsc');
  const rt = pageRuntime();
  await Promise.all([
    prefetchBalance(queryClient, wallet, mint),
    scopes.includes(PROFILE_SCOPE) && !navigation
      ? readMe(rt.partner, session.sessionId).then((me) => {
          queryClient.setQueryData(meKeys.all, me);
        }, ignore)
      : null,
  ]);
}

const ignore = () => undefined;

/**
 * The person's balance of `mint` and their SOL, read from the chain during the render under the browser's
 * `balanceKeys.detail(mint)`; with no wallet, or when the chain does not answer, the browser reads it.
 */
export async function prefetchBalance(
  queryClient: QueryClient,
  wallet: string | null,
  mint: string,
): Promise<void> {
  if (wallet === null || !isAddress(wallet)) return;
  await walletBalance(pageRuntime().chain, wallet, mint).then((balance) => {
    queryClient.setQueryData(balanceKeys.detail(mint), balance);
  }, ignore);
}
