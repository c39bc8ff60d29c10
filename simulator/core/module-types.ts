import type { FastifyInstance } from 'fastify';
import type { Scope } from '@/lib/partner';
import type { HandlerMap } from './types';

// The modules' contracts, below the world that holds them: `sim.ts` imports these, and `modules.ts`
// names the factories for the world `Sim`, so no import runs back up.

/** What an access token grants, as the OAuth module resolved it. */
export interface AccessGrant {
  clientId: string;
  userId: string;
  scopes: Scope[];
}

/** The OAuth state of one world: codes, tokens, connections, failed client authentications. */
export interface OAuthModule {
  /**
   * Resolves a bearer token that already passed the `svc_at_` prefix check; null when it is unknown,
   * expired or revoked, or its client is suspended (all `401 invalid_token`).
   */
  verifyAccessToken(token: string): AccessGrant | null;
}

export type Venue = 'curve' | 'migration_pending' | 'pool_not_open' | 'pool';

/** Governance state of every token, its endpoints and the seed that fills it. */
export interface GovernanceModule {
  handlers: HandlerMap;
  /** The governance account address of a mint, or null when the token has none. */
  governanceOf(mint: string): string | null;
  /** Seed proposals with a short note of what each shows, for `GET /__sim/world`. */
  describeProposals(): { proposal: string; mint: string; note: string }[];
}

/** Trading venues of every token and the three trade endpoints. */
export interface MarketModule {
  handlers: HandlerMap;
  venueOf(mint: string): Venue;
}

/**
 * How the server builds each module for a world `W`, and registers its routes once. Routes always act on
 * `current()`, the world in force, since a reset replaces it.
 */
export interface ModuleFactoriesOf<W> {
  oauth: {
    create(sim: W): OAuthModule;
    /** `{auth_url}/oauth/authorize` (GET and POST), `POST /oauth/token`, `POST /oauth/revoke`. */
    routes(app: FastifyInstance, current: () => W): void;
  };
  governance: {
    create(sim: W): Promise<GovernanceModule>;
    /** Serves pinned content (images and metadata JSON) that update-content proposals upload. */
    routes?(app: FastifyInstance, current: () => W): void;
  };
  market: {
    create(sim: W): Promise<MarketModule>;
    /** Control routes under `/__sim/` (caps, venue moves, price moves). */
    control?(app: FastifyInstance, current: () => W): void;
  };
}
