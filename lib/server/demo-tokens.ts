import 'server-only';
import { z } from 'zod';
import { serverConfig } from './config';

// The simulator's demo tokens for the home page, read from its control API (`GET /__sim/world`), which
// exists only when the built-in simulator stands in for the service. This is not the partner API, so it
// does not go through the upstream transport: no credentials are sent. Any failure means no list.

export interface DemoToken {
  mint: string;
  name: string;
  symbol: string;
  hasGovernance: boolean;
  /** One line on what the token shows. */
  note: string;
}

const worldSchema = z.object({
  tokens: z.array(
    z.object({
      mint: z.string(),
      name: z.string(),
      symbol: z.string(),
      governance: z.string().nullable().optional(),
      note: z.string().default(''),
    }),
  ),
});

const TIMEOUT_MS = 3000;

/** Tokens with governance, plus the one without (PLAIN) that shows "no governance"; in seed order. */
export function pickDemoTokens(world: unknown): DemoToken[] {
  const parsed = worldSchema.safeParse(world);
  if (!parsed.success) return [];
  return parsed.data.tokens
    .filter((t) => t.governance || t.symbol === 'PLAIN')
    .map((t) => ({
      mint: t.mint,
      name: t.name,
      symbol: t.symbol,
      hasGovernance: Boolean(t.governance),
      note: t.note,
    }));
}

export async function demoTokens(): Promise<DemoToken[]> {
  const config = serverConfig();
  if (!config.simulated) return [];
  try {
    const response = await fetch(`${config.baseUrl}/__sim/world`, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: 'no-store',
    });
    if (!response.ok) return [];
    return pickDemoTokens(await response.json());
  } catch {
    return [];
  }
}
