import 'server-only';
import pino from 'pino';

/** Keys whose values never reach a log line, at any depth and in any letter case. */
const SECRET_KEYS = new Set(
  [
    'authorization',
    'cookie',
    'set-cookie',
    'access_token',
    'refresh_token',
    'accesstoken',
    'refreshtoken',
    'apikey',
    'api_key',
    'client_secret',
    'token',
    'code_verifier',
    'codeverifier',
    'sessionsecret',
    'previoussessionsecret',
    'session_secret',
    'rpcurl',
  ].map((key) => key.toLowerCase()),
);
const CENSOR = '[redacted]';
const MAX_DEPTH = 8;

/** A copy of a log object with every secret-named value replaced, errors included (message, stack, cause). */
export function scrub(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH || seen.has(value)) return '[…]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1, seen));
  const source =
    value instanceof Error
      ? { ...value, type: value.name, message: value.message, stack: value.stack, cause: value.cause }
      : value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(source)) {
    out[key] = SECRET_KEYS.has(key.toLowerCase()) ? CENSOR : scrub(item, depth + 1, seen);
  }
  return out;
}

/** Structured JSON logs with tokens, keys, cookies and the RPC URL scrubbed. */
export const log = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { service: 'dashboard' },
  timestamp: pino.stdTimeFunctions.isoTime,
  serializers: { err: (error: unknown) => scrub(error) },
  formatters: { log: (object) => scrub(object) as Record<string, unknown> },
});

export type Logger = typeof log;
