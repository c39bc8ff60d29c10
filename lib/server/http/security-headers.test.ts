import { describe, expect, it } from 'vitest';
import { isSecureRequest } from './cookies';
import {
  apiPolicy,
  frameAncestorsFor,
  newNonce,
  pagePolicy,
  securityHeaders,
  type SecurityHeadersInput,
} from './security-headers';

const page: SecurityHeadersInput = {
  pathname: '/',
  secure: false,
  dev: false,
  baseUrl: 'http://127.0.0.1:4010',
  authUrl: 'https://auth.example.com/base',
  embedOrigins: [],
  nonce: 'bm9uY2Utbm9uY2Utbm9uY2U=',
};

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

const cspOf = (input: SecurityHeadersInput) => directives(securityHeaders(input)['content-security-policy']!);

describe('page Content Security Policy', () => {
  it('production scripts: self, the nonce and strict-dynamic, never unsafe-inline or unsafe-eval', () => {
    const csp = cspOf(page);
    expect(csp.get('script-src')).toEqual(["'self'", `'nonce-${page.nonce}'`, "'strict-dynamic'"]);
    const all = [...csp.values()].flat();
    expect(all).not.toContain("'unsafe-eval'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('development adds unsafe-eval only', () => {
    expect(cspOf({ ...page, dev: true }).get('script-src')).toEqual([
      "'self'",
      `'nonce-${page.nonce}'`,
      "'strict-dynamic'",
      "'unsafe-eval'",
    ]);
  });

  it('closes objects, base, connections and framing; opens images to the service’s origin and forms to the consent screen', () => {
    const csp = cspOf(page);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http://127.0.0.1:4010']);
    expect(csp.get('form-action')).toEqual(["'self'", 'https://auth.example.com']);
  });

  it('upgrades insecure requests only when served over https', () => {
    expect(cspOf(page).has('upgrade-insecure-requests')).toBe(false);
    expect(cspOf({ ...page, secure: true }).has('upgrade-insecure-requests')).toBe(true);
  });

  it('names each source once', () => {
    const policy = pagePolicy({
      nonce: 'n',
      dev: false,
      imageOrigins: ["'self'", 'https://img.example'],
      formOrigins: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: false,
    });
    expect(directives(policy).get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
      'https://img.example',
    ]);
    expect(directives(policy).get('form-action')).toEqual(["'self'"]);
  });
});

describe('securityHeaders', () => {
  it('sends the fixed headers and X-Frame-Options DENY on pages and API responses', () => {
    for (const input of [page, { ...page, pathname: '/api/health', nonce: undefined }]) {
      expect(securityHeaders(input)).toMatchObject({
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'permissions-policy': expect.stringMatching(
          /camera=\(\).*microphone=\(\).*geolocation=\(\).*payment=\(\)/,
        ),
      });
    }
  });

  it('gives API responses a closed policy without a nonce', () => {
    const headers = securityHeaders({ ...page, pathname: '/api/health', nonce: undefined });
    expect(headers['content-security-policy']).toBe(apiPolicy(["'none'"]));
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('never puts a URL path (where a key could sit) into the policy', () => {
    const policy = securityHeaders({ ...page, baseUrl: 'https://svc.example/some/path?key=k' })[
      'content-security-policy'
    ]!;
    expect(policy).toContain('https://svc.example');
    expect(policy).not.toContain('/some/path');
    expect(policy).not.toContain('key=k');
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent on pages and API responses served over https, never over plain http', () => {
    for (const input of [page, { ...page, pathname: '/api/health', nonce: undefined }]) {
      expect(securityHeaders({ ...input, secure: true })['strict-transport-security']).toBe(
        'max-age=31536000',
      );
      expect(securityHeaders(input)['strict-transport-security']).toBeUndefined();
    }
  });

  it('counts a request as https directly, or when the front door says so (a trusted proxy’s X-Forwarded-Proto)', () => {
    expect(isSecureRequest(new Request('https://dash.example/'))).toBe(true);
    const forwarded = new Request('http://dash.example/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(isSecureRequest(forwarded)).toBe(true);
    expect(
      isSecureRequest(new Request('http://dash.example/', { headers: { 'x-forwarded-proto': 'http' } })),
    ).toBe(false);
  });
});

describe('frame-ancestors per path', () => {
  const partners = ['https://shop.example', 'http://127.0.0.1:3304'];

  it.each(['/embed/trade', '/embed/connected'])(
    '%s may be framed by this app and the listed origins, with no X-Frame-Options',
    (pathname) => {
      const headers = securityHeaders({ ...page, pathname, embedOrigins: partners });
      expect(directives(headers['content-security-policy']!).get('frame-ancestors')).toEqual([
        "'self'",
        ...partners,
      ]);
      expect(headers['x-frame-options']).toBeUndefined();
    },
  );

  it('with no origins configured, only this app frames the widget', () => {
    expect(frameAncestorsFor('/embed/trade', [])).toEqual(["'self'"]);
    const headers = securityHeaders({ ...page, pathname: '/embed/trade' });
    expect(directives(headers['content-security-policy']!).get('frame-ancestors')).toEqual(["'self'"]);
  });

  it.each([
    '/',
    '/tokens/abc',
    '/embed',
    '/embed/demo',
    '/embed/tradeX',
    '/embedded/trade',
    '/embed.js',
    '/api/embed/session',
    '/api/auth/session',
  ])('%s keeps frame-ancestors none and X-Frame-Options DENY even with origins configured', (pathname) => {
    const api = pathname.startsWith('/api/');
    const headers = securityHeaders({
      ...page,
      pathname,
      embedOrigins: partners,
      nonce: api ? undefined : page.nonce,
    });
    expect(directives(headers['content-security-policy']!).get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers['x-frame-options']).toBe('DENY');
  });
});

describe('newNonce', () => {
  it('is 128 random bits in base64, new every time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
