import 'server-only';
import { ApiError, catalogueError } from '@/lib/partner';
import type { CallbackInput, OAuthClient } from '../oauth/client';
import type { Refresher } from '../store/refresh';
import type { SessionStore } from '../store/sessions';
import type { TokenSet } from '../store/tokens';
import type { BudgetResult, Priority, TierBudget } from './budget';
import { READ_RETRY, retryRead } from './retry';
import type { Transport, UpstreamRequest } from './transport';

// The one seam to the partner service. Every call made on the app's behalf goes through here: the
// proxy's reads and writes, the pages' server-side reads, `/me` at login, and the OAuth token calls
// (exchange, refresh, revoke, behind the credential breaker). It spends the tier budget by priority,
// sends with the session's bearer token, and retries reads by the catalogue's retry class. An access
// token within REFRESH_MARGIN_MS of its known expiry is refreshed before it is used (one refresh across
// concurrent requests and instances, coordinated in the store); a `401 invalid_token` still refreshes
// once and resends once, for a token the service ended early.

/** How long before its expiry an access token is replaced at its next use. */
export const REFRESH_MARGIN_MS = 60_000;

export type SeamDeps = {
  transport: Transport;
  budget: TierBudget;
  /** The session store and refresh coordinator (opened on first use). */
  sessions: () => Promise<{ sessions: SessionStore; refresher: Refresher }>;
  /** The OAuth client with its credential breaker (built on first use: it needs the client credentials). */
  oauth: () => OAuthClient;
  /** This server's clock (tests move it to a token's expiry). */
  now?: () => number;
  /**
   * The token endpoint's allowance, kept below the service's own limit on OAuth calls (the caller is
   * always this app): refreshes and revocations may spend all of it, a new sign-in only what leaves room
   * for them. Unlimited when absent.
   */
  oauthAllowance?: TierBudget;
  /** One session's share of the tier's minute for its own reads (its first point of each), when limited. */
  sessionShare?: (sessionId: string) => Promise<BudgetResult>;
};

export type CallOptions = {
  priority: Priority;
  /** The caller already spent the budget (the write pipeline does, before it journals the intent). */
  prepaid?: boolean;
};

export type ReadOptions = {
  priority: Priority;
  signal?: AbortSignal;
  requestId?: string;
  timeoutMs?: number;
};

export type SessionRequest = Omit<UpstreamRequest, 'accessToken' | 'body'> & {
  /** Bytes, so that the resend after a refresh carries exactly what the first send did. */
  body?: Uint8Array<ArrayBuffer> | string;
};

export type PartnerSeam = ReturnType<typeof createPartnerSeam>;

/** Our own `429 rate_limit_exceeded` when the tier budget is spent for a priority: nothing was sent. */
export function budgetRefusal(retryAfterSeconds: number): Response {
  const error = catalogueError('rate_limit_exceeded', { retryAfterSeconds });
  return new Response(JSON.stringify(error.toBody()), {
    status: error.status,
    headers: { 'content-type': 'application/json', 'retry-after': String(retryAfterSeconds) },
  });
}

async function isInvalidToken(response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { error?: unknown } | null;
  return body?.error === 'invalid_token';
}

/** The connection ended in a refresh: this instance forgets its view of the session at once. */
function ended(store: { sessions: SessionStore }, sessionId: string): ApiError {
  store.sessions.forgetView(sessionId);
  return catalogueError('not_connected', {
    message: 'Your connection to the service has ended.',
    action: 'Connect again to continue.',
  });
}

