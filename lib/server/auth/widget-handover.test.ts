// Connecting from inside the widget, over HTTP: the login popup (mode=popup) through the simulator's
// consent screen to the callback, which hands a one-time code to the popup's fragment and sets no site
// cookie; the frame redeems the code once for a partitioned session that /api/auth/session recognises.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as callback } from '@/app/api/auth/callback/route';
import { GET as login } from '@/app/api/auth/login/route';
import { POST as logout } from '@/app/api/auth/logout/route';
import { GET as session } from '@/app/api/auth/session/route';
import { POST as exchange } from '@/app/api/embed/session/route';
import { parseConnectFragment } from '@/lib/embed/connect-message';
import { ORIGIN, SAME_ORIGIN, startProxyEnv, type ProxyEnv } from '@/test/support/relay-env';

let env: ProxyEnv;
beforeAll(async () => {
  env = await startProxyEnv();
}, 60_000);
afterAll(() => env.close());

const noParams = { params: Promise.resolve({}) };

/** Runs the popup's journey as `user` and answers the callback's response. */
async function popupLogin(user: string, decision: 'approve' | 'deny' = 'approve') {
  const started = await login(new Request(`${ORIGIN}/api/auth/login?mode=popup`), noParams);
  const pending = started.headers.get('set-cookie')!.split(';')[0]!;
  const consent = new URL(started.headers.get('location')!).searchParams;
  consent.set('user', user);
  consent.set('decision', decision);
  const approved = await env.sim.request('/oauth/authorize', {
    method: 'POST',
    body: consent,
    redirect: 'manual',
  });
  const back = new URL(approved.headers.get('location')!);
  const local = new URL(`${back.pathname}${back.search}`, ORIGIN);
  return callback(new Request(local, { headers: { cookie: pending } }), noParams);
}

function redeem(code: unknown, headers: Record<string, string> = SAME_ORIGIN) {
  return exchange(
    new Request(`${ORIGIN}/api/embed/session`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    }),
    noParams,
  );
}

async function sessionWith(cookie: string) {
  const response = await session(
    new Request(`${ORIGIN}/api/auth/session`, { headers: { cookie } }),
    noParams,
  );
  return (await response.json()) as Record<string, unknown>;
}

describe('connecting from the widget', () => {
  it('hands the popup a code in its fragment and sets no site cookie', async () => {
    const done = await popupLogin('alice');
    expect(done.status).toBe(302);
    const location = new URL(done.headers.get('location')!, 'http://localhost:3000');
    expect(location.pathname).toBe('/embed/connected');
    expect(location.search).toBe('');
    expect(parseConnectFragment(location.hash)).toEqual({ code: expect.any(String) });
    const cookies = done.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith('sid='))).toBe(false);
    expect(cookies.some((c) => c.startsWith('pending_auth=;'))).toBe(true);
  });

  it('redeems the code once for a partitioned SameSite=None session the session route recognises', async () => {
    const done = await popupLogin('alice');
    const { code } = parseConnectFragment(
      new URL(done.headers.get('location')!, 'http://localhost:3000').hash,
    ) as { code: string };
    const first = await redeem(code);
    expect(first.status).toBe(200);
    const cookie = first.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^wsid=[A-Za-z0-9_-]{43};/);
    for (const attribute of ['HttpOnly', 'SameSite=None', 'Secure', 'Partitioned', 'Path=/'])
      expect(cookie.split('; ')).toContain(attribute);
    const pair = cookie.split(';')[0]!;
    expect(await sessionWith(pair)).toMatchObject({ connected: true, username: 'alice' });

    const again = await redeem(code);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'connect_code_invalid' });

    const out = await logout(
      new Request(`${ORIGIN}/api/auth/logout`, { method: 'POST', headers: { ...SAME_ORIGIN, cookie: pair } }),
      noParams,
    );
    const cleared = out.headers.getSetCookie();
    expect(cleared).toContainEqual(expect.stringMatching(/^wsid=; .*Max-Age=0.*Partitioned/));
    expect(await sessionWith(pair)).toEqual({ connected: false });
  });

  it('refuses a redeem from another site, before it touches the code', async () => {
    const done = await popupLogin('bob');
    const { code } = parseConnectFragment(
      new URL(done.headers.get('location')!, 'http://localhost:3000').hash,
    ) as { code: string };
    const forged = await redeem(code, {
      ...SAME_ORIGIN,
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(forged.status).toBe(403);
    expect((await redeem(code)).status).toBe(200);
  });

  it('refuses malformed and unknown codes', async () => {
    for (const code of ['nope', 42, 'A'.repeat(43)]) {
      const response = await redeem(code);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'connect_code_invalid' });
    }
  });

  it('tells the widget when the person declines, and creates nothing', async () => {
    const done = await popupLogin('bob', 'deny');
    const location = new URL(done.headers.get('location')!, 'http://localhost:3000');
    expect(location.pathname).toBe('/embed/connected');
    expect(parseConnectFragment(location.hash)).toEqual({ error: 'denied' });
  });
});
