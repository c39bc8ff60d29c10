import 'server-only';
import { isAddress } from '@/lib/domain';
import { ApiError } from '@/lib/partner';
import { errorCode, json } from '../http/respond';
import type { RouteContext } from '../http/route';
import { UpstreamLostError } from '../partner';
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

/** A person's read through the seam (budget at `user` priority, retries by the catalogue's retry class). */
export async function proxyRead(
  ctx: RouteContext<unknown>,
  sessionId: string,
  target: Target,
): Promise<Response> {
  const local = answerWithoutCall(target);
  if (local) return local;
  let response: Response;
  try {
    response = await partnerSeam().read(sessionId, target.upstreamPath, {
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
