import 'server-only';
import type { QueryClient } from '@tanstack/react-query';
import { followKeys } from '@/lib/api/query-keys';
import type { Runtime } from '../runtime';
import type { CurrentSession } from '../session';
import { followSet } from './follow-set';
import { sessionWallet } from './wallet';

/**
 * The person's follow set for a page's Follow button, under the browser's own key; anything that cannot
 * be read now (no wallet, the store busy) is left for the browser to ask.
 */
export async function prefetchFollows(
  queryClient: QueryClient,
  rt: Pick<Runtime, 'db' | 'chain' | 'partner' | 'store'>,
  session: CurrentSession,
): Promise<void> {
  try {
    const wallet = await sessionWallet(rt, session);
    queryClient.setQueryData(followKeys.all, await followSet({ db: await rt.db(), chain: rt.chain }, wallet));
  } catch {
    // read again in the browser
  }
}
