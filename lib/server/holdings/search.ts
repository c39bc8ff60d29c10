import 'server-only';
import type { TokenCard } from '@/lib/api';
import { TOKEN_SEARCH_MAX_QUERY } from '@/lib/api/holdings';
import { catalogueError } from '@/lib/partner';
import { demoTokens } from '../demo-tokens';
import type { Runtime } from '../runtime';
import type { Candidate } from './catalog';

// Find a token: by name, symbol or mint, over every token this server has read — the demo tokens (with
// the built-in simulator), every governance the read model holds, and the tokens pages and overviews read
// (the catalogue) — with no call to the service.

type Reads = Pick<Runtime, 'tokens' | 'readModel'>;

/** Searches per address and minute: a person types a few a second at most, and the answers are kept. */
export const SEARCHES_PER_MINUTE = 120;

/** The governances the read model holds (those it could read), as search candidates. */
function readModelTokens(rt: Reads): Candidate[] {
  const { entries } = rt.readModel;
  const found: Candidate[] = [];
  for (const key of entries.keys()) {
    if (!key.startsWith('gov:') || entries.peek(key)?.answer.status !== 200) continue;
    const mint = key.slice(4);
    if (rt.tokens.card(mint)?.name) {
      found.push({ mint, governed: true });
      continue;
    }
    try {
      const body = JSON.parse(entries.peek(key)!.answer.body) as { governance?: { metadata?: unknown } };
      const metadata = body.governance?.metadata;
      found.push({ mint, governed: true, metadataAddress: typeof metadata === 'string' ? metadata : null });
    } catch {
      // not JSON: nothing to show
    }
  }
  return found;
}

/** The query as given, or `400 invalid_input` when it is too long to be a name, symbol or mint. */
export function searchQuery(raw: string | null): string {
  const query = (raw ?? '').trim();
  if (query.length > TOKEN_SEARCH_MAX_QUERY)
    throw catalogueError('invalid_input', {
      message: `Search for a name, a symbol or a mint address of at most ${TOKEN_SEARCH_MAX_QUERY} characters.`,
    });
  return query;
}

export async function searchTokens(rt: Reads, query: string): Promise<TokenCard[]> {
  if (!query) return [];
  const demos = await rt.tokens.source('demo', async () =>
    (await demoTokens()).map((token) => ({
      mint: token.mint,
      governed: token.hasGovernance,
      name: token.name,
      symbol: token.symbol,
    })),
  );
  return rt.tokens.search(query, [...demos, ...readModelTokens(rt)]);
}
