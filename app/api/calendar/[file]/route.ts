// GET /api/calendar/{secret}.ics – a wallet's calendar feed (RFC 5545): the voting deadlines and metadata
// window ends of every token she follows. The secret is the only key: an unknown or rotated one is 404.
import { catalogueError } from '@/lib/partner';
import { calendarFeed, calendarHeaders, walletOfFeed } from '@/lib/server/calendar';
import { otherMethods, route } from '@/lib/server/http/route';

export const dynamic = 'force-dynamic';

const NO_FEED =
  'There is no calendar at this address. If it was replaced, copy the new address from My governance.';

export const GET = route<{ file: string }>('calendar.feed', async ({ request, params, rt }) => {
  const secret = params.file.endsWith('.ics') ? params.file.slice(0, -'.ics'.length) : '';
  const wallet = secret ? await walletOfFeed(await rt.db(), secret) : null;
  if (!wallet) throw catalogueError('not_found', { message: NO_FEED });
  const text = await calendarFeed(rt, wallet, new URL(request.url).origin);
  return new Response(text, { status: 200, headers: calendarHeaders('my-governance.ics', 'inline') });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('calendar.feed', ['GET']);
