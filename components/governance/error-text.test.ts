import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/partner';
import { readErrorText } from './error-text';

describe('readErrorText', () => {
  it('uses the catalogue sentence and action', () => {
    expect(readErrorText(ApiError.from('rate_limit_exceeded'), 'x')).toBe(
      'Too many requests right now. Nothing was submitted. Wait a moment, then try again.',
    );
  });

  it('falls back for unknown codes and other errors', () => {
    expect(readErrorText(new ApiError('weird_code', 500, { error: 'weird_code' }), 'Could not read.')).toBe(
      'Could not read.',
    );
    expect(readErrorText(new Error('boom'), 'Could not read.')).toBe('Could not read.');
  });
});
