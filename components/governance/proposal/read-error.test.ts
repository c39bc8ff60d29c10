import { describe, expect, it } from 'vitest';
import { answerError } from '@/lib/client/errors';
import { ApiError, catalogueError, parseErrorBody } from '@/lib/partner';
import { readErrorText } from './read-error';

describe('readErrorText', () => {
  it('uses the catalogue for known codes and a plain sentence otherwise', () => {
    expect(readErrorText(catalogueError('rate_limit_exceeded'))).toBe(
      'The service is busy; try again in a moment.',
    );
    expect(readErrorText(parseErrorBody(429, { error: 'rate_limit_exceeded', retryAfterSeconds: 7 }))).toBe(
      'The service is busy; try again in 7 seconds.',
    );
    expect(readErrorText(parseErrorBody(503, { error: 'service_unavailable' }))).toBe(
      'The service is down right now; try again later.',
    );
    expect(
      readErrorText(new ApiError('weird_code', 500, { error: 'weird_code', message: 'raw upstream text' })),
    ).toBe('The service could not answer this read. Try again in a moment.');
    expect(readErrorText(new Error('x'))).toBe('The answer could not be read. Try again in a moment.');
  });

  it('reads the words from the body the server wrote, as the browser receives it', () => {
    const written = catalogueError('invalid_address', { message: 'The proposal address is not valid.' });
    expect(readErrorText(answerError(400, written.toBody()))).toBe(
      'The proposal address is not valid. Check the address and try again.',
    );
    const unknown = parseErrorBody(422, { error: 'brand_new_code', message: 'raw upstream text' });
    expect(readErrorText(answerError(422, unknown.toBody()))).toBe(
      'The service could not answer this read. Try again in a moment.',
    );
  });
});
