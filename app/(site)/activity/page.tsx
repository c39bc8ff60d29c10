import type { Metadata } from 'next';
import { ownPage, OwnPageHeader, prefetched, seePromptCard } from '@/app/_page/gate';
import { ActivityList } from '@/components/activity/activity-list';
import { activityQuery } from '@/lib/client/activity';
import { ACTIVITY_LIMIT, listActivity } from '@/lib/server/journal/journal';
import { pageRuntime } from '@/lib/server/page-runtime';
import { sessionKey } from '@/lib/server/store/session-rows';

export const metadata: Metadata = { title: 'Your activity' };

// GET /activity – every write of the connected person, a page at a time, with what became of it, followed live.
export default ownPage('/activity', async (session, connect) => {
  const sessionHash = sessionKey(session.sessionId);
  if (sessionHash === null) return seePromptCard(connect, true);
  const db = await pageRuntime().db();
  return (
    <div className="grid max-w-4xl gap-6">
      <OwnPageHeader title="Your activity">
        Every vote, cancel, withdrawal, settlement, proposal and trade you sent, newest first. A write whose
        answer was lost is looked for on the network and settled as confirmed, failed or not sent.
      </OwnPageHeader>
      {await prefetched(
        // The newest page; older ones are read in the browser, a page at a time.
        (queryClient) =>
          queryClient.prefetchInfiniteQuery({
            ...activityQuery(),
            queryFn: () => listActivity(db, sessionHash, session.view.wallet, ACTIVITY_LIMIT.default),
          }),
        () => <ActivityList />,
      )}
    </div>
  );
});
