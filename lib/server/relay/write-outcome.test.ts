import { describe, expect, it } from 'vitest';
import { catalogueError } from '@/lib/partner';
import { fromError, fromUpstream, passedHeaders } from './respond';
import { budgetExceeded, journalOutcome, nothingSubmitted, outcomeUnknown } from './write-outcome';

const upstream = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  fromUpstream(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers }));

describe('answers of the upstream', () => {
  it('passes a JSON success through byte for byte, with the rate-limit headers only', async () => {
    const text = '{"signature":"S1",  "status":"processed","mint":"M1","extra":[1]}';
    const stored = await upstream(200, text, {
      'x-ratelimit-limit': '60',
      'x-secret': 'no',
      'retry-after': '3',
    });
    expect(stored).toEqual({
      status: 200,
      body: text,
      headers: { 'x-ratelimit-limit': '60', 'retry-after': '3' },
    });
    expect(journalOutcome(stored)).toEqual({
      status: 'submitted',
      signature: 'S1',
      httpStatus: 200,
      mint: 'M1',
    });
  });

  it('rewrites errors into the spec shape, keeping codes and extra fields but not the text', async () => {
    const stored = await upstream(422, {
      error: 'insufficient_sol',
      message: 'internal detail from upstream',
      requiredLamports: '5',
    });
    const body = JSON.parse(stored.body) as Record<string, unknown>;
    expect(stored.status).toBe(422);
    expect(body).toMatchObject({ error: 'insufficient_sol', requiredLamports: '5', retryable: false });
    expect(body.message).not.toContain('internal detail');
    expect(journalOutcome(stored)).toEqual({ status: 'failed', error: 'insufficient_sol', httpStatus: 422 });
  });

  it('turns unreadable answers into 500 internal', async () => {
    expect((await upstream(502, '<html>bad gateway</html>')).status).toBe(500);
    expect(JSON.parse((await upstream(200, 'not json')).body)).toMatchObject({ error: 'internal' });
    expect((await upstream(429, { message: 'slow down' })).body).toContain('rate_limit_exceeded');
  });

  it('drops header values that are not plain short text', () => {
    expect(passedHeaders(new Headers({ 'retry-after': 'x'.repeat(65), 'x-ratelimit-reset': '9' }))).toEqual({
      'x-ratelimit-reset': '9',
    });
  });
});

describe('nothingSubmitted', () => {
  it.each([
    ['rate_limit_exceeded', true],
    ['migration_pending', true],
    ['pool_not_open', true],
    ['tx_expired', true],
    ['not_connected', true],
    ['needs_reconnect', true],
    ['slippage_exceeded', false],
    ['rpc_unavailable', false],
    ['internal', false],
    ['tx_failed', false],
  ] as const)('%s → %s', (code, expected) => {
    expect(nothingSubmitted(fromError(catalogueError(code)))).toBe(expected);
  });

  it('keeps successes and unknown outcomes', () => {
    expect(nothingSubmitted({ status: 200, body: '{}', headers: {} })).toBe(false);
    expect(nothingSubmitted(outcomeUnknown())).toBe(false);
    expect(journalOutcome(outcomeUnknown())).toEqual({ status: 'outcome_unknown' });
  });

  it('answers a spent budget with retry-after and retryAfterSeconds', () => {
    const stored = budgetExceeded(7);
    expect(stored.headers).toEqual({ 'retry-after': '7' });
    expect(JSON.parse(stored.body)).toMatchObject({ error: 'rate_limit_exceeded', retryAfterSeconds: 7 });
  });
});
