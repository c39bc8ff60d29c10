// GET /api/health – whether this server, its store, the partner service and the Solana RPC answer
import { rpcReachable } from '@/lib/server/chain';
import { serverConfig } from '@/lib/server/config';
import { route } from '@/lib/server/http/route';
import { json } from '@/lib/server/http/respond';
import { getDb } from '@/lib/server/store/db';

export const dynamic = 'force-dynamic';

const TIMEOUT_MS = 2_000;

type Check = 'ok' | 'down';

async function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), TIMEOUT_MS);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function store(): Promise<Check> {
  try {
    await withTimeout(getDb(serverConfig().storeUrl).then((db) => db.query('SELECT 1')));
    return 'ok';
  } catch {
    return 'down';
  }
}

/** Any HTTP answer from the service's root counts: it is reachable. */
async function upstream(): Promise<Check> {
  try {
    await fetch(new URL('/', serverConfig().baseUrl), {
      method: 'HEAD',
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return 'ok';
  } catch {
    return 'down';
  }
}

export const GET = route('health', async ({ log }) => {
  const [storeCheck, upstreamCheck, rpc] = await Promise.all([
    store(),
    upstream(),
    rpcReachable(TIMEOUT_MS).then((up): Check => (up ? 'ok' : 'down')),
  ]);
  const body = { app: 'ok', store: storeCheck, upstream: upstreamCheck, rpc };
  const healthy = storeCheck === 'ok' && upstreamCheck === 'ok' && rpc === 'ok';
  if (!healthy) log.warn(body, 'health check failed');
  return json(body, { status: healthy ? 200 : 503 });
});
