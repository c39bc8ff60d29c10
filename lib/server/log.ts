import 'server-only';
import pino from 'pino';

/** Keys whose values never reach a log line, wherever they appear in a logged object. */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'access_token',
  'refresh_token',
  'accessToken',
  'refreshToken',
  'apiKey',
  'api_key',
  'client_secret',
  'token',
  'code_verifier',
  'codeVerifier',
  'sessionSecret',
  'rpcUrl',
];

const paths = SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `headers["${key}"]`]);

/** Structured JSON logs with tokens, keys and cookies redacted. */
export const log = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { service: 'dashboard' },
  redact: { paths, censor: '[redacted]' },
  timestamp: pino.stdTimeFunctions.isoTime,
});

export type Logger = typeof log;
