import { describe, expect, it } from 'vitest';
import { catalogueError, parseErrorBody } from '@/lib/partner';
import { busySentence, serviceTrouble, sessionEnded, troubleSentence } from './service-trouble';

describe('serviceTrouble', () => {
  it('reads any 429 as busy with its wait, any 502/503 as down, the rest as neither', () => {
    expect(
      serviceTrouble(parseErrorBody(429, { error: 'rate_limit_exceeded', retryAfterSeconds: 4.2 })),
    ).toEqual({
      kind: 'busy',
      seconds: 5,
    });
    expect(serviceTrouble(parseErrorBody(429, null))).toEqual({ kind: 'busy', seconds: null });
    expect(serviceTrouble(parseErrorBody(503, { error: 'oracle_stale' }))).toEqual({ kind: 'down' });
    expect(serviceTrouble(catalogueError('rpc_unavailable'))).toEqual({ kind: 'down' });
    expect(serviceTrouble(catalogueError('internal'))).toBeNull();
    expect(serviceTrouble(new Error('x'))).toBeNull();
  });

  it('words busy and down differently; busy counts down to "try again now"', () => {
    expect(busySentence(12)).toBe('The service is busy; try again in 12 seconds.');
    expect(busySentence(0)).toBe('The service was busy; you can try again now.');
    expect(troubleSentence({ kind: 'down' })).toBe('The service is down right now; try again later.');
    expect(troubleSentence({ kind: 'busy', seconds: 3 })).not.toBe(troubleSentence({ kind: 'down' }));
  });
});

describe('sessionEnded', () => {
  it('is true for a session that is gone or could not be refreshed, false otherwise', () => {
    expect(sessionEnded(parseErrorBody(401, { error: 'needs_reconnect' }))).toBe(true);
    expect(sessionEnded(catalogueError('not_connected'))).toBe(true);
    expect(sessionEnded(catalogueError('insufficient_scope'))).toBe(false);
    expect(sessionEnded(catalogueError('rate_limit_exceeded'))).toBe(false);
    expect(sessionEnded(null)).toBe(false);
  });
});
