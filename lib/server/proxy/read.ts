import 'server-only';
import { isAddress } from '@/lib/domain';
import { ApiError } from '@/lib/partner';
import { errorCode, json } from '../http/respond';
import type { RouteContext } from '../http/route';
import { UpstreamLostError } from '../upstream';
import { tierBudget } from './budget';
import { forward } from './forward';
import type { Target } from './match';
import { budgetExceeded } from './write-outcome';
import { fromUpstream, toResponse } from './respond';
import { READ_RETRY, retryRead } from './retry';

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

/** A read: the tier budget, then the call, retried with backoff on 500/502/503 or a lost answer. */
export async function proxyRead(
  ctx: RouteContext<unknown>,
  sessionId: string,
  target: Target,
): Promise<Response> {
  const local = answerWithoutCall(target);
  if (local) return local;
  const budget = tierBudget();
  const first = await budget.take();
  if (!first.ok) return toResponse(budgetExceeded(first.retryAfterSeconds));
  let response: Response;
  try {
    response = await retryRead(() => forward(sessionId, target, null, ctx.requestId), {
      ...READ_RETRY,
      mayRetry: async () => (await budget.take()).ok,
    });
  } catch (error) {
    if (!(error instanceof UpstreamLostError)) throw error;
    ctx.log.warn({ endpoint: target.endpoint.key }, 'upstream did not answer a read');
    throw ApiError.from('internal', { message: 'The service did not answer.' });
  }
  return toResponse(await fromUpstream(response));
}
