import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateBucket, Tier } from '@/lib/partner';
import type { SimConfig } from './config';

export interface LimitState {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

const WINDOW_SECONDS = 60;

function stateOf(res: RateLimiterRes, limit: number, allowed: boolean): LimitState {
  return {
    allowed,
    limit,
    remaining: Math.max(0, res.remainingPoints),
    resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  };
}

async function consume(limiter: RateLimiterMemory, key: string, limit: number): Promise<LimitState> {
  try {
    return stateOf(await limiter.consume(key), limit, true);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return stateOf(rejection, limit, false);
    throw rejection;
  }
}

/** The service's two layers of limits (tier budget per app, bucket per token) and the OAuth per-IP limit. */
export class Limits {
  readonly #tier: Record<Tier, RateLimiterMemory>;
  readonly #bucket: Record<RateBucket, RateLimiterMemory>;
  readonly #oauth: RateLimiterMemory;

  constructor(readonly config: SimConfig) {
    const make = (points: number) => new RateLimiterMemory({ points, duration: WINDOW_SECONDS });
    this.#tier = {
      basic: make(config.tierBudgetPerMinute.basic),
      partner: make(config.tierBudgetPerMinute.partner),
    };
    this.#bucket = {
      read: make(config.bucketPerMinute.read),
      trade: make(config.bucketPerMinute.trade),
      vote: make(config.bucketPerMinute.vote),
      propose: make(config.bucketPerMinute.propose),
    };
    this.#oauth = make(config.oauthPerMinutePerIp);
  }

  tier(tier: Tier, clientId: string): Promise<LimitState> {
    return consume(this.#tier[tier], clientId, this.config.tierBudgetPerMinute[tier]);
  }

  bucket(bucket: RateBucket, accessToken: string): Promise<LimitState> {
    return consume(this.#bucket[bucket], accessToken, this.config.bucketPerMinute[bucket]);
  }

  oauth(ip: string): Promise<LimitState> {
    return consume(this.#oauth, ip, this.config.oauthPerMinutePerIp);
  }
}
