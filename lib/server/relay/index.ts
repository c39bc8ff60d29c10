import 'server-only';
import { ApiError } from '@/lib/partner';
import type { RouteContext } from '../http/route';
import { requireSession } from '../session';
import { sessionKey } from '../store/session-rows';
import { resolveTarget } from './match';
import { proxyRead } from './read';
import { proxyWrite } from './write';

// The relay behind /api/partner/v1/*: it mirrors the upstream's /partner/v1/* one to one for the spec's
// endpoints. match ► session ► (write: key, validate, claim, budget, journal) ► seam (budget, bearer,
// refresh-once, retries: lib/server/partner) ► respond. The route wrapper has already checked the origin
// of every non-GET request. (Named "relay" so it is not mistaken for Next's root proxy.ts.)

export type RelayParams = { path?: string[] };

export async function relay(ctx: RouteContext<RelayParams>): Promise<Response> {
  const resolved = resolveTarget(ctx.request, ctx.params.path ?? []);
  if (!resolved.ok) return resolved.response;
  const { target } = resolved;
  const { sessionId, view } = await requireSession(ctx.request);
  if (view.status !== 'active') throw ApiError.from('needs_reconnect');
  if (target.endpoint.method === 'GET') return proxyRead(ctx, { sessionId, wallet: view.wallet }, target);
  const sessionHash = sessionKey(sessionId);
  if (sessionHash === null) throw ApiError.from('not_connected');
  return proxyWrite(ctx, { sessionId, sessionHash, wallet: view.wallet }, target);
}
