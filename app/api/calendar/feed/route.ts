// POST /api/calendar/feed – a new address for the signed-in wallet's calendar feed; the old one answers 404
// from now on. Answers the new address's path.
import { feedKey, feedPath, rotateFeed } from '@/lib/server/calendar';
import { sessionWallet } from '@/lib/server/holdings';
import { json } from '@/lib/server/http/respond';
import { otherMethods, route } from '@/lib/server/http/route';
import { requireSession } from '@/lib/server/session';

export const dynamic = 'force-dynamic';

export const POST = route('calendar.rotate', async ({ request, rt }) => {
  const wallet = await sessionWallet(rt, await requireSession(rt, request));
  const secret = await rotateFeed(await rt.db(), feedKey(rt.config), wallet);
  return json({ path: feedPath(secret) });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('calendar.rotate', ['POST']);
