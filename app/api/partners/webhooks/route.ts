// GET /api/partners/webhooks – the partner's webhook deliveries, newest first, with status, attempts and
// last answer (?limit=, 50 by default, ≤ 200; ?before=, the id of the last delivery of the page before)
import { json } from '@/lib/server/http/respond';
import { otherMethods, route } from '@/lib/server/http/route';
import { requirePartner } from '@/lib/server/partners/gate';
import { parseDeliveriesLimit, parseWebhookId } from '@/lib/server/webhooks/console';

export const dynamic = 'force-dynamic';

export const GET = route(
  'partners.webhooks.list',
  async ({ request, rt }) => {
    await requirePartner(rt, request);
    const query = new URL(request.url).searchParams;
    const limit = parseDeliveriesLimit(query.get('limit'));
    const before = parseWebhookId(query.get('before'), 'before');
    const deliveries = await rt.webhooks.list(limit, before);
    return json({
      configured: rt.webhooks.configured,
      deliveries,
      nextBefore: deliveries.length === limit ? deliveries.at(-1)!.id : null,
    });
  },
  { query: ['limit', 'before'] },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods('partners.webhooks.list', ['GET']);
