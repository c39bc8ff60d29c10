import 'server-only';
import type { PartnerSeam } from '../partner/seam';
import type { Target } from './match';
import type { PreparedBody } from './prepared';

/**
 * A write's one call through the seam, its budget already spent: the bearer token, and on
 * `401 invalid_token` one refresh and one resend (safe: the upstream refused the first). The body is
 * bytes held in memory, so that resend carries exactly what the first did.
 */
export function forwardWrite(
  partner: PartnerSeam,
  sessionId: string,
  target: Target,
  prepared: PreparedBody,
  requestId: string,
): Promise<Response> {
  return partner.call(
    sessionId,
    {
      method: target.endpoint.method,
      path: target.upstreamPath,
      requestId,
      contentType: prepared.contentType,
      body: prepared.body,
    },
    { priority: 'write', prepaid: true },
  );
}
