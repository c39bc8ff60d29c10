import 'server-only';
import { z } from 'zod';
import { isOrigin } from '@/lib/embed/origin';
import { SCOPES as SCOPE_VALUES, type Scope } from '@/lib/partner';

const DEFAULT_SIMULATOR_PORT = 4010;

const url = (name: string) =>
  z
    .url({ protocol: /^https?$/, error: `${name} must be an http(s) URL` })
    .transform((u) => u.replace(/\/+$/, ''));

/** Space-separated origins (`https://shop.example`, `http://localhost:5173`) that may frame the widget. */
const origins = z
  .string()
  .default('')
  .transform((s) => s.split(/\s+/).filter(Boolean))
  .pipe(
    z.array(
      z.string().refine(isOrigin, {
        error: (issue) =>
          `"${String(issue.input).slice(0, 80)}" is not an origin: write scheme://host[:port] (http or https) with no path, like https://shop.example`,
      }),
    ),
  )
  .transform((list) => [...new Set(list)]);

/**
 * A whole number from `min` to `max` (`fallback` when unset), counting `unit` when given; whatever is
 * wrong with it, the message names the whole rule.
 */
const whole = (min: number, max: number, fallback: number, unit = '') => {
  const message = `must be a whole number ${unit ? `of ${unit} ` : ''}from ${min} to ${max}`;
  return z.coerce
    .number({ error: message })
    .int(message)
    .min(min, message)
    .max(max, message)
    .default(fallback);
};

const DAY_MS = 86_400_000;

/** An https URL, or http to this machine only (localhost, 127.0.0.1): webhooks carry signed facts. */
function webhookUrl(text: string): boolean {
  try {
    const parsed = new URL(text);
    if (parsed.username || parsed.password) return false;
    if (parsed.protocol === 'https:') return true;
    return parsed.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(parsed.hostname);
  } catch {
    return false;
  }
}

/** A Standard Webhooks secret: `whsec_` and 24 to 64 random bytes in base64. */
function webhookSecret(text: string): boolean {
  const body = text.startsWith('whsec_') ? text.slice('whsec_'.length) : '';
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body) || body.length % 4 !== 0) return false;
  const bytes = Buffer.from(body, 'base64').length;
  return bytes >= 24 && bytes <= 64;
}

/** Comma-separated wallet addresses (the partner's team): base58, 32 to 44 characters each. */
const wallets = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((w) => w.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, {
        error: (issue) =>
          `"${String(issue.input).slice(0, 60)}" is not a wallet address: write base58 addresses separated by commas`,
      }),
    ),
  )
  .transform((list) => [...new Set(list)]);

