import 'server-only';
import { ConfigError, serverConfig } from '@/lib/server/config';
import { createSealer } from './crypto';
import { getDb, type Db } from './db';
import { createEmbedCodeStore, type EmbedCodeStore, type Redeemed } from './embed-codes';
import { createRefresher, type Refresher, type RefreshRequest } from './refresh';
import { createSessionStore, type SessionProfile, type SessionStore } from './sessions';
import type { TokenSet } from './tokens';

// Token custody for this process: sessions and the refresh coordinator over the configured store
// (STORE_URL) and SESSION_SECRET, opened on first use and shared across Next's dev reloads.

export { closeDb, openDb, type Db, type Queryable } from './db';
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

type Services = { db: Db; sessions: SessionStore; refresher: Refresher; embedCodes: EmbedCodeStore };
const GLOBAL_KEY = Symbol.for('partner-dashboard.store.services');
type Holder = { [GLOBAL_KEY]?: Services };

async function services(): Promise<Services> {
  const config = serverConfig();
  if (!config.sessionSecret)
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: is required to keep sessions');
  const db = await getDb(config.storeUrl);
  const holder = globalThis as Holder;
  const cached = holder[GLOBAL_KEY];
  if (cached?.db === db) return cached;
  const sealer = createSealer(config.sessionSecret);
  const fresh = {
    db,
    sessions: createSessionStore(db, sealer),
    refresher: createRefresher(db, sealer),
    embedCodes: createEmbedCodeStore(db, sealer),
  };
  holder[GLOBAL_KEY] = fresh;
  return fresh;
}

export async function createSession(tokens: TokenSet, profile?: SessionProfile) {
  return (await services()).sessions.createSession(tokens, profile);
}

export async function getSession(sessionId: string) {
  return (await services()).sessions.getSession(sessionId);
}

/** For the proxy only: the session's token pair. Throws `not_connected` or `needs_reconnect`. */
export async function readTokens(sessionId: string) {
  return (await services()).sessions.readTokens(sessionId);
}

export async function updateProfile(sessionId: string, profile: SessionProfile) {
  return (await services()).sessions.updateProfile(sessionId, profile);
}

export async function deleteSession(sessionId: string) {
  return (await services()).sessions.deleteSession(sessionId);
}

export async function markNeedsReconnect(sessionId: string) {
  return (await services()).sessions.markNeedsReconnect(sessionId);
}

/** A usable access token newer than `staleAccessToken`, refreshing at most once across all workers. */
export async function withFreshAccessToken(sessionId: string, request: RefreshRequest) {
  return (await services()).refresher.withFreshAccessToken(sessionId, request);
}

/** A one-time code standing for a session, for the widget that opened the login popup. */
export async function issueEmbedCode(sessionId: string): Promise<string> {
  return (await services()).embedCodes.issue(sessionId);
}

/** What a one-time code stood for, consuming it; null when unknown or already used. */
export async function redeemEmbedCode(code: string): Promise<Redeemed | null> {
  return (await services()).embedCodes.redeem(code);
}

/** Removes codes that ran out unused and answers the sessions nobody can reach any more. */
export async function sweepEmbedCodes(): Promise<string[]> {
  return (await services()).embedCodes.sweep();
}
