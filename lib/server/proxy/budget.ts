import 'server-only';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { LIMITS } from '@/lib/partner';
import { serverConfig } from '../config';

// The app-wide tier budget (basic 120, partner 1200 requests a minute over all /partner/v1/ endpoints,
// shared by every user), spent here before each upstream call so the service never has to refuse us.
// One instance counts in memory; several instances share a store-backed limiter (RateLimiterPostgres
// over the same database, say) installed with `setTierBudget(limiterBudget(...))`.

export type BudgetResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface TierBudget {
  /** Spends one request, or says how long until one is free. */
  take(): Promise<BudgetResult>;
}

const WINDOW_SECONDS = 60;
const KEY = 'tier';

/** A budget over any rate-limiter-flexible limiter (memory, Postgres, Redis …). */
export function limiterBudget(limiter: RateLimiterAbstract): TierBudget {
  return {
    async take() {
      try {
        await limiter.consume(KEY, 1);
        return { ok: true };
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
    },
  };
}

/** An in-memory budget of `pointsPerMinute` requests a minute, for one instance. */
export function memoryBudget(pointsPerMinute: number): TierBudget {
  return limiterBudget(new RateLimiterMemory({ points: pointsPerMinute, duration: WINDOW_SECONDS }));
}

const GLOBAL_KEY = Symbol.for('partner-dashboard.proxy.tier-budget');
type Holder = { [GLOBAL_KEY]?: TierBudget };

/** The process's budget, for the configured tier; shared across Next's dev reloads. */
export function tierBudget(): TierBudget {
  const holder = globalThis as Holder;
  holder[GLOBAL_KEY] ??= memoryBudget(LIMITS.tierBudgetPerMinute[serverConfig().tier]);
  return holder[GLOBAL_KEY];
}

/** Installs another budget (a shared limiter, or a small one in tests); undefined goes back to the default. */
export function setTierBudget(budget: TierBudget | undefined): void {
  const holder = globalThis as Holder;
  if (budget) holder[GLOBAL_KEY] = budget;
  else delete holder[GLOBAL_KEY];
}
