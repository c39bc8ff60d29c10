// The spec's Limits table, plus the request-rule bounds used by the schemas. Amount bounds are bigint.

export const LIMITS = {
  /** Largest JSON request body, bytes (64 KiB). */
  jsonBodyBytes: 64 * 1024,
  /** Largest uploaded file, bytes (5 MiB). */
  fileBytes: 5 * 1024 * 1024,
  /** Files per multipart request (update-content accepts one image). */
  filesPerRequest: 4,
  imagesPerRequest: 1,
  /** Form fields per multipart request. */
  formFieldsPerRequest: 16,
  /** Tier budget per app, requests per minute over all `/partner/v1/` endpoints. */
  tierBudgetPerMinute: { basic: 120, partner: 1200 },
  /** Per-access-token buckets, requests per minute. */
  bucketPerMinute: { read: 300, trade: 60, vote: 60, propose: 60 },
  /** OAuth endpoints, requests per minute per caller IP. */
  oauthPerMinutePerIp: 30,
  /** Failed client authentications that lock an app out, and the window in seconds. */
  failedAuth: { attempts: 20, windowSeconds: 5 * 60 },
  /** Newest proposals returned by the governance read (no paging). */
  proposalsShown: 100,
  /** Votes list `limit`: default and maximum. */
  votesList: { default: 50, max: 200 },
  slippageBpsMax: 5000,
  partnerFeeBpsMax: 9999,
  priorityFeeLamportsMin: 1000n,
  tipLamportsMin: 1_000_000n,
  voteDurationSecondsDefault: 600,
  nameBytesMax: 32,
  symbolBytesMax: 10,
  /** update-content text fields (links, and description in this dashboard), in characters. */
  textFieldCharsMax: 300,
} as const;

export type Tier = keyof typeof LIMITS.tierBudgetPerMinute;
export type RateBucket = keyof typeof LIMITS.bucketPerMinute;
