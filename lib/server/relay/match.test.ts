import { describe, expect, it } from 'vitest';
import { partnerPathname, resolveTarget } from './match';

const request = (method: string, path: string) =>
  new Request(`http://localhost:3000/api/partner/v1/${path}`, { method });

describe('resolveTarget', () => {
  it.each([
    ['GET', 'me', 'me', '/partner/v1/me'],
    ['GET', 'governance/Mint111', 'governanceRead', '/partner/v1/governance/Mint111'],
    ['GET', 'governance/proposals/P1/votes', 'votesList', '/partner/v1/governance/proposals/P1/votes'],
    [
      'GET',
      'governance/proposals/P1/votes?limit=7',
      'votesList',
      '/partner/v1/governance/proposals/P1/votes?limit=7',
    ],
    [
      'GET',
      'governance/proposals/P1/votes?limit=abc',
      'votesList',
      '/partner/v1/governance/proposals/P1/votes?limit=50',
    ],
    ['GET', 'governance/a%20b', 'governanceRead', '/partner/v1/governance/a%20b'],
    ['POST', 'governance/votes', 'vote', '/partner/v1/governance/votes'],
    ['POST', 'trades/buy-exact-out', 'buyExactOut', '/partner/v1/trades/buy-exact-out'],
  ])('%s %s → %s at %s', (method, path, key, upstreamPath) => {
    const result = resolveTarget(request(method, path), []);
    expect(result.ok && { key: result.target.endpoint.key, path: result.target.upstreamPath }).toEqual({
      key,
      path: upstreamPath,
    });
  });

  /** `method path` is refused by the relay itself, with `status`. */
  const expectRefused = (method: string, path: string, status: number) => {
    const result = resolveTarget(request(method, path), []);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.response.status).toBe(status);
  };

  it.each([
    'governance/a%2Fb',
    'governance/a%2fb',
    'governance/%2E%2E%2Fme',
    'governance/x%00',
    'governance/%E0%A4%A',
    '',
  ])('GET %s → 404', (path) => expectRefused('GET', path, 404));

  it.each([
    ['POST', 'me'],
    ['DELETE', 'governance/votes'],
  ])('%s %s → 405', (method, path) => expectRefused(method, path, 405));

  it.each([
    'governance/proposals/P1/votes?limit=7&x=1',
    'governance/proposals/P1/votes?limit=7&limit=8',
    'governance/Mint111?limit=5',
    'me?x',
  ])('GET %s → 400', (path) => expectRefused('GET', path, 400));

  it('falls back to the catch-all segments, encoding each, when the URL lacks our prefix', () => {
    const rewritten = new Request('http://localhost:3000/elsewhere');
    expect(partnerPathname(rewritten, ['governance', 'a/b'])).toBe('/partner/v1/governance/a%2Fb');
    expect(resolveTarget(rewritten, ['governance', 'a/b']).ok).toBe(false);
    expect(resolveTarget(rewritten, ['governance', 'M1']).ok).toBe(true);
  });
});
