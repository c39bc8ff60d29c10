import { z } from 'zod';
import { LIMITS } from '@/lib/partner';
import { shapeWithEach } from '@/lib/partner/shape';

/** A positive number of requests per minute for each key of one of the partner API's rate limits. */
function perMinute<K extends string>(limits: Record<K, number>) {
  return z.object(shapeWithEach(Object.keys(limits) as K[], z.int().min(1)));
}

/** Tunable behaviour of the simulator: token lifetimes, limits and governance bounds. */
export const simConfigSchema = z.object({
  accessTokenTtlSeconds: z.int().min(1),
  refreshTokenTtlSeconds: z.int().min(1),
  /** Requests per minute per app, all `/partner/v1/` endpoints combined, by tier. */
  tierBudgetPerMinute: perMinute(LIMITS.tierBudgetPerMinute),
  /** Requests per minute per access token, by endpoint bucket. */
  bucketPerMinute: perMinute(LIMITS.bucketPerMinute),
  oauthPerMinutePerIp: z.int().min(1),
  failedAuthAttempts: z.int().min(1),
  failedAuthWindowSeconds: z.int().min(1),
  extensionCapSeconds: z.int().min(1),
  minVoteDurationSeconds: z.int().min(1),
  maxVoteDurationSeconds: z.int().min(1),
  migrationPendingSeconds: z.int().min(0),
  poolNotOpenSeconds: z.int().min(0),
});

export type SimConfig = z.infer<typeof simConfigSchema>;

/** A partial update through `POST /__sim/config`; nested objects merge key by key. */
export const simConfigPatchSchema = simConfigSchema
  .extend({
    tierBudgetPerMinute: simConfigSchema.shape.tierBudgetPerMinute.partial(),
    bucketPerMinute: simConfigSchema.shape.bucketPerMinute.partial(),
  })
  .partial()
  .strict();

export type SimConfigPatch = z.infer<typeof simConfigPatchSchema>;

export function defaultSimConfig(): SimConfig {
  return {
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlSeconds: 30 * 24 * 3600,
    tierBudgetPerMinute: { ...LIMITS.tierBudgetPerMinute },
    bucketPerMinute: { ...LIMITS.bucketPerMinute },
    oauthPerMinutePerIp: LIMITS.oauthPerMinutePerIp,
    failedAuthAttempts: LIMITS.failedAuth.attempts,
    failedAuthWindowSeconds: LIMITS.failedAuth.windowSeconds,
    extensionCapSeconds: 30 * 24 * 3600,
    minVoteDurationSeconds: 60,
    maxVoteDurationSeconds: 7 * 24 * 3600,
    migrationPendingSeconds: 120,
    poolNotOpenSeconds: 20,
  };
}

export function applyConfigPatch(config: SimConfig, patch: SimConfigPatch): SimConfig {
  return {
    ...config,
    ...patch,
    tierBudgetPerMinute: { ...config.tierBudgetPerMinute, ...patch.tierBudgetPerMinute },
    bucketPerMinute: { ...config.bucketPerMinute, ...patch.bucketPerMinute },
  };
}
