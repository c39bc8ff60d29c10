import type { Metadata } from 'next';
import { OwnPageHeader, ownWalletPage } from '@/app/_page/gate';
import { BatchActions } from '@/components/holdings/batch-actions';
import { CalendarFeed } from '@/components/holdings/calendar-feed';
import { HoldingList } from '@/components/holdings/holding-list';
import { feedKey, feedPath, feedSecret } from '@/lib/server/calendar';
import { holdingsOverview } from '@/lib/server/holdings/overview';
import { pageRuntime } from '@/lib/server/page-runtime';

export const metadata: Metadata = { title: 'My governance' };

// GET /me – every token the connected person holds, wrote to or follows, with her open votes, locks, bonds
// and deadlines, most urgent first.
export default ownWalletPage('/me', 'the tokens you hold cannot be read', async (session, wallet) => {
  const rt = pageRuntime();
  const overview = await holdingsOverview(rt, session);
  return (
    <div className="grid max-w-4xl gap-6">
      <OwnPageHeader title="My governance">
        Every token your wallet holds, every token you wrote to here and every token you follow, with what
        each needs from you. What needs your action soonest comes first.
      </OwnPageHeader>
      <BatchActions plan={overview.batch} />
      <HoldingList overview={overview} />
      <CalendarFeed path={feedPath(await feedSecret(await rt.db(), feedKey(rt.config), wallet))} />
    </div>
  );
});
