import type { Metadata } from 'next';
import { type SeePrompt, withSession } from '@/app/_page/gate';
import { BatchActions } from '@/components/holdings/batch-actions';
import { CalendarFeed } from '@/components/holdings/calendar-feed';
import { HoldingList } from '@/components/holdings/holding-list';
import { ApiError } from '@/lib/partner';
import { feedKey, feedPath, feedSecret } from '@/lib/server/calendar';
import { sessionWallet } from '@/lib/server/holdings';
import { holdingsOverview } from '@/lib/server/holdings/overview';
import { pageRuntime } from '@/lib/server/page-runtime';

export const metadata: Metadata = { title: 'My governance' };

// GET /me – every token the connected person holds, wrote to or follows, with her open votes, locks, bonds
// and deadlines, most urgent first.
export default async function MyGovernancePage() {
  const connect: SeePrompt = {
    id: 'me-connect-title',
    see: 'your governance',
    description:
      'My governance lists every token your wallet holds, every token you wrote to here and every token you follow, with your open votes, locked tokens and deadlines, most urgent first.',
    returnTo: '/me',
  };
  return withSession(connect, async (session) => {
    const rt = pageRuntime();
    let overview;
    try {
      overview = await holdingsOverview(rt, session);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_wallet')
        return (
          <p className="max-w-prose text-muted-foreground">
            The service did not name your wallet, so the tokens you hold cannot be read. Connect again to try
            once more.
          </p>
        );
      throw error;
    }
    return (
      <div className="grid max-w-4xl gap-6">
        <header className="grid gap-2">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">My governance</h1>
          <p className="max-w-prose text-muted-foreground">
            Every token your wallet holds, every token you wrote to here and every token you follow, with what
            each needs from you. What needs your action soonest comes first.
          </p>
        </header>
        <BatchActions plan={overview.batch} />
        <HoldingList overview={overview} />
        <CalendarFeed
          path={feedPath(await feedSecret(await rt.db(), feedKey(rt.config), sessionWallet(session)))}
        />
      </div>
    );
  });
}
