import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/partner';
import { readErrorText } from './read-error';

describe('readErrorText', () => {
  it('uses the catalogue for known codes and a plain sentence otherwise', () => {
    expect(readErrorText(ApiError.from('rate_limit_exceeded'))).toBe(
      'Too many requests right now. Nothing was submitted. Wait a moment, then try again.',
    );
    expect(
      readErrorText(new ApiError('weird_code', 500, { error: 'weird_code', message: 'raw upstream text' })),
    ).toBe('The service could not answer this read. Try again in a moment.');
    expect(readErrorText(new Error('x'))).toBe('The answer could not be read. Try again in a moment.');
  });
});
