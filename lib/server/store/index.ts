import 'server-only';

// Token custody: sessions, the refresh coordinator and embed codes over the configured store (STORE_URL)
// and SESSION_SECRET. The runtime (lib/server/runtime.ts) builds them; handlers use `rt.store()`.

export { openDb, type Db, type Queryable } from './db';
export { createSealer, SealError, type Sealer } from './crypto';
export {
  createEmbedCodeStore,
  EMBED_CODE_TTL_SECONDS,
  type EmbedCodeStore,
  type Redeemed,
} from './embed-codes';
export { createRefresher, type Refresher, type RefresherOptions, type RefreshRequest } from './refresh';
export {
  createSessionStore,
  type SessionProfile,
  type SessionStore,
  type SessionView,
  type StoredTokens,
} from './sessions';
export type { SessionStatus } from './session-rows';
export { RefreshOutcomeUnknownError, type TokenSet } from './tokens';
