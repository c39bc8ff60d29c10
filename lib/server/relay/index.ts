import 'server-only';
import { catalogueError } from '@/lib/partner';
import type { RequestHead } from '../http/request-head';
import type { RouteContext } from '../http/route';
import { requireSession } from '../session';
import { sessionKey } from '../store/session-rows';
import { resolveTarget, type Target } from './match';
import { proxyRead, type RenderServed } from './read';
import { proxyWrite } from './write';

// The relay behind /api/partner/v1/*: it mirrors the upstream's /partner/v1/* one to one for the spec's
// endpoints. match ► session ► (write: key, validate, claim, budget, journal) ► seam (budget, bearer,
// refresh-once, retries: lib/server/partner) ► respond. The route wrapper has already checked the origin
// of every non-GET request. (Named "relay" so it is not mistaken for Next's root proxy.ts.)

export type RelayParams = { path?: string[] };

type Admitted = { target: Target; sessionId: string; wallet: string | null };

/** The endpoint a request is for and its active session, or the answer that refuses it. */
async function admit(
  ctx: RouteContext<RelayParams, RequestHead>,
  path: readonly string[],
): Promise<Admitted | Response> {
  const { request } = ctx;
  const resolved = resolveTarget(request, path);
  if (!resolved.ok) return resolved.response;
  const { sessionId, view } = await requireSession(ctx.rt, request);
  if (view.status !== 'active') throw catalogueError('needs_reconnect');
  return { target: resolved.target, sessionId, wallet: view.wallet };
}

export async function relay(ctx: RouteContext<RelayParams>): Promise<Response> {
  const admitted = await admit(ctx, ctx.params.path ?? []);
  if (admitted instanceof Response) return admitted;
  const { target, sessionId, wallet } = admitted;
  if (target.endpoint.method === 'GET') return proxyRead(ctx, { sessionId, wallet }, target);
  const sessionHash = sessionKey(sessionId);
  if (sessionHash === null) throw catalogueError('not_connected');
  return proxyWrite(ctx, { sessionId, sessionHash, wallet }, target);
}

/**
 * The relay for a GET given as a request head (the front door's hot reads): the same steps and answers,
 * with the read model's answers rendered by `render`.
 */
export async function relayRead<A>(
  ctx: RouteContext<RelayParams, RequestHead>,
  render: RenderServed<A | Response>,
): Promise<A | Response> {
  if (ctx.request.method !== 'GET') throw new Error('relayRead serves GET requests only');
  const admitted = await admit(ctx, ctx.params.path ?? []);
  if (admitted instanceof Response) return admitted;
  const { target, sessionId, wallet } = admitted;
  return proxyRead(ctx, { sessionId, wallet }, target, render);
}
