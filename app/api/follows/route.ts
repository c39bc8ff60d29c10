// GET /api/follows – every token the signed-in person follows (held, written to, followed by hand), and why
import { followSet, sessionWallet } from '@/lib/server/holdings';
import { json } from '@/lib/server/http/respond';
import { otherMethods, route } from '@/lib/server/http/route';
import { requireSession } from '@/lib/server/session';

export const dynamic = 'force-dynamic';

export const GET = route('follows.list', async ({ request, rt }) => {
  const wallet = await sessionWallet(rt, await requireSession(rt, request));
  return json(await followSet({ db: await rt.db(), chain: rt.chain }, wallet));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('follows.list', ['GET']);
