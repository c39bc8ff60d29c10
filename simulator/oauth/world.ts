import type { Sim } from '../core/sim';
import { FailedClientAuth } from './client-auth';
import { OAuthStore } from './store';

/** The OAuth state of one world. */
export interface OAuthWorld {
  store: OAuthStore;
  failures: FailedClientAuth;
}

const worlds = new WeakMap<Sim, OAuthWorld>();

export function createOAuthWorld(sim: Sim): OAuthWorld {
  const world = { store: new OAuthStore(sim), failures: new FailedClientAuth(sim) };
  worlds.set(sim, world);
  return world;
}

/** The OAuth state of a world this module created; routes look it up on every request. */
export function oauthWorldOf(sim: Sim): OAuthWorld {
  const world = worlds.get(sim);
  if (!world) throw new Error('This world was not created with the OAuth module.');
  return world;
}
