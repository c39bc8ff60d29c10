import { describe, expect, it } from 'vitest';
import { parseScopes } from './authorize';
import { escapeHtml, SCOPE_WORDS } from './consent-page';
import { isS256Challenge, s256Challenge, verifierMatches } from './crypto';
import { isFormBody, prefersJson, readFields } from './fields';

describe('PKCE S256', () => {
  // RFC 7636 Appendix B.
  const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
  const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

  it('matches the RFC example', () => {
    expect(s256Challenge(verifier)).toBe(challenge);
    expect(isS256Challenge(challenge)).toBe(true);
    expect(verifierMatches(verifier, challenge)).toBe(true);
  });

  it.each([
    ['another verifier', `${verifier.slice(0, -1)}j`],
    ['too short', 'a'.repeat(42)],
    ['too long', 'a'.repeat(129)],
    ['a reserved character', `${verifier.slice(0, -1)}+`],
    ['the challenge itself (plain)', challenge],
  ])('refuses %s', (_name, candidate) => {
    expect(verifierMatches(candidate, challenge)).toBe(false);
  });
});

describe('parseScopes', () => {
  it.each([
    ['profile:read', ['profile:read']],
    ['profile:read  trade:execute profile:read', ['profile:read', 'trade:execute']],
    ['', null],
    [' ', null],
    [undefined, null],
    ['profile:read admin', null],
    ['PROFILE:READ', null],
    ['profile:read,trade:execute', null],
  ])('%s', (value, expected) => {
    expect(parseScopes(value)).toEqual(expected);
  });
});

describe('readFields', () => {
  it('treats empty values as omitted and repeated names as errors', () => {
    const fields = readFields({ a: 'x', b: '', c: ['1', '2'] });
    expect([fields.get('a'), fields.get('b'), fields.get('c')]).toEqual(['x', undefined, undefined]);
    expect(fields.has('b')).toBe(true);
    expect(fields.repeated).toEqual(['c']);
    expect(readFields(undefined).get('a')).toBeUndefined();
  });

  const headerReaders = { isFormBody, prefersJson };
  it.each([
    ['isFormBody', 'application/x-www-form-urlencoded', true],
    ['isFormBody', 'application/x-www-form-urlencoded;charset=UTF-8', true],
    ['isFormBody', 'application/json', false],
    ['isFormBody', undefined, false],
    ['prefersJson', 'application/json', true],
    ['prefersJson', 'text/html,application/xhtml+xml,application/json;q=0.1', false],
    ['prefersJson', '*/*', false],
    ['prefersJson', undefined, false],
  ] as const)('%s(%s) = %s', (reader, header, expected) => {
    expect(headerReaders[reader](header)).toBe(expected);
  });
});

describe('consent page text', () => {
  it('escapes HTML in content and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('words every scope', () => {
    expect(Object.values(SCOPE_WORDS).map((words) => words.title)).toEqual([
      'Read your profile',
      'Trade for you',
      'Vote, cancel, withdraw and settle for you',
      'Create proposals and reclaim bonds for you',
    ]);
  });
});
