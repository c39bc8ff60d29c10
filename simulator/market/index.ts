// The market module: trading venues on the ledger (bonding curve → migration → pool), the three trade
// endpoints and their control routes. See README.md for the decisions.
import type { MarketModule, ModuleFactories } from '../core/modules';
import { registerMarketControl } from './control';
import { tradeHandlers } from './handlers';
import { registerMarket } from './registry';
import { seedMarket } from './seed';

export const marketModule: ModuleFactories['market'] = {
  async create(sim): Promise<MarketModule> {
    const market = await seedMarket(sim);
    registerMarket(sim, market);
    return {
      handlers: tradeHandlers(market),
      // A mint the market does not know (e.g. a governance-only token) reads as an empty pool.
      venueOf: (mint) => {
        const token = market.tokens.get(mint);
        return token ? market.venue(token) : 'pool';
      },
    };
  },
  control: registerMarketControl,
};
