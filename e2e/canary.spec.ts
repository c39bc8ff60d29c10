// Secret canary against the running app: no body or header of what a user touches carries the partner API
// key, the session secret or the RPC URL of the running configuration (scripts/start.mjs in simulator
// mode: the demo client's key, .data/session-secret, the simulator's /rpc), and pages carry a nonce-based
// Content Security Policy whose nonce every script has.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support';
import { type APIResponse, type Response } from '@playwright/test';

function runningSecrets(): Record<string, string> {
  const secretFile = path.join(process.cwd(), '.data', 'session-secret');
  const sessionSecret =
    process.env.SESSION_SECRET || (existsSync(secretFile) ? readFileSync(secretFile, 'utf8').trim() : '');
  const secrets: Record<string, string> = {
    apiKey: process.env.PARTNER_API_KEY || 'sk_demo-dashboard_key_7f3a',
    rpcUrl: process.env.SOLANA_RPC_URL || `http://127.0.0.1:${process.env.SIMULATOR_PORT || '4010'}/rpc`,
  };
  if (sessionSecret) secrets.sessionSecret = sessionSecret;
  return secrets;
}

const SECRETS = runningSecrets();

async function expectNoSecrets(where: string, response: Response | APIResponse) {
  const headers = JSON.stringify(await response.headersArray());
  let body = '';
  try {
    body = (await response.body()).toString('utf8');
  } catch {
    // a redirect or an aborted load has no body to read
  }
  for (const [name, value] of Object.entries(SECRETS)) {
    expect(headers, `${name} in the headers of ${where}`).not.toContain(value);
    expect(body, `${name} in the body of ${where}`).not.toContain(value);
  }
}

test('the session secret is known to the test (otherwise the canary checks less)', () => {
  expect(SECRETS.sessionSecret?.length ?? 0).toBeGreaterThanOrEqual(32);
});

for (const pagePath of ['/', '/no-such-page-canary']) {
  test(`no secret in any response while loading ${pagePath}`, async ({ page }) => {
    const responses: Response[] = [];
    page.on('response', (response) => void responses.push(response));
    await page.goto(pagePath);
    await page.waitForLoadState('networkidle');
    expect(responses.length).toBeGreaterThan(0);
    for (const response of responses) await expectNoSecrets(response.url(), response);
  });
}

test('no secret in the API answers a visitor without a session meets', async ({ request }) => {
  for (const apiPath of [
    '/api/auth/session',
    '/api/health',
    '/api/partner/v1/me',
    '/api/tx/not-a-signature',
  ]) {
    await expectNoSecrets(apiPath, await request.get(apiPath));
  }
  const login = await request.get('/api/auth/login', { maxRedirects: 0 });
  await expectNoSecrets('/api/auth/login', login);
  const me = await request.get('/api/partner/v1/me');
  expect(me.status()).toBeGreaterThanOrEqual(400);
});

test('security headers on pages and API responses', async ({ request }) => {
  for (const target of ['/', '/no-such-page-canary', '/api/health', '/api/auth/session']) {
    const headers = (await request.get(target)).headers();
    expect(headers['x-frame-options'], target).toBe('DENY');
    expect(headers['x-content-type-options'], target).toBe('nosniff');
    expect(headers['referrer-policy'], target).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], target).toContain('camera=()');
    expect(headers['content-security-policy'], target).toContain("frame-ancestors 'none'");
  }
});

for (const pagePath of ['/', '/no-such-page-canary']) {
  test(`${pagePath} has a fresh nonce on every script and no script-src escape hatch`, async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = (await page.goto(pagePath))!;
    const csp = response.headers()['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    expect(nonce).toBeTruthy();
    // Every script the server sends carries this response's nonce. (Chunks the router loads later, for
    // prefetched links, are inserted by those trusted scripts: 'strict-dynamic' admits them without one.)
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(
      (tag) => /\snonce="([^"]*)"/.exec(tag[0])?.[1],
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((value) => value === nonce)).toBe(true);
    const again = (await page.request.get(pagePath)).headers()['content-security-policy'] ?? '';
    expect(again).not.toBe(csp);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
}
