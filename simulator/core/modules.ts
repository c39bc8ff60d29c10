import type { ModuleFactoriesOf } from './module-types';
import type { Sim } from './sim';

export type { AccessGrant, GovernanceModule, MarketModule, OAuthModule, Venue } from './module-types';

/** How the server builds each module for a world `Sim` (the contracts are in module-types.ts). */
export type ModuleFactories = ModuleFactoriesOf<Sim>;
