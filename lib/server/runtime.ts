import 'server-only';
import { LIMITS } from '@/lib/partner';
import { ConfigError, serverConfig, type ServerConfig } from './config';
import { log } from './log';
import { createOAuthClient, type OAuthClient } from './oauth/client';
import { CredentialBreaker } from './partner/breaker';
import { memoryBudget, type TierBudget } from './partner/budget';
import { storeLedger, type CredentialLedger } from './partner/ledger';
import { createPartnerSeam, type PartnerSeam } from './partner/seam';
import { createTransport } from './partner/transport';
import { createSealer } from './store/crypto';
import { openDb, type Db } from './store/db';
import { createEmbedCodeStore, type EmbedCodeStore } from './store/embed-codes';
import { createRefresher, type Refresher } from './store/refresh';
import { createSessionStore, type SessionStore } from './store/sessions';

// The composition root: everything this server keeps between requests is built here from the
// configuration, once, and nowhere else — the store, the upstream seam (transport, tier budget, credential
// breaker and its ledger, OAuth client) and the small per-process state other modules keep (`slot`).
// The process holds one runtime (on globalThis, so Next's dev reloads reuse the open store); tests build
// their own with `createRuntime(config, overrides)` and install it with `setRuntime`.

export type StoreServices = {
  db: Db;
  sessions: SessionStore;
  refresher: Refresher;
  embedCodes: EmbedCodeStore;
};

export type RuntimeOverrides = {
  budget?: TierBudget;
  fetch?: typeof fetch;
  oauth?: OAuthClient;
  /** The seam's clock, for token expiry (tests). */
  now?: () => number;
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
  /** Per-runtime state of another module (a cache, a timer …), made on first use under `name`. */
  slot<T>(name: string, make: () => T): T;
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
  const slots = new Map<string, unknown>();
  let opening: Promise<Db> | null = null;
  const db = once(() => (opening = openDb(config.storeUrl)));
  const store = once(async (): Promise<StoreServices> => {
    if (!config.sessionSecret)
      throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: is required to keep sessions');
    const opened = await db();
    const sealer = createSealer(config.sessionSecret);
    return {
      db: opened,
      sessions: createSessionStore(opened, sealer),
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

  const budget = overrides.budget ?? memoryBudget(LIMITS.tierBudgetPerMinute[config.tier]);
  const partner = createPartnerSeam({
    transport: createTransport(config.baseUrl, overrides.fetch),
    budget,
    sessions: store,
    oauth: oauthClient,
    ...(overrides.now ? { now: overrides.now } : {}),
  });

  return {
    config,
    db,
    store,
    partner,
    ledger,
    slot<T>(name: string, make: () => T): T {
      if (!slots.has(name)) slots.set(name, make());
      return slots.get(name) as T;
    },
    onClose(fn) {
      closers.push(fn);
    },
    async close() {
      for (const fn of closers.splice(0)) await fn();
      slots.clear();
      // Only a store that was opened is closed; one still opening is closed once it is.
      await opening?.then((opened) => opened.close()).catch(() => undefined);
    },
  };
}

const GLOBAL_KEY = Symbol.for('partner-dashboard.runtime');
type Holder = { [GLOBAL_KEY]?: Runtime };

/** The process's runtime, built from the environment's configuration on first use. */
export function runtime(): Runtime {
  const holder = globalThis as Holder;
  holder[GLOBAL_KEY] ??= createRuntime(serverConfig());
  return holder[GLOBAL_KEY];
}

/** Installs a runtime (tests); the one it replaces is not closed. */
export function setRuntime(next: Runtime | undefined): void {
  const holder = globalThis as Holder;
  if (next) holder[GLOBAL_KEY] = next;
  else delete holder[GLOBAL_KEY];
}

/** Closes the process's runtime (tests, graceful shutdown); the next use builds a fresh one. */
export async function closeRuntime(): Promise<void> {
  const holder = globalThis as Holder;
  const current = holder[GLOBAL_KEY];
  delete holder[GLOBAL_KEY];
  await current?.close();
}

/** The process's store, opened on first use. */
export const storeDb = (): Promise<Db> => runtime().db();

/** The process's upstream seam. */
export const partnerSeam = (): PartnerSeam => runtime().partner;
