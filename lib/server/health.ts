import 'server-only';
import { bearerIs } from './http/bearer';
import { rpcReachable } from './chain';
import type { CredentialStatus } from './partner/ledger';
import { runtime } from './runtime';

// What GET /api/health reports (its details to the health probe only, up or down to anyone else): this
// server, its store, the partner service and the Solana RPC. The answer is kept for HEALTH_TTL_MS and
// computed by one caller at a time, so however often the route is polled (or hammered), the service and
// the RPC see at most one check each per period.

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
    await withTimeout(
      runtime()
        .db()
        .then((db) => db.query('SELECT 1')),
    );
    return 'ok';
  } catch {
    return 'down';
  }
}

/** Any HTTP answer from the service's root counts: it is reachable. */
async function upstream(): Promise<Check> {
  return (await runtime().partner.transport.reachable(TIMEOUT_MS)) ? 'ok' : 'down';
}

async function credentials(): Promise<CredentialStatus | 'unknown'> {
  try {
    return (await withTimeout(runtime().ledger?.status() ?? Promise.resolve(null))) ?? 'unknown';
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

type Cached = { at: number; health: Promise<Health> };
const kept = () => runtime().slot<{ last: Cached | null }>('health', () => ({ last: null }));

/** The latest health, checked again only once it is older than `HEALTH_TTL_MS`. */
export function currentHealth(now = Date.now()): Promise<Health> {
  const holder = kept();
  if (holder.last && now - holder.last.at < HEALTH_TTL_MS) return holder.last.health;
  holder.last = { at: now, health: check() };
  return holder.last.health;
}

export function isHealthy(health: Health): boolean {
  const refused =
    typeof health.credentials === 'object' &&
    (health.credentials.state === 'rejected' || health.credentials.state === 'locked');
  return health.store === 'ok' && health.upstream === 'ok' && health.rpc === 'ok' && !refused;
}

/**
 * Whether a request's `Authorization` is the health probe's (`Bearer <HEALTH_TOKEN>`), compared in
 * constant time; never without a configured token.
 */
export function probeMayReadDetails(authorization: string | null): boolean {
  return bearerIs(authorization, runtime().config.healthToken);
}

/** Drops the kept answer (tests, and nothing else). */
export function forgetHealth(): void {
  kept().last = null;
}
