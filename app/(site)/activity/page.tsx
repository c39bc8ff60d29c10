import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { ActivityConnect } from '@/components/activity/activity-connect';
import { ActivityList } from '@/components/activity/activity-list';
import { activityQuery } from '@/lib/client/activity';
import { getQueryClient } from '@/lib/client/query-client';
import { ACTIVITY_LIMIT, listActivity } from '@/lib/server/journal/journal';
import { pageRuntime, pageSession } from '@/lib/server/page-runtime';
import { sessionKey } from '@/lib/server/store/session-rows';

export const metadata: Metadata = { title: 'Your activity' };

// GET /activity – every write of the connected person, a page at a time, with what became of it, followed live.
export default async function ActivityPage() {
  const session = await pageSession();
  const sessionHash = session ? sessionKey(session.sessionId) : null;
  if (!session || sessionHash === null || session.view.status !== 'active')
    return <ActivityConnect reconnect={session !== null} />;
  const queryClient = getQueryClient();
  // The newest page; older ones are read in the browser, a page at a time.
  await queryClient.prefetchInfiniteQuery({
    ...activityQuery(),
    queryFn: async () =>
      listActivity(await pageRuntime().db(), sessionHash, session.view.wallet, ACTIVITY_LIMIT.default),
  });
  return (
    <div className="grid max-w-4xl gap-6">
      <header className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Your activity</h1>
        <p className="max-w-prose text-muted-foreground">
          Every vote, cancel, withdrawal, settlement, proposal and trade you sent, newest first. A write whose
          answer was lost is looked for on the network and settled as confirmed, failed or not sent.
        </p>
      </header>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <ActivityList />
      </HydrationBoundary>
    </div>
  );
}
