import 'server-only';
import { callForSession } from '../partner-call';
import type { Target } from './match';
import type { PreparedBody } from './prepared';

/**
 * One call to the upstream for a session: the bearer token, and on `401 invalid_token` one refresh and
 * one resend (safe for writes too: the upstream refused the first). The body is bytes held in memory,
 * so that resend carries exactly what the first did.
 */
export function forward(
  sessionId: string,
  target: Target,
  prepared: PreparedBody | null,
  requestId: string,
): Promise<Response> {
  return callForSession(sessionId, {
    method: target.endpoint.method,
    path: target.upstreamPath,
    requestId,
    ...(prepared ? { contentType: prepared.contentType, body: prepared.body } : {}),
  });
}
