import { describe, expect, it } from 'vitest';
import { LIST_LIMIT_CASES } from '@/test/support/list-limit';

import {
  ENDPOINT_KEYS,
  ENDPOINTS,
  endpointPath,
  LIMITS,
  matchEndpoint,
  parseVotesLimit,
  SCOPES,
} from './endpoints';

describe('endpoint table', () => {
  it('lists the fifteen endpoints of the spec', () => {
    expect(ENDPOINT_KEYS).toHaveLength(15);
    expect(new Set(ENDPOINT_KEYS.map((key) => ENDPOINTS[key].path)).size).toBe(15);
  });

  it('gives each endpoint its scope, bucket and body kind', () => {
    expect(ENDPOINTS.me).toMatchObject({ scope: 'profile:read', bucket: 'read', body: 'none' });
    expect(ENDPOINTS.governanceRead).toMatchObject({ scope: null, bucket: 'read' });
    expect(ENDPOINTS.votesList).toMatchObject({ scope: null, bucket: 'read' });
    expect(ENDPOINTS.updateContent).toMatchObject({
      scope: 'governance:propose',
      bucket: 'propose',
      body: 'multipart',
    });
    for (const key of ['buy', 'buyExactOut', 'sell'] as const) {
      expect(ENDPOINTS[key]).toMatchObject({ scope: 'trade:execute', bucket: 'trade', body: 'json' });
    }
    for (const key of ['vote', 'cancelVote', 'withdrawVote', 'settleProposal'] as const) {
      expect(ENDPOINTS[key]).toMatchObject({ scope: 'governance:vote', bucket: 'vote', body: 'json' });
    }
    for (const key of ['extendMutability', 'finalizeMetadata', 'finalizeExpired', 'withdrawBond'] as const) {
      expect(ENDPOINTS[key]).toMatchObject({ scope: 'governance:propose', bucket: 'propose', body: 'json' });
    }
    for (const key of ENDPOINT_KEYS) {
      const def = ENDPOINTS[key];
      expect(def.request === null, key).toBe(def.method === 'GET');
      expect(def.path.startsWith('/partner/v1/'), key).toBe(true);
    }
  });

  it('exports the scopes and limits', () => {
    expect(SCOPES).toEqual(['profile:read', 'trade:execute', 'governance:vote', 'governance:propose']);
    expect(LIMITS.jsonBodyBytes).toBe(65536);
    expect(LIMITS.fileBytes).toBe(5242880);
    expect(LIMITS.bucketPerMinute).toEqual({ read: 300, trade: 60, vote: 60, propose: 60 });
    expect(LIMITS.tierBudgetPerMinute).toEqual({ basic: 120, partner: 1200 });
  });

  it('fills path templates', () => {
    expect(endpointPath('governanceRead', { mint: 'AbC' })).toBe('/partner/v1/governance/AbC');
    expect(endpointPath('votesList', { proposal: 'a/b' })).toBe(
      '/partner/v1/governance/proposals/a%2Fb/votes',
    );
    expect(() => endpointPath('votesList')).toThrow();
  });
});

describe('matchEndpoint', () => {
  /** `method pathname` matches the endpoint `key`, with `params` taken from the path. */
  const expectMatch = (method: string, pathname: string, key: string, params: Record<string, string>) => {
    const match = matchEndpoint(method, pathname);
    expect(match.ok).toBe(true);
    if (match.ok) {
      expect(match.endpoint.key).toBe(key);
      expect(match.params).toEqual(params);
    }
  };

  it.each([
    ['GET', '/partner/v1/me', 'me', {}],
    ['GET', '/partner/v1/governance/Mint111', 'governanceRead', { mint: 'Mint111' }],
    ['GET', '/partner/v1/governance/proposals/Prop1/votes', 'votesList', { proposal: 'Prop1' }],
    ['post', '/partner/v1/trades/sell', 'sell', {}],
    ['GET', '/partner/v1/governance/votes', 'governanceRead', { mint: 'votes' }],
    ['GET', '/partner/v1/governance/a%20b', 'governanceRead', { mint: 'a b' }],
  ])('%s %s → %s', expectMatch);

  it.each([
    ['/partner/v1/trades/buy', 'buy'],
    ['/partner/v1/trades/buy-exact-out', 'buyExactOut'],
    ['/partner/v1/trades/sell', 'sell'],
    ['/partner/v1/governance/votes', 'vote'],
    ['/partner/v1/governance/votes/cancel', 'cancelVote'],
    ['/partner/v1/governance/votes/withdraw', 'withdrawVote'],
    ['/partner/v1/governance/proposals/settle', 'settleProposal'],
    ['/partner/v1/governance/proposals/update-content', 'updateContent'],
    ['/partner/v1/governance/proposals/extend-mutability', 'extendMutability'],
    ['/partner/v1/governance/proposals/finalize-metadata', 'finalizeMetadata'],
    ['/partner/v1/governance/metadata/finalize-expired', 'finalizeExpired'],
    ['/partner/v1/governance/bonds/withdraw', 'withdrawBond'],
  ])('POST %s → %s, a write without path parameters', (pathname, key) =>
    expectMatch('POST', pathname, key, {}),
  );

  it('matches every endpoint of the table by its own template', () => {
    for (const key of ENDPOINT_KEYS) {
      const def = ENDPOINTS[key];
      const match = matchEndpoint(def.method, def.path.replace(/\{\w+\}/g, 'X1'));
      expect(match.ok && match.endpoint.key, key).toBe(key);
    }
  });

  it.each([
    ['POST', '/partner/v1/me', ['GET']],
    ['DELETE', '/partner/v1/me', ['GET']],
    ['GET', '/partner/v1/trades/buy', ['POST']],
    ['POST', '/partner/v1/governance/Mint111', ['GET']],
    ['HEAD', '/partner/v1/governance/proposals/P/votes', ['GET']],
  ])('%s %s → 405 allowing %j', (method, pathname, allow) => {
    expect(matchEndpoint(method, pathname)).toEqual({
      ok: false,
      status: 405,
      error: 'method_not_allowed',
      allow,
    });
  });

  it.each([
    '/partner/v1/',
    '/partner/v1/nope',
    '/partner/v1/me/',
    '/partner/v2/me',
    '/partner/v1//me',
    '/partner/v1/trades/buy/extra',
    '/partner/v1/governance/',
    '/partner/v1/governance/..',
    '/partner/v1/governance/%2e%2e',
    '/partner/v1/governance/a%2fb',
    '/partner/v1/governance/a%2Fb',
    '/partner/v1/governance/a%5cb',
    '/partner/v1/governance/a\\b',
    '/partner/v1/governance/a..b',
    '/partner/v1/governance/%E0%A4%A',
    '/partner/v1/governance/a%00',
    '/partner/v1/governance/proposals//votes',
    '/partner/v1/governance/proposals/%2F/votes',
    '/api/partner/v1/me',
  ])('GET %s → 404', (pathname) => {
    expect(matchEndpoint('GET', pathname)).toEqual({ ok: false, status: 404, error: 'not_found' });
  });
});

describe('parseVotesLimit', () => {
  it.each([...LIST_LIMIT_CASES, ['99999999999999999999999999', 200]])('%j → %i', (raw, expected) => {
    expect(parseVotesLimit(raw)).toBe(expected);
  });
});
