import { UINT_PATTERN } from '@/lib/domain/int';

// GET /api/time: the network's clock. Pages without an event stream read it every second, so its answer is
// checked here without zod (such a page loads no schema library for anything else while it opens).

/** The network's clock, Unix seconds as an integer string. */
export type TimeResponse = { nowUnix: string };

/** `body` as a TimeResponse, or null when it is not one. */
export function timeResponseOf(body: unknown): TimeResponse | null {
  const nowUnix = typeof body === 'object' && body !== null ? (body as { nowUnix?: unknown }).nowUnix : null;
  return typeof nowUnix === 'string' && UINT_PATTERN.test(nowUnix) ? { nowUnix } : null;
}
