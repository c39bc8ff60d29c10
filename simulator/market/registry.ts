// The market state of each world, for the control routes (the module interface exposes only handlers).
import type { Sim } from '../core/sim';
import type { Market } from './market';

const markets = new WeakMap<Sim, Market>();

export function registerMarket(sim: Sim, market: Market): void {
  markets.set(sim, market);
}

export function marketOf(sim: Sim): Market | undefined {
  return markets.get(sim);
}
