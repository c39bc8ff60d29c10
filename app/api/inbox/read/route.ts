// POST /api/inbox/read – marks one event of the signed-in wallet's inbox read ({"id": "…"}) or all of them
// ({"all": true}); answers the unread count. An event of another wallet is not found, and left as it is.
import { catalogueError } from '@/lib/partner';
import { sessionWallet } from '@/lib/server/holdings';
import { json } from '@/lib/server/http/respond';
import { otherMethods, route } from '@/lib/server/http/route';
import { markRead, unreadCount } from '@/lib/server/inbox';
import { parseReadRequest } from '@/lib/server/inbox/requests';
import { requireSession } from '@/lib/server/session';

export const dynamic = 'force-dynamic';

export const POST = route('inbox.read', async ({ request, rt }) => {
  const wallet = await sessionWallet(rt, await requireSession(rt, request));
  const body = parseReadRequest(await request.json().catch(() => null));
  const db = await rt.db();
  if (!(await markRead(db, wallet, 'all' in body ? null : body.id)))
    throw catalogueError('not_found', { message: 'There is no such event in your inbox.' });
  rt.watcher.notify(wallet);
  return json({ unread: await unreadCount(db, wallet) });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('inbox.read', ['POST']);