export function createPartnerSeam(deps: SeamDeps) {
  const { transport, budget } = deps;
  const now = deps.now ?? Date.now;

  /**
   * The token calls: each spends the OAuth allowance (a sign-in only above the room kept for
   * refreshes) and is counted in the tier budget's minute (see budget.ts), only once it is really sent,
   * and runs behind the breaker.
   */
  async function allow(kind: 'sign-in' | 'refresh' | 'background'): Promise<void> {
    // Counters over the store that fail are the store's failure, before anything was sent: a refresh
    // token is not spent by it, so it is not an unknown outcome either.
    const counted = <T>(count: Promise<T>) =>
      count.catch((error: unknown) => {
        if (error instanceof ApiError) throw error;
        throw catalogueError('store_unavailable');
      });
    const allowed = await counted(
      deps.oauthAllowance?.take(kind === 'refresh' ? 'write' : 'shared') ?? Promise.resolve(undefined),
    );
    if (allowed && !allowed.ok)
      throw catalogueError('rate_limit_exceeded', {
        retryAfterSeconds: allowed.retryAfterSeconds,
        message:
          kind === 'sign-in'
            ? 'Many people are connecting right now.'
            : 'The service is renewing many connections right now.',
      });
    await counted(budget.charge());
  }
  const tokens = {
    async exchangeCode(input: CallbackInput): Promise<TokenSet> {
      return deps.oauth().exchangeCode(input, () => allow('sign-in'));
    },
    async refreshTokens(refreshToken: string): Promise<TokenSet> {
      await allow('refresh');
      return deps.oauth().refreshTokens(refreshToken);
    },
    /**
     * `background`: a revocation nobody waits for (the session sweep's), which leaves the room kept for
     * refreshes as a sign-in does; refused with `429` when only that room is left.
     */
    async revoke(token: string, hint?: 'access_token' | 'refresh_token', background = false): Promise<void> {
      await allow(background ? 'background' : 'refresh');
      return deps.oauth().revoke(token, hint);
    },
  };

  /**
   * Spends one point of the tier at `priority`; a person's own read first counts against their share.
   * Past it, they read on only while more than a quarter of the minute is left: nobody is starved, and
   * a quiet minute is not wasted.
   */
  async function spend(sessionId: string, priority: Priority): Promise<BudgetResult> {
    if (priority === 'user' && deps.sessionShare) {
      const share = await deps.sessionShare(sessionId);
      if (!share.ok && (await budget.remaining()) <= budget.points / 4) return share;
    }
    return budget.take(priority);
  }

  /**
   * One request for a session with its access token. On `401 invalid_token` it refreshes once (one
   * refresh across concurrent requests and instances) and resends once; a refresh that fails leaves the
   * person to reconnect: `401 not_connected`. A spent budget answers our own 429 without sending.
   */
  async function call(sessionId: string, request: SessionRequest, options: CallOptions): Promise<Response> {
    if (!options.prepaid) {
      const spent = await spend(sessionId, options.priority);
      if (!spent.ok) return budgetRefusal(spent.retryAfterSeconds);
    }
    const store = await deps.sessions();
    const stored = await store.sessions.readTokens(sessionId);
    const replace = (staleAccessToken: string) =>
      store.refresher.withFreshAccessToken(sessionId, { staleAccessToken, refresh: tokens.refreshTokens });

    let accessToken = stored.accessToken;
    if (stored.accessExpiresAt.getTime() - now() <= REFRESH_MARGIN_MS) {
      try {
        accessToken = await replace(stored.accessToken);
      } catch (error) {
        // A refusal that did not end the connection (rate limit, paused client): the old token may
        // still be good, and a 401 below brings the refresh back.
        if (!(error instanceof ApiError && error.retryable)) throw ended(store, sessionId);
      }
    }
    const first = await transport.send({ ...request, accessToken });
    if (!(await isInvalidToken(first))) return first;
    await first.body?.cancel().catch(() => undefined);

    let fresh: string;
    try {
      fresh = await replace(accessToken);
    } catch (error) {
      if (error instanceof ApiError && error.retryable) throw error;
      throw ended(store, sessionId);
    }
    await budget.charge(); // the resend is made whatever is left: the first send was refused
    return transport.send({ ...request, accessToken: fresh });
  }

  /** Whether the session's access token is good past the refresh margin (its next call makes no refresh). */
  async function tokenFresh(sessionId: string): Promise<boolean> {
    const expiresAt = await (await deps.sessions()).sessions.accessExpiresAt(sessionId);
    return expiresAt !== null && expiresAt.getTime() - now() > REFRESH_MARGIN_MS;
  }

  /** A GET for a session, retried on the `backoff` class while the budget allows it at `priority`. */
  async function read(sessionId: string, path: string, options: ReadOptions): Promise<Response> {
    const spent = await spend(sessionId, options.priority);
    if (!spent.ok) return budgetRefusal(spent.retryAfterSeconds);
    const { priority, ...rest } = options;
    return retryRead(() => call(sessionId, { method: 'GET', path, ...rest }, { priority, prepaid: true }), {
      ...READ_RETRY,
      mayRetry: async () => (await budget.take(priority)).ok,
    });
  }

  /** A GET with a token not yet stored (`/me` right after the code exchange). */
  async function readWithToken(accessToken: string, path: string, options: ReadOptions): Promise<Response> {
    const spent = await budget.take(options.priority);
    if (!spent.ok) return budgetRefusal(spent.retryAfterSeconds);
    const { priority: _priority, ...rest } = options;
    return transport.send({ method: 'GET', path, accessToken, ...rest });
  }

  return { budget, transport, tokens, oauthClient: deps.oauth, call, read, readWithToken, tokenFresh };
}