const schema = z
  .object({
    PORT: whole(1, 65535, 3000),
    SIMULATOR_PORT: whole(1, 65535, DEFAULT_SIMULATOR_PORT),
    PARTNER_BASE_URL: url('PARTNER_BASE_URL').optional(),
    PARTNER_AUTH_URL: url('PARTNER_AUTH_URL').optional(),
    PARTNER_CLIENT_ID: z.string().min(1).optional(),
    PARTNER_API_KEY: z.string().min(1).optional(),
    PARTNER_REDIRECT_URI: url('PARTNER_REDIRECT_URI').optional(),
    PARTNER_SCOPES: z
      .string()
      .default(SCOPE_VALUES.join(' '))
      .transform((s) => s.split(/\s+/).filter(Boolean))
      .pipe(
        z
          .array(z.enum(SCOPE_VALUES, { error: `each scope must be one of ${SCOPE_VALUES.join(', ')}` }))
          .min(1),
      ),
    PARTNER_TIER: z.enum(['basic', 'partner'], { error: 'must be basic or partner' }).default('basic'),
    PARTNER_FEE_BPS: z
      .string()
      .regex(/^\d{1,4}$/, 'must be an integer from 0 to 9999')
      .default('0')
      .transform((s) => BigInt(s)),
    PARTNER_FEE_WALLET: z
      .string()
      .regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'must be a base58 wallet address')
      .optional(),
    SOLANA_RPC_URL: url('SOLANA_RPC_URL').optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SESSION_SECRET_PREVIOUS: z.string().min(32, 'must be at least 32 characters').optional(),
    SESSION_IDLE_DAYS: whole(1, 365, 7, 'days'),
    SESSION_MAX_DAYS: whole(1, 365, 30, 'days'),
    STORE_URL: z
      .string()
      .regex(/^(pglite:.+|postgres(ql)?:\/\/.+)$/, 'must be pglite:<directory> or postgres://…')
      .default('pglite:.data/store'),
    STORE_BACKUP_MINUTES: whole(0, 1440, 30, 'minutes'),
    STORE_BACKUP_KEEP: whole(1, 100, 5),
    EMBED_ALLOWED_ORIGINS: origins,
    PARTNER_ADMIN_WALLETS: wallets,
    HEALTH_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
    SIMULATOR_RESET_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    AUTH_PER_MINUTE_PER_IP: whole(1, 100_000, 20),
    PARTNER_WEBHOOK_URL: z
      .string()
      .refine(
        webhookUrl,
        'must be an https URL (plain http only to localhost or 127.0.0.1), with no user or password',
      )
      .optional(),
    PARTNER_WEBHOOK_SECRET: z
      .string()
      .refine(
        webhookSecret,
        'must be a Standard Webhooks secret: whsec_ then 24 to 64 random bytes in base64',
      )
      .optional(),
    PARTNER_WEBHOOK_RETRY_SECONDS: whole(1, 3600, 5, 'seconds'),
    OAUTH_CALLS_PER_MINUTE: whole(4, 100_000, 24),
    WATCH_BUDGET_SHARE: z.coerce
      .number({ error: 'must be a number above 0 and at most 1 (0.25 is a quarter)' })
      .gt(0, 'must be a number above 0 and at most 1 (0.25 is a quarter)')
      .max(1, 'must be a number above 0 and at most 1 (0.25 is a quarter)')
      .default(0.25),
    WATCH_PERIOD_SECONDS: whole(1, 3600, 30, 'seconds'),
  })
  .superRefine((env, ctx) => {
    if (env.SESSION_IDLE_DAYS > env.SESSION_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_IDLE_DAYS'],
        message: 'must be at most SESSION_MAX_DAYS (a session ends at the first of the two)',
      });
    if (env.SESSION_SECRET_PREVIOUS && env.SESSION_SECRET_PREVIOUS === env.SESSION_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET_PREVIOUS'],
        message: 'is the secret that replaced it; set it to the secret used before SESSION_SECRET',
      });
    // Instances sharing a PostgreSQL store must open each other's sessions: one secret, set explicitly.
    if (env.STORE_URL.startsWith('postgres') && !env.SESSION_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required when STORE_URL is a PostgreSQL server (every instance must share it)',
      });
    if (env.PARTNER_WEBHOOK_URL && !env.PARTNER_WEBHOOK_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['PARTNER_WEBHOOK_SECRET'],
        message: 'is required when PARTNER_WEBHOOK_URL is set (every delivery is signed with it)',
      });
    if (env.PARTNER_WEBHOOK_SECRET && !env.PARTNER_WEBHOOK_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['PARTNER_WEBHOOK_URL'],
        message: 'is required when PARTNER_WEBHOOK_SECRET is set (the address deliveries go to)',
      });
    if (!env.PARTNER_BASE_URL) return;
    for (const key of ['PARTNER_CLIENT_ID', 'PARTNER_API_KEY'] as const) {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PARTNER_BASE_URL is set' });
    }
  });

