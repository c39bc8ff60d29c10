import 'server-only';
import { expect } from 'vitest';
import { ENDPOINTS, type EndpointKey } from '@/lib/partner';
import type { RunningSimulator } from './simulator/harness';
import { callProxy, partnerCalls, stats } from './relay-env';

// What the relay's HTTP tests check on the simulator: the requests that reached it, and the refreshes made
// for a burst of reads.

/** 10,000 tokens (six decimals) in base units: the amount the relay tests vote with. */
export const TEN_THOUSAND_TOKENS = '10000000000';

/** The simulator's request counter of an endpoint: its method and path template, as the spec writes them. */
export const routeOf = (key: EndpointKey) => `${ENDPOINTS[key].method} ${ENDPOINTS[key].path}`;

/** How many requests on `route` (see `routeOf`) have reached the simulator so far. */
export async function upstreamCalls(sim: RunningSimulator, route: string): Promise<number> {
  return (await stats(sim)).requests[route] ?? 0;
}

/** How many requests have reached the simulator's `/partner/v1/` so far, all routes together. */
export async function allPartnerCalls(sim: RunningSimulator): Promise<number> {
  return partnerCalls(await stats(sim));
}

/**
 * Sends `reads` concurrent reads of `me` for the session, expects every one answered 200 with `refreshes`
 * token refreshes meanwhile, and returns the simulator's stats from before and after for further checks.
 */
export async function expectMeReads(
  sim: RunningSimulator,
  sessionId: string,
  reads: number,
  refreshes: number,
) {
  const before = await stats(sim);
  const answers = await Promise.all(Array.from({ length: reads }, () => callProxy('me', { sessionId })));
  expect(answers.map((a) => a.status)).toEqual(Array.from({ length: reads }, () => 200));
  const after = await stats(sim);
  expect(after.oauth.refreshes! - before.oauth.refreshes!).toBe(refreshes);
  return { before, after };
}
