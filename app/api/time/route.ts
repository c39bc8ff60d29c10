// GET /api/time – the network's clock, so countdowns and voting phases follow the chain
import type { TimeResponse } from '@/lib/api';
import { json } from '@/lib/server/http/respond';
import { otherMethods, route } from '@/lib/server/http/route';

export const dynamic = 'force-dynamic';

export const GET = route('time', async ({ rt }) =>
  json({ nowUnix: String(await rt.chain.recentNowUnix()) } satisfies TimeResponse),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods('time', ['GET']);
