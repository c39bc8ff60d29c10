import type { ModuleFactories } from './core/modules';
import { governanceModule } from './governance';
import { marketModule } from './market';
import { oauthModule } from './oauth';

/** The real behaviour of every module; tests may swap one for a narrower world. */
export const simulatorModules: ModuleFactories = {
  oauth: oauthModule,
  governance: governanceModule,
  market: marketModule,
};
