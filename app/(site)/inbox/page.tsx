import type { Metadata } from 'next';
import { OwnPageHeader, ownWalletPage } from '@/app/_page/gate';
import { InboxList } from '@/components/inbox/inbox-list';
import { INBOX_PAGE_SIZE } from '@/lib/api/inbox';
import { listEvents, unreadCount } from '@/lib/server/inbox';
import { withTokens } from '@/lib/server/inbox/tokens';
import { pageRuntime } from '@/lib/server/page-runtime';

export const metadata: Metadata = { title: 'Inbox' };

// GET /inbox – what the watcher found for the connected wallet, newest first, each with its token, time
// and a link to the page to act on; mark one or all read.
export default ownWalletPage('/inbox', 'your inbox cannot be shown', async (session, wallet) => {
  const rt = pageRuntime();
  const db = await rt.db();
  const [events, unread] = await Promise.all([
    listEvents(db, wallet, INBOX_PAGE_SIZE, null),
    unreadCount(db, wallet),
  ]);
  await rt.watcher.lend(wallet, session.sessionId);
  const page = {
    events: await withTokens(rt.tokens, events),
    unread,
    next: events.length === INBOX_PAGE_SIZE ? events.at(-1)!.id : null,
  };
  return (
    <div className="grid max-w-3xl gap-6">
      <OwnPageHeader title="Inbox">
        What changed on the tokens you hold, wrote to or follow, newest first. Each event links to the page
        where you can act on it.
      </OwnPageHeader>
      <InboxList initial={page} />
    </div>
  );
});
