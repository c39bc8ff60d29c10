import { describe, expect, it } from 'vitest';
import { createViewCache } from './view-cache';

describe('createViewCache', () => {
  it('forgets an entry after its time', () => {
    let now = 0;
    const cache = createViewCache<number>({ ttlMs: 1000, now: () => now });
    cache.set('a', 1);
    now = 999;
    expect(cache.get('a')).toBe(1);
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps at most `max` entries, dropping the least recently used', () => {
    const cache = createViewCache<number>({ max: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c')]).toEqual([1, 3]);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
  });
});
