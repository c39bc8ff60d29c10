import 'server-only';
import { rpcReachable } from './chain';
import { serverConfig } from './config';
import { credentialStatus } from './oauth';
import type { CredentialStatus } from './oauth/ledger';
import { getDb } from './store/db';

// What GET /api/health reports: this server, its store, the partner service and the Solana RPC. The
// answer is kept for HEALTH_TTL_MS and computed by one caller at a time, so however often the route is
// polled (or hammered), the service and the RPC see at most one check each per period.

export const HEALTH_TTL_MS = 10_000;
const TIMEOUT_MS = 2_000;

export type Check = 'ok' | 'down';
export type Health = {
  app: 'ok';
  store: Check;
  upstream: Check;
  rpc: Check;
  /** The client credentials as the service last answered them (`rejected`: calls paused, see the logs). */
  credentials: CredentialStatus | 'unknown';
  checkedAt: string;
};

async function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), TIMEOUT_MS);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function store(): Promise<Check> {
  try {
    await withTimeout(getDb(serverConfig().storeUrl).then((db) => db.query('SELECT 1')));
    return 'ok';
  } catch {
    return 'down';
  }
}

/** Any HTTP answer from the service's root counts: it is reachable. */
async function upstream(): Promise<Check> {
  try {
    await fetch(new URL('/', serverConfig().baseUrl), {
      method: 'HEAD',
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return 'ok';
  } catch {
    return 'down';
  }
}

async function credentials(): Promise<CredentialStatus | 'unknown'> {
  try {
    return (await withTimeout(credentialStatus())) ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

async function check(): Promise<Health> {
  const [storeCheck, upstreamCheck, rpc, credentialCheck] = await Promise.all([
    store(),
    upstream(),
    rpcReachable(TIMEOUT_MS).then((up): Check => (up ? 'ok' : 'down')),
    credentials(),
  ]);
  return {
    app: 'ok',
    store: storeCheck,
    upstream: upstreamCheck,
    rpc,
    credentials: credentialCheck,
    checkedAt: new Date().toISOString(),
  };
}

const GLOBAL_KEY = Symbol.for('partner-dashboard.health');
type Cached = { at: number; health: Promise<Health> };
type Holder = { [GLOBAL_KEY]?: Cached };

/** The latest health, checked again only once it is older than `HEALTH_TTL_MS`. */
export function currentHealth(now = Date.now()): Promise<Health> {
  const holder = globalThis as Holder;
  const cached = holder[GLOBAL_KEY];
  if (cached && now - cached.at < HEALTH_TTL_MS) return cached.health;
  const fresh: Cached = { at: now, health: check() };
  holder[GLOBAL_KEY] = fresh;
  return fresh.health;
}

export function isHealthy(health: Health): boolean {
  const refused =
    typeof health.credentials === 'object' &&
    (health.credentials.state === 'rejected' || health.credentials.state === 'locked');
  return health.store === 'ok' && health.upstream === 'ok' && health.rpc === 'ok' && !refused;
}

/** Drops the kept answer (tests, and nothing else). */
export function forgetHealth(): void {
  delete (globalThis as Holder)[GLOBAL_KEY];
}
