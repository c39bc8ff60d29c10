import 'server-only';
import type { InboxEvent } from '@/lib/api/inbox';
import type { TokenCatalog } from '../holdings/catalog';

/** The events with their tokens' names and images (read from the chain when not known yet). */
export async function withTokens(tokens: TokenCatalog, events: InboxEvent[]): Promise<InboxEvent[]> {
  const mints = [...new Set(events.flatMap((e) => (e.mint ? [e.mint] : [])))];
  const cards = new Map(
    await Promise.all(
      mints.map(async (mint) => {
        const card = tokens.card(mint) ?? (await tokens.describe({ mint }).catch(() => undefined));
        return [mint, card ? { name: card.name, symbol: card.symbol, image: card.image } : null] as const;
      }),
    ),
  );
  return events.map((event) => ({ ...event, token: event.mint ? (cards.get(event.mint) ?? null) : null }));
}
