// GET /api/partners/tokens?q= – the partner console's token search (partner team only)
import { demoTokens } from '@/lib/server/demo-tokens';
import { json } from '@/lib/server/http/respond';
import { otherMethods, route } from '@/lib/server/http/route';
import { requirePartner } from '@/lib/server/partners/gate';
import { searchTokens } from '@/lib/server/partners/tokens';

export const dynamic = 'force-dynamic';

export const GET = route(
  'partners.tokens',
  async ({ request, rt }) => {
    const { sessionId } = await requirePartner(rt, request);
    const query = new URL(request.url).searchParams.get('q') ?? '';
    return json({ tokens: await searchTokens(rt, await demoTokens(), query, sessionId) });
  },
  { query: ['q'] },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods('partners.tokens', ['GET']);
