import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './authorize';

describe('safeReturnTo', () => {
  it.each([
    ['/governance/Mint1?tab=votes#v', '/governance/Mint1?tab=votes#v'],
    ['/', '/'],
    [undefined, '/'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['governance', '/'],
    ['/a\nb', '/'],
    ['/../../etc', '/etc'],
  ])('%j → %j', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });
});
