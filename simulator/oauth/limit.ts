import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, catalogueError } from '@/lib/partner';
import type { Sim } from '../core/sim';

/**
 * The OAuth endpoints' limit per caller IP. Returns the seconds to wait when the caller is over it
 * (counted in `rateLimited`), else null.
 */
export async function oauthLimit(sim: Sim, request: FastifyRequest): Promise<number | null> {
  const state = await sim.limits.oauth(request.ip);
  if (state.allowed) return null;
  sim.stats.rateLimited += 1;
  return state.resetSeconds;
}

export function rateLimitError(retryAfterSeconds: number): ApiError {
  return catalogueError('rate_limit_exceeded', { retryAfterSeconds });
}

/**
 * Errors before the handler (an unreadable or oversized body) become `400 invalid_request`, the OAuth
 * code for a malformed request, rather than the partner API's `invalid_input`.
 */
export function frameworkError(error: FastifyError | Error): ApiError {
  if (error instanceof ApiError) return error;
  const status = (error as FastifyError).statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return catalogueError('invalid_request', { message: 'The request body could not be read.' });
  }
  return catalogueError('internal');
}

/** Headers of every OAuth answer: nothing here may be cached. */
export function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
}
