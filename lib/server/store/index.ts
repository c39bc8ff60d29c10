import 'server-only';
import type { WidgetBinding } from '@/lib/embed/connect-message';
import { runtime } from '../runtime';
import type { Redeemed } from './embed-codes';
import type { RefreshRequest } from './refresh';
import type { SessionProfile } from './sessions';
import type { TokenSet } from './tokens';

// Token custody for this process: sessions and the refresh coordinator over the configured store
// (STORE_URL) and SESSION_SECRET, as the runtime (lib/server/runtime.ts) built them.

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

const services = () => runtime().store();

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

/** For ending a connection only: its token pair to revoke, whatever its lifetime; null when none. */
export async function pairToRevoke(sessionId: string) {
  return (await services()).sessions.pairToRevoke(sessionId);
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
export async function issueEmbedCode(sessionId: string, widget: WidgetBinding): Promise<string> {
  return (await services()).embedCodes.issue(sessionId, widget);
}

/** What a one-time code stood for, consuming it; null when unknown or already used. */
export async function redeemEmbedCode(code: string): Promise<Redeemed | null> {
  return (await services()).embedCodes.redeem(code);
}

/** Removes codes that ran out unused and answers the sessions nobody can reach any more. */
export async function sweepEmbedCodes(): Promise<string[]> {
  return (await services()).embedCodes.sweep();
}
