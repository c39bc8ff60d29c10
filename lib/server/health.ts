import 'server-only';
import { bearerIs } from './http/bearer';
import { rpcReachable, type ChainConnections } from './chain';
import type { CredentialLedger, CredentialStatus } from './partner/ledger';
import type { PartnerSeam } from './partner/seam';
import type { Db } from './store/db';

// What GET /api/health reports (its details to the health probe only, up or down to anyone else): this
// server, its store, the partner service and the Solana RPC. The answer is kept for HEALTH_TTL_MS and
// computed by one caller at a time, so however often the route is polled (or hammered), the service and
// the RPC see at most one check each per period. The runtime keeps one (lib/server/runtime.ts).

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

/** What the checks read: the runtime's store, seam, credential ledger and chain. */
export type HealthDeps = {
  db(): Promise<Db>;
  partner: Pick<PartnerSeam, 'transport'>;
  ledger: Pick<CredentialLedger, 'status'> | null;
  chain: ChainConnections;
  healthToken: string | null;
};

export type HealthCheck = {
  /** The latest health, checked again only once it is older than `HEALTH_TTL_MS`. */
  current(now?: number): Promise<Health>;
  /**
   * Whether a request's `Authorization` is the health probe's (`Bearer <HEALTH_TOKEN>`), compared in
   * constant time; never without a configured token.
   */
  probeMayReadDetails(authorization: string | null): boolean;
  /** Drops the kept answer (tests, and nothing else). */
  forget(): void;
};

export function createHealth(deps: HealthDeps): HealthCheck {
  async function store(): Promise<Check> {
    try {
      await withTimeout(deps.db().then((db) => db.query('SELECT 1')));
      return 'ok';
    } catch {
      return 'down';
    }
  }

  /** Any HTTP answer from the service's root counts: it is reachable. */
  async function upstream(): Promise<Check> {
    return (await deps.partner.transport.reachable(TIMEOUT_MS)) ? 'ok' : 'down';
  }

  async function credentials(): Promise<CredentialStatus | 'unknown'> {
    try {
      return (await withTimeout(deps.ledger?.status() ?? Promise.resolve(null))) ?? 'unknown';
    } catch {
      return 'unknown';
    }
  }

  async function check(): Promise<Health> {
    const [storeCheck, upstreamCheck, rpc, credentialCheck] = await Promise.all([
      store(),
      upstream(),
      rpcReachable(deps.chain, TIMEOUT_MS).then((up): Check => (up ? 'ok' : 'down')),
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

  let last: { at: number; health: Promise<Health> } | null = null;
  return {
    current(now = Date.now()) {
      if (last && now - last.at < HEALTH_TTL_MS) return last.health;
      last = { at: now, health: check() };
      return last.health;
    },
    probeMayReadDetails: (authorization) => bearerIs(authorization, deps.healthToken),
    forget() {
      last = null;
    },
  };
}

export function isHealthy(health: Health): boolean {
  const refused =
    typeof health.credentials === 'object' &&
    (health.credentials.state === 'rejected' || health.credentials.state === 'locked');
  return health.store === 'ok' && health.upstream === 'ok' && health.rpc === 'ok' && !refused;
}
