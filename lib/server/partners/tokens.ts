import 'server-only';
import { isAddress } from '@/lib/domain';
import { catalogueError } from '@/lib/partner';
import type { DemoToken } from '../demo-tokens';
import { readMintMetadata } from '../mint-metadata';
import type { Runtime } from '../runtime';

// The configurator's token search: by name, symbol or mint over the tokens the server knows (the demo
// world's when simulated), and any mint typed in full, found from its metadata on the chain.

export type PartnerToken = { mint: string; name: string; symbol: string };

export const TOKEN_QUERY_MAX = 64;
const LIMIT = 20;

/** The known tokens whose name, symbol or mint contains `query` (any case); all of them for "". */
export function matchTokens(known: readonly DemoToken[], query: string): PartnerToken[] {
  const q = query.trim().toLowerCase();
  return known
    .filter((t) => !q || [t.name, t.symbol, t.mint].some((field) => field.toLowerCase().includes(q)))
    .slice(0, LIMIT)
    .map(({ mint, name, symbol }) => ({ mint, name, symbol }));
}

/** Known tokens matching `query`, and the mint `query` names when it is one the search did not list. */
export async function searchTokens(
  rt: Pick<Runtime, 'chain' | 'partner'>,
  known: readonly DemoToken[],
  query: string,
  sessionId: string,
): Promise<PartnerToken[]> {
  if (query.length > TOKEN_QUERY_MAX)
    throw catalogueError('invalid_input', {
      message: `A search is at most ${TOKEN_QUERY_MAX} characters: a name, a symbol or a mint address.`,
    });
  const found = matchTokens(known, query);
  const mint = query.trim();
  if (!isAddress(mint) || found.some((t) => t.mint === mint)) return found;
  const metadata = await readMintMetadata(rt, mint, sessionId).catch(() => null);
  return [{ mint, name: metadata?.name || 'Unknown token', symbol: metadata?.symbol || '' }, ...found];
}
