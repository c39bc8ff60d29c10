import 'server-only';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import { LIMITS } from '@/lib/partner';
import { sweepSessionsOnce, SWEEP_EVERY_MS } from './auth/session-sweep';
import { createChain, type Chain } from './chain/service';
import { ConfigError, serverConfig, type ServerConfig } from './config';
import { createHealth, type HealthCheck } from './health';
import { createTokenCatalog, type TokenCatalog } from './holdings/catalog';
import { createWatcher, registerWatcher, type Watcher } from './inbox';
import { reconcileOnce, RECONCILE_EVERY_MS } from './journal/reconciler';
import { processHolder } from './holder.mjs';
import { log } from './log';
import { createJobs, type Jobs, type JobTimings } from './jobs';
import { createWebhooks, type WebhookOptions, type Webhooks } from './webhooks';
import { createOAuthClient, type OAuthClient } from './oauth/client';
import { CredentialBreaker } from './partner/breaker';
import {
  lazyBudget,
  memoryBudget,
  watchPoints,
  withWatchShare,
  type BudgetResult,
  type TierBudget,
} from './partner/budget';
import { storeLedger, type CredentialLedger } from './partner/ledger';
import { createPartnerSeam, type PartnerSeam } from './partner/seam';
import { createTransport } from './partner/transport';
import { buildReadModel, buildStreams, type ReadModel, type Streams } from './read-model';
import { createSealer } from './store/crypto';
import { pgChannel } from './store/channel';
import { isServerStore, openDb, type Db } from './store/db';
import { createEmbedCodeStore, type EmbedCodeStore } from './store/embed-codes';
import { createRefresher, type Refresher } from './store/refresh';
import { createSessionStore, type SessionStore } from './store/sessions';

// The composition root: everything this server keeps between requests is built here from the
// configuration, once, and nowhere else — the store, the upstream seam (transport, tier budget, credential
// breaker and its ledger, OAuth client), the rate limiters, the read model and its event streams, the
// chain's connections and shared readings, the health check's kept answer, and the background work (the
// job library, rt.jobs, which runs the journal's reconciler and the session sweep once across instances). Nothing finds the runtime by itself: the route wrapper
// (http/route.ts) hands it to handlers, a page asks for it once (page-runtime.ts), and every service gets
// what it needs as arguments. On a PostgreSQL server store the tier budget and the per-IP limits are counted in the
// store (RateLimiterPostgres over the same pool), so every instance spends one budget; on PGlite (one
// instance) they are counted in memory. The credential breaker's ledger is always the store's.
// The process holds one runtime (in the one holder of holder.mjs, so Next's dev reloads and the several
// server bundles of one process share it and its open store); tests build their own with
// `createRuntime(config, overrides)` and hand it to the code under test (route handlers, called as Next
// calls them, find the installed one: `setRuntime`).

/** The part of the tier's minute one session's own reads may take once three quarters of it are spent. */
export const SESSION_SHARE = 0.25;

export type StoreServices = {
  db: Db;
  sessions: SessionStore;
  refresher: Refresher;
  embedCodes: EmbedCodeStore;
};

export type RuntimeOverrides = {
  budget?: TierBudget;
  /**
   * The watcher's own minute (its WATCH_BUDGET_SHARE of the tier) that `budget` spends a `watch` read
   * from: the watcher keeps part of it for reads a moment makes due. Without it, a given `budget` is used
   * as it is and the watcher keeps nothing back.
   */
  watchAllowance?: TierBudget;
  fetch?: typeof fetch;
  oauth?: OAuthClient;
  /** The seam's clock, for token expiry (tests). */
  now?: () => number;
  /** The job library's polling, heartbeat and supervision periods (tests make them short). */
  jobTimings?: Partial<JobTimings>;
  /** The webhooks' transport and attempt deadline (tests). */
  webhooks?: WebhookOptions;
};

