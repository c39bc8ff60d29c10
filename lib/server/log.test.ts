// The logger's redaction, checked on the serialized lines: tokens, keys, cookies and the RPC URL that the
// server holds never reach a log line in the shapes the server logs them.
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { log } from './log';

const SECRETS = {
  accessToken: 'svc_at_canary-access-8d1f',
  refreshToken: 'canary-refresh-5a2c',
  apiKey: 'canary-api-key-SECRET-9f2b',
  sessionSecret: 'canary-session-secret-0123456789abcdef',
  rpcUrl: 'https://rpc.example/?api-key=canary-rpc-key-41b7',
  cookie: 'sid=canary-session-id-77e0',
  verifier: 'canary-code-verifier-3c9d',
};

type Stream = { write(line: string): void };
const streamSym = pino.symbols.streamSym;
let lines: string[];
let original: Stream;

beforeEach(() => {
  lines = [];
  const holder = log as unknown as Record<symbol, Stream>;
  original = holder[streamSym]!;
  holder[streamSym] = { write: (line) => void lines.push(line) };
  log.level = 'info';
});

afterEach(() => {
  (log as unknown as Record<symbol, Stream>)[streamSym] = original;
  log.level = 'silent';
});

function output(): string {
  expect(lines.length).toBeGreaterThan(0);
  return lines.join('');
}

function expectNoSecret(text: string) {
  for (const value of Object.values(SECRETS)) expect(text).not.toContain(value);
  expect(text).not.toContain('canary-rpc-key');
}

describe('log redaction', () => {
  it('hides request headers: authorization, cookie, set-cookie', () => {
    log.info({
      headers: {
        authorization: `Bearer ${SECRETS.accessToken}`,
        cookie: SECRETS.cookie,
        'set-cookie': SECRETS.cookie,
      },
    });
    log
      .child({ requestId: 'r1' })
      .warn({ request: { headers: { authorization: `Basic ${SECRETS.apiKey}` } } });
    expectNoSecret(output());
    expect(output()).toContain('[redacted]');
  });

  it('hides a token set in both spellings, at the top and nested', () => {
    log.info({ access_token: SECRETS.accessToken, refresh_token: SECRETS.refreshToken });
    log.info({ tokens: { accessToken: SECRETS.accessToken, refreshToken: SECRETS.refreshToken } });
    log.info({ session: { tokens: { accessToken: SECRETS.accessToken, token: SECRETS.refreshToken } } });
    log.info({ pending: { codeVerifier: SECRETS.verifier }, code_verifier: SECRETS.verifier });
    expectNoSecret(output());
  });

  it('hides the server configuration’s secrets when a config object is logged', () => {
    log.info({
      config: {
        baseUrl: 'http://127.0.0.1:4010',
        apiKey: SECRETS.apiKey,
        sessionSecret: SECRETS.sessionSecret,
        rpcUrl: SECRETS.rpcUrl,
      },
    });
    log.info({ apiKey: SECRETS.apiKey, api_key: SECRETS.apiKey, client_secret: SECRETS.apiKey });
    const text = output();
    expectNoSecret(text);
    expect(text).toContain('http://127.0.0.1:4010');
  });

  it('hides secrets carried as fields of a logged error', () => {
    const error = Object.assign(new Error('token endpoint failed'), {
      headers: { authorization: `Bearer ${SECRETS.accessToken}` },
      refresh_token: SECRETS.refreshToken,
    });
    log.child({ route: 'auth.callback' }).error({ err: error }, 'route failed');
    const text = output();
    expectNoSecret(text);
    expect(text).toContain('token endpoint failed');
  });
});

describe('deep scrubbing', () => {
  it('hides secrets nested deeply, under capitalised names, and inside error causes', () => {
    const error = new Error('refresh failed', { cause: { response: { access_token: SECRETS.accessToken } } });
    log.error({
      a: { b: { c: { d: { accessToken: SECRETS.accessToken } } } },
      headers: { Authorization: `Bearer ${SECRETS.accessToken}`, Cookie: SECRETS.cookie },
      err: error,
      list: [{ ApiKey: SECRETS.apiKey }],
    });
    const text = output();
    expectNoSecret(text);
    expect(text).toContain('refresh failed');
  });
});
