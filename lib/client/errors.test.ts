import { describe, expect, it } from 'vitest';
import { ApiError, catalogueEntry, catalogueError, isRetryableClass, personWords } from '@/lib/partner';
import { answerError, OWN_ERROR_CODES, ownError } from './errors';

// The browser reads our server's error bodies as written, and makes a few errors itself in the
// catalogue's words without carrying the catalogue.

describe('answerError', () => {
  it('keeps the sentences, the next step and retryable the server wrote', () => {
    const written = catalogueError('invalid_address', {
      message: 'The token address is not a valid Solana address.',
    }).toBody();
    const error = answerError(400, written);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('invalid_address');
    expect(error.status).toBe(400);
    expect(error.body).toEqual(written);
    expect(error.message).toBe('The token address is not a valid Solana address.');
    expect(personWords(error)).toEqual({
      message: 'The token address is not a valid Solana address.',
      action: catalogueEntry('invalid_address').action,
    });
    expect(error.retryable).toBe(false);
  });

  it('takes retryable from the body, whatever the status alone would say', () => {
    const expired = answerError(422, catalogueError('tx_expired').toBody());
    expect(expired.retryable).toBe(true);
    expect(answerError(503, { error: 'oracle_stale', retryable: false }).retryable).toBe(false);
    expect(answerError(503, { error: 'oracle_stale' }).retryable).toBe(true);
  });

  it('reads an answer without a string code as internal, or as rate_limit_exceeded for a 429', () => {
    for (const [status, json] of [
      [502, '<html>Bad gateway</html>'],
      [500, null],
      [400, { message: 'no code' }],
      [400, { error: 42 }],
    ] as const) {
      const error = answerError(status, json);
      expect(error.code).toBe('internal');
      expect(error.body.message).toBe('Something went wrong on the service.');
    }
    const busy = answerError(429, { retryAfterSeconds: 3, message: 'raw' });
    expect(busy).toMatchObject({ code: 'rate_limit_exceeded', status: 429 });
    expect(busy.body).toMatchObject({ retryAfterSeconds: 3, retryable: true });
    expect(busy.body.message).toBe(catalogueEntry('rate_limit_exceeded').message);
  });

  it('gives a code the catalogue does not hold no words of its own', () => {
    const written = { error: 'brand_new_code', message: 'The service could not complete this request.' };
    expect(
      personWords(answerError(422, { ...written, action: 'Check the details and try again.' })),
    ).toBeNull();
  });
});

describe('ownError', () => {
  it.each(OWN_ERROR_CODES)('makes %s as the server would write it', (code) => {
    expect(ownError(code).toBody()).toEqual(catalogueError(code).toBody());
    expect(ownError(code).status).toBe(catalogueEntry(code).status);
    expect(ownError(code).retryable).toBe(isRetryableClass(catalogueEntry(code).retry));
  });

  it('adds code-specific fields and may say the message more precisely', () => {
    const error = ownError('internal', { message: 'The dashboard could not be reached.', error: 'x' });
    expect(error.body).toMatchObject({
      error: 'internal',
      message: 'The dashboard could not be reached.',
      action: 'Try again in a little while.',
      retryable: true,
    });
    expect(ownError('tx_failed', { signature: 'S' }).body.signature).toBe('S');
  });
});