export type Runtime = {
  readonly config: ServerConfig;
  /** The store, opened (and migrated) on first use; a failed open is tried again next time. */
  db(): Promise<Db>;
  /** Sessions, the refresh coordinator and embed codes over the store; needs SESSION_SECRET. */
  store(): Promise<StoreServices>;
  /** The upstream seam: every call to the partner service goes through it. */
  readonly partner: PartnerSeam;
  /** The credential breaker's memory in the store; null without client credentials. */
  readonly ledger: CredentialLedger | null;
  /** A limiter of `points` per `duration` seconds under `name`, shared by every instance on PostgreSQL. */
  limiter(name: string, points: number, duration: number): Promise<RateLimiterAbstract>;
  /** The chain: RPC connections and the readings every page shares (network clock, latest fills). */
  readonly chain: Chain;
  /** The tokens this server has read (name, symbol, image), for search and My governance. */
  readonly tokens: TokenCatalog;
  /** The read model (built on first use) and its event streams. */
  readonly readModel: ReadModel;
  readonly streams: Streams;
  /** GET /api/health's checks and their kept answer. */
  readonly health: HealthCheck;
  /**
   * Background work that runs once across instances (instrumentation.ts starts it; `close` stops it):
   * `journal-reconcile` settles the activity journal's unsettled writes from the chain, `session-sweep`
   * revokes and deletes ended sessions.
   */
  readonly jobs: Jobs;
  /** Signed webhooks to the partner's endpoint through the store's outbox, delivered as jobs. */
  readonly webhooks: Webhooks;
  /**
   * The inbox's watcher: reads the followed tokens within its share of the tier and raises each
   * follower's events (the `inbox-watch` job of `jobs`), and tells this instance's bells of changes.
   */
  readonly watcher: Watcher;
  /** Runs `fn` when the runtime closes (timers, connections). */
  onClose(fn: () => void | Promise<void>): void;
  close(): Promise<void>;
};

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    if (!pending) {
      const attempt = make();
      pending = attempt;
      attempt.catch(() => {
        if (pending === attempt) pending = null;
      });
    }
    return pending;
  };
}

export function createRuntime(config: ServerConfig, overrides: RuntimeOverrides = {}): Runtime {
  const closers: (() => void | Promise<void>)[] = [];
  const onClose = (fn: () => void | Promise<void>) => void closers.push(fn);
  let opening: Promise<Db> | null = null;
  const db = once(
    () =>
      (opening = openDb(config.storeUrl, {
        ...(config.storeBackups ? { backups: config.storeBackups } : {}),
        warn: (message, error) => log.warn({ err: error }, message),
      })),
  );
  const store = once(async (): Promise<StoreServices> => {
    if (!config.sessionSecret)
      throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: is required to keep sessions');
    const opened = await db();
    const sealer = createSealer(config.sessionSecret);
    const previousSealer = config.previousSessionSecret ? createSealer(config.previousSessionSecret) : null;
    return {
      db: opened,
      sessions: createSessionStore(opened, sealer, { lifetime: config.sessionLifetime, previousSealer }),
      refresher: createRefresher(opened, sealer),
      embedCodes: createEmbedCodeStore(opened, sealer),
    };
  });

  const ledger =
    config.clientId && config.apiKey
      ? storeLedger(db, config.clientId, config.apiKey, (level, message) =>
          log[level]({ oauth: 'credentials' }, message),
        )
      : null;
  // At shutdown, token calls still in flight are settled as unknown, not left to look like a crash.
  if (ledger) closers.push(() => ledger.settleInFlight().catch(() => undefined));
  let oauth = overrides.oauth;
  const oauthClient = () => {
    oauth ??= createOAuthClient(config, {
      breaker: new CredentialBreaker({
        ledger: ledger ?? undefined,
        log: (message) => log.error({ oauth: 'credentials' }, message),
      }),
    });
    return oauth;
  };

  const shared = isServerStore(config.storeUrl);
  const limiters = new Map<string, Promise<RateLimiterAbstract>>();
  function limiter(name: string, points: number, duration: number): Promise<RateLimiterAbstract> {
    const key = `${name}:${points}:${duration}`;
    let made = limiters.get(key);
    if (!made) {
      made = shared
        ? db().then((opened) => {
            if (!opened.pgPool) throw new Error('A PostgreSQL store without its pool.');
            return new RateLimiterPostgres({
              storeClient: opened.pgPool,
              storeType: 'pool',
              tableName: 'rate_limits', // created by the store's migrations
              tableCreated: true,
              clearExpiredByTimeout: false, // swept below, with a timer this runtime stops
              keyPrefix: name,
              points,
              duration,
            });
          })
        : Promise.resolve(new RateLimiterMemory({ keyPrefix: name, points, duration }));
      made.catch(() => limiters.delete(key));
      limiters.set(key, made);
    }
    return made;
  }
  if (shared) {
    const sweep = setInterval(() => {
      void db()
        .then((opened) => opened.query('DELETE FROM rate_limits WHERE expire < $1', [Date.now() - 3_600_000]))
        .catch(() => undefined);
    }, 300_000);
    sweep.unref();
    closers.push(() => clearInterval(sweep));
  }

  const tierPoints = LIMITS.tierBudgetPerMinute[config.tier];
  const minuteBudget = (name: string, points: number) =>
    shared ? lazyBudget(() => limiter(name, points, 60), points) : memoryBudget(points);
  // The watcher reads at the lowest priority and within its own share of the minute (WATCH_BUDGET_SHARE);
  // a budget a test gives is used as it is.
  const watchAllowance =
    overrides.watchAllowance ??
    (overrides.budget ? null : minuteBudget('watch', watchPoints(tierPoints, config.watch.budgetShare)));
  const budget = overrides.budget ?? withWatchShare(minuteBudget('tier', tierPoints), watchAllowance!);
  // One person's reads take a quarter of the tier's minute once most of it is spent: nobody starves the others.
  const sessionShare = async (sessionId: string): Promise<BudgetResult> => {
    try {
      const share = Math.ceil(budget.points * SESSION_SHARE);
      await (await limiter('session-share', share, 60)).consume(sessionId, 1);
      return { ok: true };
    } catch (rejection) {
      const refusal = rejection as RateLimiterRes | null;
      if (typeof refusal?.msBeforeNext !== 'number') throw rejection;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
    }
  };
  const partner = createPartnerSeam({
    transport: createTransport(config.baseUrl, overrides.fetch),
    budget,
    sessions: store,
    oauth: oauthClient,
    oauthAllowance: minuteBudget('oauth', config.oauthCallsPerMinute),
    sessionShare,
    ...(overrides.now ? { now: overrides.now } : {}),
  });

  const chain = createChain(config.rpcUrl);
  const tokens = createTokenCatalog(chain);
  const health = createHealth({ db, partner, ledger, chain, healthToken: config.healthToken });
  const lazy = <T>(make: () => T) => {
    let made: { value: T } | null = null;
    return () => (made ??= { value: make() }).value;
  };
  const readModel = lazy(() =>
    buildReadModel({ storeUrl: config.storeUrl, db, partner, onClose: (fn) => onClose(fn) }),
  );
  const streams = lazy(() => buildStreams(readModel(), () => chain.recentNowUnix()));
  const jobs = createJobs({
    storeUrl: config.storeUrl,
    db,
    onClose,
    ...(overrides.jobTimings ? { timings: overrides.jobTimings } : {}),
  });
  const webhooks = createWebhooks({
    config: config.webhook,
    db,
    jobs,
    ...(overrides.webhooks ? { options: overrides.webhooks } : {}),
  });
  // Whole batches until nothing is left to look at right now (or the runtime closes).
  jobs.every(
    'journal-reconcile',
    RECONCILE_EVERY_MS,
    async (signal) => {
      while (!signal.aborted && (await reconcileOnce({ db, chain, webhooks })) > 0);
    },
    'activity reconciliation failed',
  );
  const watcher = createWatcher({
    config,
    db,
    chain,
    readModel,
    webhooks,
    ...(shared ? { changes: pgChannel(db, 'inbox'), onClose } : {}),
    ...(watchAllowance ? { watchAllowance } : {}),
  });
  registerWatcher(jobs, watcher, config.watch.periodMs);
  jobs.every(
    'session-sweep',
    SWEEP_EVERY_MS,
    () => sweepSessionsOnce({ store, partner }),
    'the session sweep failed',
  );

  return {
    config,
    db,
    store,
    partner,
    ledger,
    limiter,
    chain,
    tokens,
    get readModel() {
      return readModel();
    },
    get streams() {
      return streams();
    },
    health,
    jobs,
    webhooks,
    watcher,
    onClose,
    async close() {
      for (const fn of closers.splice(0)) await fn();
      // Only a store that was opened is closed; one still opening is closed once it is.
      await opening?.then((opened) => opened.close()).catch(() => undefined);
    },
  };
}

