// GET /api/trade/last-fill/{mint} – the token's latest confirmed trade on the network: a past price, not a quote
import type { LastFillResponse } from '@/lib/api';
import { isAddress } from '@/lib/domain';
import { catalogueError } from '@/lib/partner';
import { json } from '@/lib/server/http/respond';
import { otherMethods, route } from '@/lib/server/http/route';
import { requireSession } from '@/lib/server/session';

export const dynamic = 'force-dynamic';

// Read by the trade panel's exact-bound mode, so only for a connected person (the widget's session too).
export const GET = route<{ mint: string }>('trade.lastFill', async ({ request, params, rt }) => {
  await requireSession(rt, request);
  if (!isAddress(params.mint))
    throw catalogueError('invalid_address', { message: 'The token address is not a valid Solana address.' });
  const [fill, readAtUnix] = await Promise.all([
    rt.chain.recentLastFill(params.mint),
    rt.chain.recentNowUnix(),
  ]);
  return json({ mint: params.mint, fill, readAtUnix: readAtUnix.toString() } satisfies LastFillResponse);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('trade.lastFill', ['GET']);
