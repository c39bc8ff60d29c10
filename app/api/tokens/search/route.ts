// GET /api/tokens/search?q= – the tokens this server has read whose name, symbol or mint match, best first
import { SEARCHES_PER_MINUTE, searchQuery, searchTokens } from '@/lib/server/holdings/search';
import { takePerIp } from '@/lib/server/http/per-ip';
import { json } from '@/lib/server/http/respond';
import { otherMethods, route } from '@/lib/server/http/route';

export const dynamic = 'force-dynamic';

export const GET = route(
  'tokens.search',
  async ({ request, rt }) => {
    const query = searchQuery(new URL(request.url).searchParams.get('q'));
    const refused = await takePerIp(rt, request, 'token-search', SEARCHES_PER_MINUTE);
    if (refused) return refused;
    return json({ tokens: await searchTokens(rt, query) });
  },
  { query: ['q'] },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods('tokens.search', ['GET']);
