import 'server-only';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

// The app-wide tier budget (basic 120, partner 1200 requests a minute over all /partner/v1/ endpoints,
// shared by every user), spent here before each upstream call so the service never has to refuse us.
// One instance counts in memory; several instances share a store-backed limiter (RateLimiterPostgres
// over the same database), chosen by lib/server/runtime.ts.
//
// Priorities are reserved shares of the same minute: a write may spend the last point; a person's own
// read only while more than USER_FLOOR of the minute is left; a shared refresh (the read model's, which
// can wait) only while more than SHARED_FLOOR is left. The read model asks `remaining()` to stretch its
// refresh interval before it is ever refused. The inbox's watcher reads at `watch`, the lowest: only
// while more than WATCH_FLOOR of the minute is left, and never more than its own share of the minute
// (WATCH_BUDGET_SHARE, `withWatchShare`), so people's reads and the pages' refreshes keep theirs.
//
// The service does not count its OAuth endpoints against the tier, but a token exchange or refresh is
// still a call made on the app's behalf in the same minute: `charge()` counts it (never refusing, as a
// refresh that is needed cannot wait), so the priorities above see what is really being spent.

export type Priority = 'write' | 'user' | 'shared' | 'watch';
export type BudgetResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface TierBudget {
  /** Points in one minute. */
  readonly points: number;
  /** Spends one request at `priority` (default `user`), or says how long until one is free for it. */
  take(priority?: Priority): Promise<BudgetResult>;
  /** Counts a call that is made whatever is left (a token refresh, the resend after it). */
  charge(): Promise<void>;
  /** Points left in the current minute. */
  remaining(): Promise<number>;
  /** How long until the current minute ends and its points come back (0 when no minute is running). */
  minuteEndsInMs(): Promise<number>;
}

const WINDOW_SECONDS = 60;
const KEY = 'tier';
export const USER_FLOOR = 0.1;
export const SHARED_FLOOR = 0.25;
export const WATCH_FLOOR = 0.4;

const FLOORS: Record<Priority, number> = {
  write: 0,
  user: USER_FLOOR,
  shared: SHARED_FLOOR,
  watch: WATCH_FLOOR,
};

/** The points a priority must leave behind. */
export function floorOf(points: number, priority: Priority): number {
  return Math.ceil(points * FLOORS[priority]);
}

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** A budget over any rate-limiter-flexible limiter (memory, Postgres …) of `points` a minute. */
export function limiterBudget(limiter: RateLimiterAbstract, points: number): TierBudget {
  return {
    points,
    async take(priority = 'user') {
      let res: RateLimiterRes;
      try {
        res = await limiter.consume(KEY, 1);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return { ok: false, retryAfterSeconds: secondsOf(rejection.msBeforeNext) };
      }
      if (res.remainingPoints >= floorOf(points, priority)) return { ok: true };
      // Below this priority's share: give the point back for those ahead of it.
      await limiter.reward(KEY, 1);
      return { ok: false, retryAfterSeconds: secondsOf(res.msBeforeNext) };
    },
    async charge() {
      await limiter.penalty(KEY, 1);
    },
    async remaining() {
      const res = await limiter.get(KEY);
      return res ? Math.max(0, points - res.consumedPoints) : points;
    },
    async minuteEndsInMs() {
      const res = await limiter.get(KEY);
      return res ? Math.max(0, res.msBeforeNext) : 0;
    },
  };
}

/** A budget over a limiter made on first use (one over the store, opened lazily); a failed make is retried. */
export function lazyBudget(make: () => Promise<RateLimiterAbstract>, points: number): TierBudget {
  let inner: Promise<TierBudget> | null = null;
  const budget = () => {
    if (!inner) {
      const attempt = make().then((limiter) => limiterBudget(limiter, points));
      inner = attempt;
      attempt.catch(() => {
        if (inner === attempt) inner = null;
      });
    }
    return inner;
  };
  return {
    points,
    take: async (priority) => (await budget()).take(priority),
    charge: async () => (await budget()).charge(),
    remaining: async () => (await budget()).remaining(),
    minuteEndsInMs: async () => (await budget()).minuteEndsInMs(),
  };
}

/** An in-memory budget of `pointsPerMinute` requests a minute, for one instance. */
export function memoryBudget(pointsPerMinute: number): TierBudget {
  const limiter = new RateLimiterMemory({ points: pointsPerMinute, duration: WINDOW_SECONDS });
  return limiterBudget(limiter, pointsPerMinute);
}

/**
 * The tier budget with the watcher's own share: a `watch` take spends a point of `allowance` (its own
 * minute of `share` of the tier's points, counted where the tier is) before the tier's, so the watcher
 * never takes more than its share however quiet the minute; every other priority is the tier's alone.
 */
export function withWatchShare(budget: TierBudget, allowance: TierBudget): TierBudget {
  return {
    points: budget.points,
    async take(priority = 'user') {
      if (priority !== 'watch') return budget.take(priority);
      const own = await allowance.take('write');
      if (!own.ok) return own;
      return budget.take('watch');
    },
    charge: () => budget.charge(),
    remaining: () => budget.remaining(),
    minuteEndsInMs: () => budget.minuteEndsInMs(),
  };
}

/** The points of the watcher's share of a tier's minute (at least one). */
export const watchPoints = (tierPoints: number, share: number): number =>
  Math.max(1, Math.floor(tierPoints * share));
