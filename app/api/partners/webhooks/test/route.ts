// POST /api/partners/webhooks/test – send a signed `webhook.test` event to the partner's endpoint now
import { json } from '@/lib/server/http/respond';
import { otherMethods, route } from '@/lib/server/http/route';
import { requirePartner } from '@/lib/server/partners/gate';

export const dynamic = 'force-dynamic';

export const POST = route('partners.webhooks.test', async ({ request, rt }) => {
  await requirePartner(rt, request);
  return json({ delivery: await rt.webhooks.sendTest() }, { status: 202 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('partners.webhooks.test', ['POST']);
