import type { ModuleFactories, OAuthModule } from '../core/modules';
import { registerOAuthRoutes } from './routes';
import { createOAuthWorld } from './world';

/**
 * The simulated OAuth server: consent screen, authorization codes (PKCE S256), token grants with
 * refresh rotation and replay detection, revocation, client authentication with lockout. See README.md.
 */
export const oauthModule: ModuleFactories['oauth'] = {
  create(sim): OAuthModule {
    const world = createOAuthWorld(sim);
    return { verifyAccessToken: (token) => world.store.verifyAccess(token) };
  },
  routes: registerOAuthRoutes,
};
