// The partner console's gate over HTTP: every route under app/api/partners answers 403 partner_only in the
// spec's shape to someone not connected, to a connected person off the team and to a widget's session,
// and reads nothing for them; a team member gets the answer. Routes are found on disk, so one added later
// is held to the same rule.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPartnerAdmin } from './admin';
import { startChainEnv, type ChainEnv } from '@/test/support/chain-env';
import { createSession } from '@/test/support/runtime';
import { ORIGIN, SAME_ORIGIN } from '@/test/support/relay-env';
import { tokenSet } from '@/test/support/store';

const ROOT = path.resolve(__dirname, '../../../app/api/partners');

type Handler = (request: Request, segment: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Every route file under app/api/partners, with its URL path (dynamic segments filled with "x"). */
function consoleRoutes(): { file: string; url: string; params: Record<string, string> }[] {
  const found: { file: string; url: string; params: Record<string, string> }[] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), [...segments, entry.name]);
      else if (entry.name === 'route.ts') {
        const params: Record<string, string> = {};
        const parts = segments.map((s) => {
          const dynamic = /^\[(?:\.\.\.)?(\w+)\]$/.exec(s);
          if (dynamic) params[dynamic[1]!] = 'x';
          return dynamic ? 'x' : s;
        });
        found.push({ file: path.join(dir, entry.name), url: `/api/partners/${parts.join('/')}`, params });
      }
    }
  };
  walk(ROOT, []);
  return found;
}

let env: ChainEnv;
let member: string;
let outsider: string;
let noWallet: string;

beforeAll(async () => {
  let aliceWallet = '';
  env = await startChainEnv((sim) => {
    aliceWallet = sim.sim().users.get('alice')!.wallet;
    return { PARTNER_ADMIN_WALLETS: `${aliceWallet}, ${'1'.repeat(32)}` };
  });
  const bobWallet = env.sim.sim().users.get('bob')!.wallet;
  member = (await createSession(tokenSet(1), { username: 'alice', wallet: aliceWallet })).sessionId;
  outsider = (await createSession(tokenSet(2), { username: 'bob', wallet: bobWallet })).sessionId;
  noWallet = (await createSession(tokenSet(3), { username: 'carol', wallet: null })).sessionId;
}, 60_000);
afterAll(() => env.close());

async function call(method: string, url: string, params: Record<string, string>, cookie: string | null) {
  const routeModule = (await import(
    /* @vite-ignore */ consoleRoutes().find((r) => r.url === url.split('?')[0])!.file
  )) as Record<string, Handler>;
  const headers: Record<string, string> = { ...SAME_ORIGIN, 'content-type': 'application/json' };
  if (cookie) headers.cookie = cookie;
  const request = new Request(`${ORIGIN}${url}`, {
    method,
    headers,
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: '{}' }),
  });
  const response = await routeModule[method]!(request, { params: Promise.resolve(params) });
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as Record<string, unknown>,
  };
}

describe('isPartnerAdmin', () => {
  it('admits the listed wallets only, and nobody without a wallet', () => {
    const config = { partnerAdminWallets: ['A'.repeat(32), 'B'.repeat(44)] };
    expect(isPartnerAdmin(config, 'A'.repeat(32))).toBe(true);
    expect(isPartnerAdmin(config, 'B'.repeat(44))).toBe(true);
    expect(isPartnerAdmin(config, 'C'.repeat(32))).toBe(false);
    expect(isPartnerAdmin(config, null)).toBe(false);
    expect(isPartnerAdmin({ partnerAdminWallets: [] }, 'A'.repeat(32))).toBe(false);
  });
});

describe('the console’s routes', () => {
  const routes = consoleRoutes();

  it('are found', () => {
    expect(routes.map((r) => r.url)).toContain('/api/partners/tokens');
  });

  const cases = (['nobody', 'an outsider', 'a person without a wallet', 'a widget’s session'] as const).map(
    (who) => [who] as const,
  );
  it.each(cases)('answer 403 partner_only to %s on every method they serve', async (who) => {
    const cookie = {
      nobody: null,
      'an outsider': `sid=${outsider}`,
      'a person without a wallet': `sid=${noWallet}`,
      // The team member's connection, but held by a widget on a partner's page: not the console's.
      'a widget’s session': `wsid=${member}`,
    }[who];
    let served = 0;
    for (const { url, params } of routes) {
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
        const answer = await call(method, url, params, cookie);
        if (answer.status === 405) continue;
        served += 1;
        expect(answer.status, `${method} ${url}`).toBe(403);
        expect(answer.body, `${method} ${url}`).toMatchObject({
          error: 'partner_only',
          message: expect.stringMatching(/partner’s team/),
          action: expect.any(String),
          retryable: false,
        });
      }
    }
    expect(served).toBeGreaterThanOrEqual(routes.length);
  });

  it('answer a team member: the token search by symbol, name and mint', async () => {
    const bySymbol = await call('GET', '/api/partners/tokens', {}, `sid=${member}`);
    expect(bySymbol.status).toBe(200);
    const all = (bySymbol.body.tokens as { mint: string; symbol: string; name: string }[]) ?? [];
    expect(all.length).toBeGreaterThan(3);
    const grass = all.find((t) => t.symbol === 'GRASS')!;
    const search = async (q: string) =>
      (await call('GET', `/api/partners/tokens?q=${encodeURIComponent(q)}`, {}, `sid=${member}`)).body
        .tokens as { mint: string }[];
    expect((await search('gras')).map((t) => t.mint)).toEqual([grass.mint]);
    expect((await search(grass.name.toUpperCase())).map((t) => t.mint)).toContain(grass.mint);
    expect((await search(grass.mint.slice(3, 20))).map((t) => t.mint)).toEqual([grass.mint]);
  });
});
