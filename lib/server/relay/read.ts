import 'server-only';
import { isAddress } from '@/lib/domain';
import { ApiError, parseVotesLimit } from '@/lib/partner';
import { errorCode, json } from '../http/respond';
import type { RouteContext } from '../http/route';
import { UpstreamLostError } from '../partner';
import { readModel, servedResponse, UnkeptAnswer, type Served, type Viewer } from '../read-model';
import { partnerSeam } from '../runtime';
import type { Target } from './match';
import { fromUpstream, toResponse } from './respond';

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

/** A read model answer; one it could not keep (429, 5xx) reaches only a caller with nothing to show. */
async function answered(served: Promise<Served>, request: Request): Promise<Response> {
  try {
    return servedResponse(await served, request);
  } catch (error) {
    if (!(error instanceof UnkeptAnswer)) throw error;
    return toResponse({ ...error.answer, headers: { 'content-type': 'application/json' } });
  }
}

/** The governance reads, answered from the shared read model (ETag, 304, the data's age). */
function fromReadModel(request: Request, viewer: Viewer, target: Target): Promise<Response> | null {
  const model = readModel();
  if (target.endpoint.key === 'governanceRead')
    return answered(model.governance(viewer, target.params.mint!), request);
  if (target.endpoint.key === 'votesList') {
    const limit = parseVotesLimit(new URL(request.url).searchParams.get('limit'));
    return answered(model.votes(viewer, target.params.proposal!, limit), request);
  }
  return null;
}

/**
 * A person's read: the governance reads from the read model; others through the seam (budget at `user`
 * priority, retries by the catalogue's retry class).
 */
export async function proxyRead(
  ctx: RouteContext<unknown>,
  viewer: Viewer,
  target: Target,
): Promise<Response> {
  const local = answerWithoutCall(target);
  if (local) return local;
  let response: Response;
  try {
    const shared = fromReadModel(ctx.request, viewer, target);
    if (shared) return await shared;
    response = await partnerSeam().read(viewer.sessionId, target.upstreamPath, {
      priority: 'user',
      requestId: ctx.requestId,
    });
  } catch (error) {
    if (!(error instanceof UpstreamLostError)) throw error;
    ctx.log.warn({ endpoint: target.endpoint.key }, 'upstream did not answer a read');
    throw ApiError.from('internal', { message: 'The service did not answer.' });
  }
  return toResponse(await fromUpstream(response));
}
