import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/partner';
import { apiFetch } from './api';

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('apiFetch errors', () => {
  it('takes a 429’s wait from retry-after when the body names none', async () => {
    answer(429, { error: 'rate_limit_exceeded' }, { 'retry-after': '17' });
    const error = (await apiFetch('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.body.retryAfterSeconds).toBe(17);
  });

  it('keeps the sentences our server wrote, without replacing them', async () => {
    const written = {
      error: 'invalid_address',
      message: 'The token address is not a valid Solana address.',
      action: 'Check the address and try again.',
      retryable: false,
    };
    answer(400, written);
    const error = (await apiFetch('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('invalid_address');
    expect(error.body).toEqual(written);
    expect(error.retryable).toBe(false);
  });

  it('keeps the body’s own wait', async () => {
    answer(429, { error: 'rate_limit_exceeded', retryAfterSeconds: 4 }, { 'retry-after': '17' });
    const error = (await apiFetch('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.body.retryAfterSeconds).toBe(4);
  });
});
