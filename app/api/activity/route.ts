// GET /api/activity – the person's writes through the proxy, newest first (?limit=, 50 by default, ≤ 200)
import { ApiError } from '@/lib/partner';
import { json } from '@/lib/server/http/respond';
import { otherMethods, route } from '@/lib/server/http/route';
import { listActivity, parseActivityLimit } from '@/lib/server/journal/journal';
import { requireSession } from '@/lib/server/session';
import { sessionKey } from '@/lib/server/store/session-rows';

export const dynamic = 'force-dynamic';

export const GET = route(
  'activity.list',
  async ({ request }) => {
    const { sessionId, view } = await requireSession(request);
    const sessionHash = sessionKey(sessionId);
    if (sessionHash === null) throw ApiError.from('not_connected');
    const limit = parseActivityLimit(new URL(request.url).searchParams.get('limit'));
    return json({ activity: await listActivity(sessionHash, view.wallet, limit) });
  },
  { query: ['limit'] },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods('activity.list', ['GET']);
