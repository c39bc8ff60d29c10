import 'server-only';
import { ApiError } from '@/lib/partner';
import type { RouteContext } from '../http/route';
import { UpstreamLostError } from '../upstream';
import { tierBudget } from './budget';
import { forward } from './forward';
import type { Target } from './match';
import { budgetExceeded } from './write-outcome';
import { fromUpstream, toResponse } from './respond';
import { READ_RETRY, retryRead } from './retry';

/** A read: the tier budget, then the call, retried with backoff on 500/502/503 or a lost answer. */
export async function proxyRead(
  ctx: RouteContext<unknown>,
  sessionId: string,
  target: Target,
): Promise<Response> {
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
