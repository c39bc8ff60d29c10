// GET /api/activity – the person's writes through the proxy, newest first (?limit=, 50 by default, ≤ 200;
// ?cursor=, the nextCursor of the page before)
import type { ActivityResponse } from '@/lib/api';
import { catalogueError } from '@/lib/partner';
import { json } from '@/lib/server/http/respond';
import { otherMethods, route } from '@/lib/server/http/route';
import { listActivity, parseActivityCursor, parseActivityLimit } from '@/lib/server/journal/journal';
import { reconcileOnce } from '@/lib/server/journal/reconciler';
import { requireSession } from '@/lib/server/session';
import { sessionKey } from '@/lib/server/store/session-rows';

export const dynamic = 'force-dynamic';

const RECONCILE_WAIT_MS = 2_000;

export const GET = route(
  'activity.list',
  async ({ request, rt }) => {
    const { sessionId, view } = await requireSession(rt, request);
    const sessionHash = sessionKey(sessionId);
    if (sessionHash === null) throw catalogueError('not_connected');
    const query = new URL(request.url).searchParams;
    const limit = parseActivityLimit(query.get('limit'));
    const cursor = parseActivityCursor(query.get('cursor'));
    // This person's unsettled writes are checked on the chain first, briefly: the periodic
    // reconciliation catches up with whatever this does not finish.
    const checking = reconcileOnce(rt, { sessionHash, wallet: view.wallet }).catch(() => 0);
    await Promise.race([checking, new Promise((resolve) => setTimeout(resolve, RECONCILE_WAIT_MS))]);
    return json(
      (await listActivity(await rt.db(), sessionHash, view.wallet, limit, cursor)) satisfies ActivityResponse,
    );
  },
  { query: ['limit', 'cursor'] },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods('activity.list', ['GET']);