export type ServerConfig = {
  port: number;
  /** True when no upstream is configured and the built-in simulator stands in for the service. */
  simulated: boolean;
  baseUrl: string;
  authUrl: string;
  clientId: string | undefined;
  apiKey: string | undefined;
  redirectUri: string;
  scopes: Scope[];
  tier: 'basic' | 'partner';
  partnerFeeBps: bigint;
  /** The wallet the partner registered for its fees, to read the fee a trade really paid; optional. */
  partnerFeeWallet: string | null;
  rpcUrl: string;
  sessionSecret: string | undefined;
  /**
   * The secret SESSION_SECRET replaced, if any: connections sealed under it no longer open, and are ended
   * with their tokens revoked at the service (it unseals them for that only).
   */
  previousSessionSecret: string | null;
  /** A session ends after `idleMs` unused, and `absoluteMs` after it was made, whichever comes first. */
  sessionLifetime: { idleMs: number; absoluteMs: number };
  storeUrl: string;
  /** Copies of the embedded store: every `everyMs` when it changed, and at a clean stop; null for none. */
  storeBackups: { everyMs: number; keep: number } | null;
  /** Origins besides this app's own that may embed the trade widget. */
  embedAllowedOrigins: string[];
  /** The wallets of the partner's team, who may open the partner console; empty: nobody. */
  partnerAdminWallets: string[];
  /** The bearer token of the health probe that reads the details of /api/health; null: nobody does. */
  healthToken: string | null;
  /**
   * On the simulator only: the secret with which the simulator tells the dashboard that its world was
   * reset (`npm start` makes one per run); null when nobody may.
   */
  simulatorResetSecret: string | null;
  /** Connects (login and callback, each) one address may start in a minute. */
  authPerMinutePerIp: number;
  /** Token endpoint calls (sign-ins, refreshes, revocations) this app makes in a minute at most. */
  oauthCallsPerMinute: number;
  /**
   * Where signed webhooks go (PARTNER_WEBHOOK_URL), the Standard Webhooks secret that signs them, and
   * the first retry's delay in seconds (doubled, with jitter, on each failure); null: no webhooks.
   */
  webhook: { url: string; secret: string; retrySeconds: number } | null;
  /**
   * The inbox's watcher: the share of the tier's minute it may spend (WATCH_BUDGET_SHARE, a quarter by
   * default) and how often it looks (WATCH_PERIOD_SECONDS).
   */
  watch: { budgetShare: number; periodMs: number };
};

/** Thrown at start when the environment is invalid; names the variables, never their values. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates the environment and derives the server's configuration. */
export function parseConfig(env: Record<string, string | undefined>): ServerConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || 'environment'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = result.data;
  const simulatorUrl = `http://127.0.0.1:${e.SIMULATOR_PORT}`;
  const baseUrl = e.PARTNER_BASE_URL ?? simulatorUrl;
  return {
    port: e.PORT,
    simulated: !e.PARTNER_BASE_URL,
    baseUrl,
    authUrl: e.PARTNER_AUTH_URL ?? baseUrl,
    clientId: e.PARTNER_CLIENT_ID,
    apiKey: e.PARTNER_API_KEY,
    redirectUri: e.PARTNER_REDIRECT_URI ?? `http://localhost:${e.PORT}/api/auth/callback`,
    scopes: e.PARTNER_SCOPES,
    tier: e.PARTNER_TIER,
    partnerFeeBps: e.PARTNER_FEE_BPS,
    partnerFeeWallet: e.PARTNER_FEE_WALLET ?? null,
    rpcUrl: e.SOLANA_RPC_URL ?? `${simulatorUrl}/rpc`,
    sessionSecret: e.SESSION_SECRET,
    previousSessionSecret: e.SESSION_SECRET_PREVIOUS ?? null,
    sessionLifetime: { idleMs: e.SESSION_IDLE_DAYS * DAY_MS, absoluteMs: e.SESSION_MAX_DAYS * DAY_MS },
    storeUrl: e.STORE_URL,
    storeBackups:
      e.STORE_BACKUP_MINUTES > 0
        ? { everyMs: e.STORE_BACKUP_MINUTES * 60_000, keep: e.STORE_BACKUP_KEEP }
        : null,
    embedAllowedOrigins: e.EMBED_ALLOWED_ORIGINS,
    partnerAdminWallets: e.PARTNER_ADMIN_WALLETS,
    healthToken: e.HEALTH_TOKEN ?? null,
    simulatorResetSecret: e.PARTNER_BASE_URL ? null : (e.SIMULATOR_RESET_SECRET ?? null),
    authPerMinutePerIp: e.AUTH_PER_MINUTE_PER_IP,
    oauthCallsPerMinute: e.OAUTH_CALLS_PER_MINUTE,
    webhook:
      e.PARTNER_WEBHOOK_URL && e.PARTNER_WEBHOOK_SECRET
        ? {
            url: e.PARTNER_WEBHOOK_URL,
            secret: e.PARTNER_WEBHOOK_SECRET,
            retrySeconds: e.PARTNER_WEBHOOK_RETRY_SECONDS,
          }
        : null,
    watch: { budgetShare: e.WATCH_BUDGET_SHARE, periodMs: e.WATCH_PERIOD_SECONDS * 1000 },
  };
}

let cached: ServerConfig | undefined;

/** The configuration of this process, read from the environment once. */
export function serverConfig(): ServerConfig {
  cached ??= parseConfig(process.env);
  return cached;
}
