import { describe, expect, it } from 'vitest';
import { sameJson } from './use-governance-stream';

describe('sameJson', () => {
  it('compares objects key by key in any order, and arrays item by item', () => {
    expect(sameJson({ a: '1', b: [{ c: true, d: null }] }, { b: [{ d: null, c: true }], a: '1' })).toBe(true);
    expect(sameJson({ a: '1' }, { a: '2' })).toBe(false);
    expect(sameJson({ a: '1' }, { a: '1', b: '2' })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
    expect(sameJson({ votes: [] }, { votes: [{}] })).toBe(false);
  });

  it('counts a key whose value is undefined as absent, and tells null from absent', () => {
    expect(sameJson({ a: '1', b: undefined }, { a: '1' })).toBe(true);
    expect(sameJson({ a: '1' }, { a: '1', b: undefined })).toBe(true);
    expect(sameJson({ a: '1', b: null }, { a: '1' })).toBe(false);
  });

  it('tells a number from the same digits in a string (amounts travel as strings)', () => {
    expect(sameJson({ amount: '10' }, { amount: 10 })).toBe(false);
  });
});
