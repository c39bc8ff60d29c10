// The production server's hard edges, in Chromium and over a raw socket: no Content Security Policy
// violation on any page load (connected or not, 404 included), malformed addresses answered as 4xx in the
// error shape or the not-found page, forged forwarding headers and absolute-form targets ignored.
import { connect } from 'node:net';
import { type Page } from '@playwright/test';
import { connectAs, expect, test } from './support';

const port = Number(process.env.E2E_PORT ?? 3100);
const SIM = `http://127.0.0.1:${process.env.SIMULATOR_PORT ?? 4010}`;

type World = { tokens: { mint: string; symbol: string }[]; proposals: { proposal: string; mint: string }[] };

/** Records every CSP violation the page reports, from before any of its scripts run. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportViolation: (line: string) => void }).__reportViolation;
      report(`${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

/** Sends raw bytes and reads the whole answer (the server closes the connection). */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (data) => (text += data.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => resolve(text));
    socket.write(request);
  });
}

test('no page load reports a Content Security Policy violation', async ({ page, request }) => {
  const world = (await (await request.get(`${SIM}/__sim/world`)).json()) as World;
  const lumen = world.tokens.find((t) => t.symbol === 'LUMEN')!.mint;
  const proposal = world.proposals.find((p) => p.mint === lumen)!.proposal;
  const violations = await watchViolations(page);
  const paths = [
    '/',
    `/tokens/${lumen}`,
    `/tokens/${lumen}/proposals/${proposal}`,
    '/no-such-page',
    '/tokens/%%%',
  ];
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await connectAs(page, 'alice');
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

test('malformed addresses get 4xx in the error shape, or the not-found page', async ({ page, request }) => {
  for (const path of [
    '/api/partner/v1/governance/%E0%A4%A',
    '/api/partner/v1/governance/proposals/%%%bad/votes',
    '/api/balance/%%%',
    '/api/tx/%E0%A4%A',
    '/api/trade/last-fill/%%%',
    '/api/activity?cursor=%%%',
    '/api/metadata/accounts/%%%',
    '/api/%%%',
    '/api/time?unknown=1',
  ]) {
    const response = await request.get(path, { headers: { cookie: 'sid=%' } });
    expect(response.status(), path).toBeGreaterThanOrEqual(400);
    expect(response.status(), path).toBeLessThan(500);
    expect(await response.json(), path).toMatchObject({
      error: expect.any(String),
      message: expect.any(String),
    });
  }
  await page.goto('/tokens/%%%');
  await expect(page.getByRole('heading', { name: 'This is not a valid token address' })).toBeVisible();
});

test('forwarding headers from a stranger and absolute-form targets change nothing', async () => {
  const forged = await raw(
    'POST /api/auth/logout HTTP/1.1\r\nHost: localhost\r\nOrigin: https://evil.example\r\n' +
      'X-Forwarded-Host: evil.example\r\nX-Requested-With: fetch\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
  );
  expect(forged).toMatch(/^HTTP\/1\.1 403 /);
  expect(forged).toContain('"error":"origin_rejected"');
  const absolute = await raw(
    `GET http://evil.example/api/auth/callback?state=x HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`,
  );
  expect(absolute).toMatch(/^HTTP\/1\.1 302 /);
  expect(absolute).toMatch(/\r\nlocation: \/connect\/problem\?reason=expired\r\n/i);
  expect(absolute).not.toContain('evil.example');
  const http = await raw(
    `GET /api/time HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-Proto: https\r\nConnection: close\r\n\r\n`,
  );
  expect(http.toLowerCase()).not.toContain('strict-transport-security');
});

test('an image one byte over 5 MiB is 413 in the error shape, through the whole server', async ({
  page,
  request,
}) => {
  const world = (await (await request.get(`${SIM}/__sim/world`)).json()) as World;
  const quill = world.tokens.find((t) => t.symbol === 'QUILL')!.mint;
  await connectAs(page, 'dana');
  const image = Buffer.alloc(5 * 1024 * 1024 + 1);
  image.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const response = await page.request.post('/api/partner/v1/governance/proposals/update-content', {
    headers: {
      origin: `http://localhost:${port}`,
      'x-requested-with': 'fetch',
      'idempotency-key': `oversize-${Date.now()}`,
    },
    multipart: {
      mint: quill,
      voteDurationSeconds: '600',
      priorityFeeLamports: '5000',
      tipLamports: '1000000',
      image: { name: 'big.png', mimeType: 'image/png', buffer: image },
    },
  });
  expect(response.status()).toBe(413);
  expect(await response.json()).toMatchObject({ error: 'payload_too_large', message: expect.any(String) });
});
