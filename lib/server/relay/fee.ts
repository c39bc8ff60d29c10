import 'server-only';
import type { EndpointKey } from '@/lib/partner';

const TRADES: ReadonlySet<EndpointKey> = new Set(['buy', 'buyExactOut', 'sell']);

/**
 * The partner fee is a partner setting held on the server, never a field the browser chooses: on trades,
 * whatever the browser sent is replaced by the server's rate, and left out when that rate is 0.
 */
export function withPartnerFee(
  key: EndpointKey,
  data: Record<string, unknown>,
  partnerFeeBps: bigint,
): Record<string, unknown> {
  if (!TRADES.has(key)) return data;
  const { partnerFeeBps: _browser, ...rest } = data;
  return partnerFeeBps > 0n ? { ...rest, partnerFeeBps: Number(partnerFeeBps) } : rest;
}
