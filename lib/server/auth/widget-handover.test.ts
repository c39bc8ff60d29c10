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
import { log } from '@/lib/server/log';
import { createSession, issueEmbedCode } from '@/test/support/runtime';
import { ORIGIN, SAME_ORIGIN, startProxyEnv, stats, type ProxyEnv } from '@/test/support/relay-env';
import { runtime } from '../runtime';
import { takeOver } from './widget-handover';

let env: ProxyEnv;
beforeAll(async () => {
  env = await startProxyEnv({ EMBED_ALLOWED_ORIGINS: PARTNER });
}, 60_000);
afterAll(() => env.close());

const noParams = { params: Promise.resolve({}) };
const PARTNER = 'https://partner.example';
/** The widget the popup is opened for: the code is bound to it. */
const WIDGET = { parentOrigin: PARTNER, instanceId: 'tw-1-abc' };

const loginUrl = (widget: { parentOrigin: string; instanceId: string | null } = WIDGET) => {
  const params = new URLSearchParams({ mode: 'popup', parentOrigin: widget.parentOrigin });
  if (widget.instanceId) params.set('instanceId', widget.instanceId);
  return `${ORIGIN}/api/auth/login?${params}`;
};

/** Runs the popup's journey as `user` and answers the callback's response. */
async function popupLogin(user: string, decision: 'approve' | 'deny' = 'approve') {
  const started = await login(new Request(loginUrl()), noParams);
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

function redeem(code: unknown, headers: Record<string, string> = SAME_ORIGIN, widget: object = WIDGET) {
  return exchange(
    new Request(`${ORIGIN}/api/embed/session`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ code, ...widget }),
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

  it('lends the widget’s connection to the inbox’s watcher, so the tokens traded through it are watched', async () => {
    const done = await popupLogin('bob');
    const { code } = parseConnectFragment(
      new URL(done.headers.get('location')!, 'http://localhost:3000').hash,
    ) as { code: string };
    const db = await runtime().db();
    const lent = async () =>
      (await db.query<{ wallet: string }>('SELECT wallet FROM watch_readers')).map((row) => row.wallet);
    const before = await lent();
    const redeemed = await redeem(code);
    expect(redeemed.status).toBe(200);
    const { wallet } = (await sessionWith(redeemed.headers.get('set-cookie')!.split(';')[0]!)) as {
      wallet: string;
    };
    expect(before).not.toContain(wallet);
    expect(await lent()).toContain(wallet);
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

  it('redeems a code only for the widget it was issued to, and ends the connection another one used up', async () => {
    const codeOf = async (user: string) =>
      (
        parseConnectFragment(
          new URL((await popupLogin(user)).headers.get('location')!, 'http://localhost:3000').hash,
        ) as { code: string }
      ).code;
    const revokes = async () => (await stats(env.sim)).requests['POST /oauth/revoke'] ?? 0;
    for (const other of [
      { ...WIDGET, instanceId: 'tw-2-other' },
      { ...WIDGET, instanceId: null },
      { ...WIDGET, parentOrigin: ORIGIN },
    ]) {
      const code = await codeOf('carol');
      const before = await revokes();
      const stolen = await redeem(code, SAME_ORIGIN, other);
      expect(stolen.status).toBe(400);
      expect(await stolen.json()).toMatchObject({ error: 'connect_code_invalid' });
      // Used up: not even its own widget can redeem it now, and the connection behind it is revoked.
      expect((await redeem(code)).status).toBe(400);
      expect(await revokes()).toBeGreaterThan(before);
    }
  });

  it('opens no sign-in for a widget on a page not allowed to embed the app', async () => {
    for (const widget of [
      { parentOrigin: 'https://evil.example', instanceId: 'tw-1-abc' },
      { parentOrigin: PARTNER, instanceId: 'not an id!' },
    ]) {
      const answer = await login(new Request(loginUrl(widget)), noParams);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ error: 'invalid_request' });
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
    const bare = await login(new Request(`${ORIGIN}/api/auth/login?mode=popup`), noParams);
    expect(bare.status).toBe(400);
  });

  it('refuses a code whose page is no longer allowed when it is redeemed', async () => {
    const { sessionId } = await createSession(
      {
        accessToken: 'svc_at_x',
        refreshToken: 'r',
        accessExpiresAt: new Date(Date.now() + 60_000),
        refreshExpiresAt: null,
        scopes: [],
      },
      { username: 'alice' },
    );
    const code = await issueEmbedCode(sessionId, WIDGET);
    await expect(takeOver(runtime(), code, WIDGET, () => false, log)).rejects.toMatchObject({
      code: 'connect_code_invalid',
    });
  });
});