// The process's runtime lives in the one holder every server bundle of the process shares (holder.mjs).
type Holder = { runtime?: Runtime; stopping?: boolean };
const holder = processHolder as Holder;

/**
 * The process's runtime, built from the environment's configuration on first use: for the route
 * wrapper, the page helper and the server's start (instrumentation.ts) only.
 */
export function runtime(): Runtime {
  // A request still running as the process stops must not build a second runtime, which would open
  // the store again (and take its lock) as the first one closes it.
  if (holder.stopping) throw new Error('The server is stopping.');
  holder.runtime ??= createRuntime(serverConfig());
  return holder.runtime;
}

/** Closes the process's runtime for good, as the process stops (scripts/serve.mjs, on SIGTERM or SIGINT). */
export async function stopRuntime(): Promise<void> {
  holder.stopping = true;
  const current = holder.runtime;
  delete holder.runtime;
  await current?.close();
}

/** Installs a runtime (tests), also after a stop; the one it replaces is not closed. */
export function setRuntime(next: Runtime | undefined): void {
  delete holder.stopping;
  if (next) holder.runtime = next;
  else delete holder.runtime;
}

/** Closes the process's runtime (tests, graceful shutdown); the next use builds a fresh one. */
export async function closeRuntime(): Promise<void> {
  const current = holder.runtime;
  delete holder.runtime;
  await current?.close();
}
