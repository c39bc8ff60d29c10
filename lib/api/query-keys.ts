// The query keys of the reads a page's server render answers ahead of the browser (lib/server/page-data.ts)
// and the browser then finds in its cache (lib/client): one definition for both sides. Plain values, no
// schemas: the browser imports this file by its path, not through lib/api's index.

/** The connected person's session (GET /api/auth/session); the widget's connection status shares it. */
export const sessionKeys = { current: ['auth', 'session'] as const };

/** The person's profile (GET /partner/v1/me) and the scope that may read it. */
export const meKeys = { all: ['me'] as const };
export const PROFILE_SCOPE = 'profile:read';

/** The person's balance of one token and their SOL (GET /api/balance/{mint}). */
export const balanceKeys = {
  all: ['balance'] as const,
  detail: (mint: string) => ['balance', mint] as const,
};

/** The trade panel's reads: the partner fee rate, and a token's last fill. */
export const tradeKeys = {
  all: ['trade'] as const,
  settings: ['trade', 'settings'] as const,
  lastFill: (mint: string) => ['trade', 'last-fill', mint] as const,
};

/** The person's follow set (GET /api/follows), and the header's token search (GET /api/tokens/search). */
export const followKeys = { all: ['follows'] as const };
export const tokenSearchKeys = {
  all: ['tokens', 'search'] as const,
  query: (q: string) => ['tokens', 'search', q] as const,
};
