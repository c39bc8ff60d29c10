import 'server-only';
import { ApiError } from '@/lib/partner';
import type { RouteContext } from '../http/route';
import { requireSession } from '../session';
import { sessionKey } from '../store/session-rows';
import { resolveTarget } from './match';
import { proxyRead } from './read';
import { proxyWrite } from './write';

// The partner API proxy: /api/partner/v1/* mirrors the upstream's /partner/v1/* one to one for the
// spec's endpoints. match ► session ► (write: key, validate, claim) ► budget ► bearer ► forward ►
// refresh-once ► respond. The route wrapper has already checked the origin of every non-GET request.

export { setTierBudget, memoryBudget, limiterBudget, type TierBudget } from './budget';

export type ProxyParams = { path?: string[] };

export async function proxy(ctx: RouteContext<ProxyParams>): Promise<Response> {
  const resolved = resolveTarget(ctx.request, ctx.params.path ?? []);
  if (!resolved.ok) return resolved.response;
  const { target } = resolved;
  const { sessionId, view } = await requireSession(ctx.request);
  if (view.status !== 'active') throw ApiError.from('needs_reconnect');
  if (target.endpoint.method === 'GET') return proxyRead(ctx, sessionId, target);
  const sessionHash = sessionKey(sessionId);
  if (sessionHash === null) throw ApiError.from('not_connected');
  return proxyWrite(ctx, { sessionId, sessionHash, wallet: view.wallet }, target);
}
