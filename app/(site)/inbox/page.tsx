import type { Metadata } from 'next';
import { type SeePrompt, withSession } from '@/app/_page/gate';
import { InboxList } from '@/components/inbox/inbox-list';
import { INBOX_PAGE_SIZE } from '@/lib/api/inbox';
import { ApiError } from '@/lib/partner';
import { sessionWallet } from '@/lib/server/holdings';
import { listEvents, unreadCount } from '@/lib/server/inbox';
import { withTokens } from '@/lib/server/inbox/tokens';
import { pageRuntime } from '@/lib/server/page-runtime';

export const metadata: Metadata = { title: 'Inbox' };

// GET /inbox – what the watcher found for the connected wallet, newest first, each with its token, time
// and a link to the page to act on; mark one or all read.
export default async function InboxPage() {
  const connect: SeePrompt = {
    id: 'inbox-connect-title',
    see: 'your inbox',
    description:
      'Your inbox tells you of new proposals on the tokens you follow, votes ending before you voted, decisions on proposals you voted on or made, tokens and bonds you can take back, and writes whose outcome became known.',
    returnTo: '/inbox',
  };
  return withSession(connect, async (session) => {
    let wallet: string;
    try {
      wallet = sessionWallet(session);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_wallet')
        return (
          <p className="max-w-prose text-muted-foreground">
            The service did not name your wallet, so your inbox cannot be shown. Connect again to try once
            more.
          </p>
        );
      throw error;
    }
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
        <header className="grid gap-2">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Inbox</h1>
          <p className="max-w-prose text-muted-foreground">
            What changed on the tokens you hold, wrote to or follow, newest first. Each event links to the
            page where you can act on it.
          </p>
        </header>
        <InboxList initial={page} />
      </div>
    );
  });
}
