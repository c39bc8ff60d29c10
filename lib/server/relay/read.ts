import 'server-only';
import { isAddress } from '@/lib/domain';
import { catalogueError, parseVotesLimit } from '@/lib/partner';
import type { RequestHead } from '../http/request-head';
import { errorCode, json } from '../http/respond';
import type { RouteContext } from '../http/route';
import { UpstreamLostError } from '../partner';
import { servedResponse, UnkeptAnswer, type ReadModel, type Served, type Viewer } from '../read-model';
import type { Target } from './match';
import { fromError, fromUpstream, toResponse } from './respond';

/**
 * The spec's answer for a read of something that cannot be an address, given here without a call: a
 * malformed mint is `404 governance_not_found`, a malformed proposal an empty `votes` list.
 */
function answerWithoutCall(target: Target): Response | null {
  if (target.endpoint.key === 'governanceRead' && !isAddress(target.params.mint ?? ''))
    return errorCode('governance_not_found');
  if (target.endpoint.key === 'votesList' && !isAddress(target.params.proposal ?? ''))
    return json({ votes: [] });
  return null;
}

/** The governance reads, answered from the shared read model; null for any other read. */
function fromReadModel(
  model: ReadModel,
  request: RequestHead,
  viewer: Viewer,
  target: Target,
): Promise<Served> | null {
  if (target.endpoint.key === 'governanceRead') return model.governance(viewer, target.params.mint!);
  if (target.endpoint.key === 'votesList') {
    const limit = parseVotesLimit(new URL(request.url).searchParams.get('limit'));
    return model.votes(viewer, target.params.proposal!, limit);
  }
  return null;
}

/** How a read model answer is sent: a `Response` for Next, a lean answer for the front door. */
export type RenderServed<A> = (served: Served, request: RequestHead) => A;

/**
 * A person's read: the governance reads from the read model (ETag, 304, the data's age), rendered by
 * `render`; others through the seam (budget at `user` priority, retries by the catalogue's retry class).
 * An answer the read model could not keep (429, 5xx) reaches only a caller with nothing to show.
 */
export async function proxyRead<A = Response>(
  ctx: RouteContext<unknown, RequestHead>,
  viewer: Viewer,
  target: Target,
  render: RenderServed<A | Response> = servedResponse,
): Promise<A | Response> {
  const local = answerWithoutCall(target);
  if (local) return local;
  let response: Response;
  try {
    const shared = fromReadModel(ctx.rt.readModel, ctx.request, viewer, target);
    if (shared) return render(await shared, ctx.request);
    response = await ctx.rt.partner.read(viewer.sessionId, target.upstreamPath, {
      priority: 'user',
      requestId: ctx.requestId,
    });
  } catch (error) {
    if (error instanceof UnkeptAnswer) {
      const refused = error.error();
      const wait = refused.body.retryAfterSeconds;
      return toResponse(
        fromError(
          refused,
          typeof wait === 'number' && wait > 0 ? { 'retry-after': String(Math.ceil(wait)) } : {},
        ),
      );
    }
    if (!(error instanceof UpstreamLostError)) throw error;
    ctx.log.warn({ endpoint: target.endpoint.key }, 'upstream did not answer a read');
    throw catalogueError('internal', { message: 'The service did not answer.' });
  }
  return toResponse(await fromUpstream(response));
}
