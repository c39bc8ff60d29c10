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
    // Whatever leaves this site after normalisation (dot segments, encoded dots and slashes, doubled
    // slashes, backslashes, control characters) becomes `/`.
    ['/.//evil.example', '/'],
    ['/./\/evil.example', '/'],
    ['/a/..//evil.example/x', '/'],
    ['/%2e//evil.example', '/'],
    ['/%2e%2e//evil.example', '/'],
    ['/%2E%2E/%2F/evil.example', '/%2F/evil.example'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%5C%5Cevil.example', '/%5C%5Cevil.example'],
    ['///evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['/\u0000//evil.example', '/'],
    ['/tokens/.././/evil.example', '/'],
    ['/tokens/%2e%2e/%2e/%2fevil', '/%2fevil'],
  ])('%j → %j', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });
});
