import { describe, expect, it } from 'vitest';
import { ApiError, catalogueError, parseErrorBody } from '@/lib/partner';
import { readErrorText } from '@/components/write/error-text';

describe('readErrorText', () => {
  it('uses the catalogue sentence and action', () => {
    expect(readErrorText(catalogueError('rate_limit_exceeded'), 'x')).toBe(
      'The service is busy; try again in a moment.',
    );
    expect(
      readErrorText(parseErrorBody(429, { error: 'rate_limit_exceeded', retryAfterSeconds: 7 }), 'x'),
    ).toBe('The service is busy; try again in 7 seconds.');
    expect(readErrorText(parseErrorBody(503, { error: 'service_unavailable' }), 'x')).toBe(
      'The service is down right now; try again later.',
    );
  });

  it('falls back for unknown codes and other errors', () => {
    expect(readErrorText(new ApiError('weird_code', 500, { error: 'weird_code' }), 'Could not read.')).toBe(
      'Could not read.',
    );
    expect(readErrorText(new Error('boom'), 'Could not read.')).toBe('Could not read.');
  });
});
