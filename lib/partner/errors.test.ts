import { describe, expect, it, vi } from 'vitest';

import { errorBodySchema } from './error-body';
import { ApiError } from './errors';
import { catalogueError, parseErrorBody, retryClassOf } from './errors-catalogue';

describe('catalogueError', () => {
  it('builds the spec wire shape from the catalogue', () => {
    const error = catalogueError('already_voted');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(422);
    expect(error.retryable).toBe(false);
    expect(error.toBody()).toEqual({
      error: 'already_voted',
      message: 'You have already voted on this proposal.',
      action: 'Cancel your vote first, then vote again.',
      retryable: false,
    });
    expect(errorBodySchema.safeParse(error.toBody()).success).toBe(true);
  });

  it('adds extra fields and keeps error and retryable from the catalogue', () => {
    const error = catalogueError('rate_limit_exceeded', {
      retryAfterSeconds: 12,
      error: 'x',
      retryable: false,
    });
    expect(error.toBody()).toMatchObject({
      error: 'rate_limit_exceeded',
      retryAfterSeconds: 12,
      retryable: true,
    });
    expect(error.status).toBe(429);
    expect(retryClassOf(error)).toBe('after_retry_after');
  });

  it.each([
    ['rate_limit_exceeded', true],
    ['migration_pending', true],
    ['rpc_unavailable', true],
    ['oracle_stale', true],
    ['tx_expired', true],
    ['tx_failed', false],
    ['invalid_token', false],
    ['write_outcome_unknown', false],
  ] as const)('%s retryable: %s', (code, retryable) => {
    expect(catalogueError(code).retryable).toBe(retryable);
    expect(catalogueError(code).toBody().retryable).toBe(retryable);
  });

  it('toBody returns a copy', () => {
    const error = catalogueError('internal');
    const body = error.toBody();
    body.error = 'changed';
    expect(error.toBody().error).toBe('internal');
  });
});

describe('parseErrorBody', () => {
  it('keeps a known code, the upstream status and extra fields, with the catalogue text', () => {
    const error = parseErrorBody(422, {
      error: 'insufficient_sol',
      message: 'raw upstream text',
      requiredLamports: '10',
      availableLamports: '5',
    });
    expect(error.code).toBe('insufficient_sol');
    expect(error.status).toBe(422);
    expect(error.body).toMatchObject({ requiredLamports: '10', availableLamports: '5', retryable: false });
    expect(error.body.message).toBe('You do not have enough SOL for this trade and its fees.');
    expect(error.message).not.toContain('raw upstream');
  });

  it('keeps an unknown code as a string, without its text', () => {
    const error = parseErrorBody(422, {
      error: 'launch_paused',
      message: 'secret detail',
      retryable: true,
      extra: 1,
    });
    expect(error.code).toBe('launch_paused');
    expect(error.status).toBe(422);
    expect(error.retryable).toBe(true);
    expect(error.body).toMatchObject({ error: 'launch_paused', extra: 1 });
    expect(JSON.stringify(error.body)).not.toContain('secret');
  });

  it('judges an unknown code without retryable by its status', () => {
    expect(parseErrorBody(503, { error: 'maintenance' }).retryable).toBe(true);
    expect(retryClassOf(parseErrorBody(503, { error: 'maintenance' }))).toBe('backoff');
    expect(parseErrorBody(400, { error: 'odd' }).retryable).toBe(false);
  });

  it.each([
    [502, '<html>Bad gateway</html>'],
    [500, null],
    [400, { message: 'no code' }],
    [404, { error: 'Not Found: /x' }],
    [400, { error: 42 }],
    [400, ['invalid_input']],
    [200, { nope: true }],
  ])('%s %j becomes 500 internal', (status, json) => {
    const error = parseErrorBody(status, json);
    expect(error.code).toBe('internal');
    expect(error.status).toBe(500);
    expect(error.body.message).toBe('Something went wrong on the service.');
  });

  it('reads a 429 without a code as rate_limit_exceeded', () => {
    const error = parseErrorBody(429, 'Too Many Requests');
    expect(error.code).toBe('rate_limit_exceeded');
    expect(error.status).toBe(429);
    expect(error.retryable).toBe(true);
  });
});

describe('ApiError across copies of its module', () => {
  it('is recognised by an `instanceof` of another copy (the server’s bundles each hold one)', async () => {
    vi.resetModules();
    const other = await import('./errors');
    expect(other.ApiError).not.toBe(ApiError);
    expect(catalogueError('internal')).toBeInstanceOf(other.ApiError);
    expect(new other.ApiError('not_connected', 401, { error: 'not_connected' })).toBeInstanceOf(ApiError);
    expect(new Error('internal')).not.toBeInstanceOf(ApiError);
    expect({ code: 'internal', status: 500 }).not.toBeInstanceOf(ApiError);
  });
});
