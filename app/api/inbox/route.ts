// GET /api/inbox – the signed-in wallet's inbox, newest first (?limit=, 20 by default, ≤ 100; ?before=, the
// id of the last event of the page before), with its unread count
import { sessionWallet } from '@/lib/server/holdings';
import { json } from '@/lib/server/http/respond';
import { otherMethods, route } from '@/lib/server/http/route';
import { listEvents, unreadCount } from '@/lib/server/inbox';
import { parseInboxCursor, parseInboxLimit } from '@/lib/server/inbox/requests';
import { withTokens } from '@/lib/server/inbox/tokens';
import { requireSession } from '@/lib/server/session';

export const dynamic = 'force-dynamic';

export const GET = route(
  'inbox.list',
  async ({ request, rt }) => {
    const session = await requireSession(rt, request);
    const wallet = await sessionWallet(rt, session);
    const query = new URL(request.url).searchParams;
    const limit = parseInboxLimit(query.get('limit'));
    const before = parseInboxCursor(query.get('before'));
    const db = await rt.db();
    const [events, unread] = await Promise.all([
      listEvents(db, wallet, limit, before),
      unreadCount(db, wallet),
    ]);
    await rt.watcher.lend(wallet, session.sessionId);
    return json({
      events: await withTokens(rt.tokens, events),
      unread,
      next: events.length === limit ? events.at(-1)!.id : null,
    });
  },
  { query: ['limit', 'before'] },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods('inbox.list', ['GET']);
