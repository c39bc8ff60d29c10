import type { FastifyReply } from 'fastify';
import { ApiError, catalogueError, type ErrorCode } from '@/lib/partner';

/** Sends an error in the spec's wire shape `{error, message, action?, retryable?, ...extra}`. */
export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply.code(error.status).type('application/json').send(error.toBody());
}

export function sendCode(
  reply: FastifyReply,
  code: ErrorCode,
  extra?: Record<string, unknown>,
): FastifyReply {
  return sendError(reply, catalogueError(code, extra));
}

/** Anything that is not an `ApiError` becomes a generic `500 internal`; internals never reach the caller. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return catalogueError('internal');
}
