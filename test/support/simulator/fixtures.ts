// Narrow modules for testing one part of the simulator on its own. They are not used by the product.
import type { GovernanceModule, MarketModule, ModuleFactories, OAuthModule } from '@/simulator/core/modules';
import { SCOPES, isScope, type Scope } from '@/lib/partner';

/**
 * Test OAuth: the access token `svc_at_test.<userId>.<clientId>[.<scope,scope>]` grants those scopes
 * (all four when omitted) without a consent flow, so endpoint tests need no OAuth round trip.
 */
export const testOAuth: ModuleFactories['oauth'] = {
  create(sim): OAuthModule {
    return {
      verifyAccessToken(token) {
        const [prefix, userId, clientId, scopeList] = token.split('.');
        if (prefix !== 'svc_at_test' || !userId || !clientId) return null;
        if (!sim.users.has(userId) || !sim.clients.has(clientId)) return null;
        const scopes = scopeList ? scopeList.split(',').filter(isScope) : [...SCOPES];
        return { userId, clientId, scopes: scopes as Scope[] };
      },
    };
  },
  routes() {},
};

export function testToken(userId: string, clientId = 'demo-dashboard_app', scopes?: Scope[]): string {
  return `svc_at_test.${userId}.${clientId}${scopes ? `.${scopes.join(',')}` : ''}`;
}

/** A world without governance. */
export const noGovernance: ModuleFactories['governance'] = {
  async create(): Promise<GovernanceModule> {
    return { handlers: {}, governanceOf: () => null, describeProposals: () => [] };
  },
};

/** A world without trading venues: every token reads as on its curve and no trade endpoint is served. */
export const noMarket: ModuleFactories['market'] = {
  async create(): Promise<MarketModule> {
    return { handlers: {}, venueOf: () => 'curve' };
  },
};
