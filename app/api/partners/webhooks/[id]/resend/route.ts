// POST /api/partners/webhooks/:id/resend – send a delivery again, with the same webhook-id, for 24 hours more
import { json } from '@/lib/server/http/respond';
import { otherMethods, route } from '@/lib/server/http/route';
import { requirePartner } from '@/lib/server/partners/gate';
import { parseWebhookId } from '@/lib/server/webhooks/console';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>('partners.webhooks.resend', async ({ request, params, rt }) => {
  await requirePartner(rt, request);
  const id = parseWebhookId(params.id, 'id')!;
  return json({ delivery: await rt.webhooks.resend(id) }, { status: 202 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('partners.webhooks.resend', ['POST']);
