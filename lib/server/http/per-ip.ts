import 'server-only';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import { catalogueError } from '@/lib/partner';
import type { Runtime } from '../runtime';
import type { RequestHead } from './request-head';
import { errorResponse } from './respond';

// Per-address limits for what anyone may ask without a session (connecting, public metadata): counted
// per minute in the runtime's limiters (shared by every instance on PostgreSQL). The address is the one
// the front door (scripts/front.mjs) put in `x-forwarded-for`: the peer's own, or what a trusted proxy
// reported.

/** The caller's address as the front door reports it, else `unknown`. */
export function clientIp(request: RequestHead): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return (forwarded || request.headers.get('x-real-ip')?.trim() || 'unknown').slice(0, 64);
}

/**
 * Spends one of the caller's `perMinute` requests under `name` (and `scope`, when one limit is counted
 * apart per route). Null when allowed, else the `429 rate_limit_exceeded` answer with `retry-after`.
 */
export async function takePerIp(
  rt: Pick<Runtime, 'limiter'>,
  request: RequestHead,
  name: string,
  perMinute: number,
  scope = '',
): Promise<Response | null> {
  const limiter = await rt.limiter(name, perMinute, 60);
  try {
    await limiter.consume(`${scope}${scope ? ' ' : ''}${clientIp(request)}`, 1);
    return null;
  } catch (rejection) {
    // A limiter's refusal (duck-typed: the limiter may come from another bundle's copy of the library).
    const refusal = rejection as RateLimiterRes | null;
    if (typeof refusal?.msBeforeNext !== 'number') throw rejection;
    const retryAfterSeconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    return errorResponse(
      catalogueError('rate_limit_exceeded', {
        retryAfterSeconds,
        message: 'Too many requests from your address.',
      }),
      { 'retry-after': String(retryAfterSeconds) },
    );
  }
}

/**
 * A count of an address's failures under `name` (say, sign-ins the service refused): `blocked` once it
 * reached `points` within `durationSeconds`, `failed` counts one more (in the runtime's limiters).
 */
export function failuresPerIp(name: string, points: number, durationSeconds: number) {
  const limiter = (rt: Pick<Runtime, 'limiter'>) => rt.limiter(name, points, durationSeconds);
  return {
    async blocked(rt: Pick<Runtime, 'limiter'>, request: RequestHead): Promise<boolean> {
      const held = await (await limiter(rt)).get(clientIp(request));
      return (held?.consumedPoints ?? 0) >= points;
    },
    async failed(rt: Pick<Runtime, 'limiter'>, request: RequestHead): Promise<void> {
      await (await limiter(rt)).penalty(clientIp(request), 1);
    },
  };
}
