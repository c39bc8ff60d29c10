// GET /api/health – up or down (200 or 503) to anyone; to the health probe (HEALTH_TOKEN as its bearer)
// which of this server, its store, the partner service and the Solana RPC answer, and the credentials' state
import { isHealthy } from '@/lib/server/health';
import { json } from '@/lib/server/http/respond';
import { otherMethods, route } from '@/lib/server/http/route';

export const dynamic = 'force-dynamic';

export const GET = route('health', async ({ request, log, rt }) => {
  const health = await rt.health.current();
  const healthy = isHealthy(health);
  if (!healthy) log.warn(health, 'health check failed');
  const status = healthy ? 200 : 503;
  if (rt.health.probeMayReadDetails(request.headers.get('authorization'))) return json(health, { status });
  return json({ status: healthy ? 'up' : 'down' }, { status });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('health', ['GET']);
