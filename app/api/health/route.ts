// GET /api/health – whether this server, its store, the partner service and the Solana RPC answer
import { currentHealth, isHealthy } from '@/lib/server/health';
import { json } from '@/lib/server/http/respond';
import { otherMethods, route } from '@/lib/server/http/route';

export const dynamic = 'force-dynamic';

export const GET = route('health', async ({ log }) => {
  const health = await currentHealth();
  const healthy = isHealthy(health);
  if (!healthy) log.warn(health, 'health check failed');
  return json(health, { status: healthy ? 200 : 503 });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('health', ['GET']);
