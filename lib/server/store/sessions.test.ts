import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/partner';
import { createSessionStore } from './sessions';
import { setupTestSessionStore } from '@/test/support/session-store';
import { testSealer, tokenSet } from '@/test/support/store';

const store = setupTestSessionStore();

const rowFor = async (sessionId: string) => {
  const key = createHash('sha256').update(sessionId).digest('base64url');
  const rows = await store.db.query<Record<string, unknown>>('SELECT * FROM sessions WHERE id_hash = $1', [
    key,
  ]);
  return rows[0];
};

describe('sessions', () => {
  it('creates a session under a random id whose hash is the only key stored', async () => {
    const { sessionId } = await store.sessions.createSession(tokenSet(1), {
      username: 'alice',
      wallet: 'Wallet1',
    });
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await rowFor(sessionId);
    expect(row).toBeDefined();
    const dump = JSON.stringify(await store.db.query('SELECT * FROM sessions'));
    expect(dump).not.toContain(sessionId);
    expect(dump).not.toContain('svc_at_access_1');
    expect(dump).not.toContain('refresh_1');
    expect(row).toMatchObject({ status: 'active', version: 0, lease_owner: null });
  });

  it('shows a view without tokens, and null for an unknown or malformed id', async () => {
    const { sessionId } = await store.sessions.createSession(tokenSet(2), { username: 'bob' });
    const view = await store.sessions.getSession(sessionId);
    expect(view).toMatchObject({
      username: 'bob',
      wallet: null,
      scopes: ['profile:read', 'trade:execute'],
      status: 'active',
      accessExpiresAt: tokenSet(2).accessExpiresAt,
      refreshExpiresAt: null,
    });
    expect(JSON.stringify(view)).not.toMatch(/svc_at_|refresh_2/);
    expect(await store.sessions.getSession('A'.repeat(43))).toBeNull();
    expect(await store.sessions.getSession("x' OR 1=1 --")).toBeNull();
  });

  it('reads the tokens back for the proxy', async () => {
    const { sessionId } = await store.sessions.createSession(tokenSet(3));
    expect(await store.sessions.readTokens(sessionId)).toEqual({ ...tokenSet(3), version: 0 });
    await expect(store.sessions.readTokens('nope')).rejects.toMatchObject({ code: 'not_connected' });
  });

  it('updates the profile snapshot', async () => {
    const { sessionId } = await store.sessions.createSession(tokenSet(4));
    expect(await store.sessions.updateProfile(sessionId, { username: 'carol', wallet: 'W' })).toBe(true);
    expect(await store.sessions.getSession(sessionId)).toMatchObject({ username: 'carol', wallet: 'W' });
  });

  it('deletes a session', async () => {
    const { sessionId } = await store.sessions.createSession(tokenSet(5));
    expect(await store.sessions.deleteSession(sessionId)).toBe(true);
    expect(await store.sessions.getSession(sessionId)).toBeNull();
    expect(await store.sessions.deleteSession(sessionId)).toBe(false);
  });

  it('marks a connection needs_reconnect and forgets its tokens', async () => {
    const { sessionId } = await store.sessions.createSession(tokenSet(6));
    expect(await store.sessions.markNeedsReconnect(sessionId)).toBe(true);
    expect(await store.sessions.getSession(sessionId)).toMatchObject({ status: 'needs_reconnect' });
    expect(await rowFor(sessionId)).toMatchObject({ access_token: null, refresh_token: null, version: 1 });
    const error = await store.sessions.readTokens(sessionId).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'needs_reconnect', status: 401 });
  });

  it('treats a token sealed for another row as tampering: reported, then ended', async () => {
    const a = await store.sessions.createSession(tokenSet(7));
    const b = await store.sessions.createSession(tokenSet(8));
    const rowA = await rowFor(a.sessionId);
    const keyB = createHash('sha256').update(b.sessionId).digest('base64url');
    await store.db.query('UPDATE sessions SET access_token = $2 WHERE id_hash = $1', [
      keyB,
      rowA?.access_token,
    ]);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(store.sessions.readTokens(b.sessionId)).rejects.toMatchObject({ code: 'needs_reconnect' });
    expect(log).toHaveBeenCalledOnce();
    expect(String(log.mock.calls[0]?.[0])).not.toMatch(/svc_at_|refresh_/);
    log.mockRestore();
    expect(await store.sessions.getSession(b.sessionId)).toMatchObject({ status: 'revoked' });
    expect(await store.sessions.readTokens(a.sessionId)).toMatchObject({ accessToken: 'svc_at_access_7' });
  });
});

describe('session lifetimes', () => {
  const MIN = 60_000;
  const lifetime = { idleMs: 10 * MIN, absoluteMs: 25 * MIN };
  const clocked = () => {
    const clock = { now: Date.now() };
    const sessions = createSessionStore(store.db, testSealer(), {
      viewCache: false,
      lifetime,
      now: () => clock.now,
    });
    return { clock, sessions };
  };

  it('keeps a session in use, then ends it at its absolute lifetime', async () => {
    const { clock, sessions } = clocked();
    const { sessionId } = await sessions.createSession(tokenSet(50));
    for (let minutes = 0; minutes < 24; minutes += 8) {
      clock.now += 8 * MIN;
      expect(await sessions.getSession(sessionId), `${minutes + 8} min`).toMatchObject({ status: 'active' });
    }
    expect(await sessions.readTokens(sessionId)).toMatchObject({ accessToken: 'svc_at_access_50' });
    clock.now += 2 * MIN; // 26 minutes after it was made, 2 after its last use
    expect(await sessions.getSession(sessionId)).toBeNull();
    await expect(sessions.readTokens(sessionId)).rejects.toMatchObject({ code: 'not_connected' });
    expect(await sessions.pairToRevoke(sessionId)).toEqual({
      access: 'svc_at_access_50',
      refresh: 'refresh_50',
    });
  });

  it('ends a session left unused for its idle lifetime, and writes its last use sparingly', async () => {
    const { clock, sessions } = clocked();
    const { sessionId } = await sessions.createSession(tokenSet(51));
    const query = vi.spyOn(store.db, 'query');
    try {
      clock.now += 1 * MIN;
      await sessions.getSession(sessionId);
      expect(query.mock.calls.filter(([sql]) => sql.includes('last_seen_at'))).toHaveLength(0);
      clock.now += 5 * MIN;
      await sessions.getSession(sessionId);
      expect(query.mock.calls.filter(([sql]) => sql.includes('last_seen_at'))).toHaveLength(1);
    } finally {
      query.mockRestore();
    }
    clock.now += 9 * MIN;
    expect(await sessions.getSession(sessionId)).toMatchObject({ status: 'active' });
    clock.now += 10 * MIN;
    expect(await sessions.getSession(sessionId)).toBeNull();
    expect((await sessions.endingSessions()).map((e) => e.pair)).toContainEqual({
      access: 'svc_at_access_51',
      refresh: 'refresh_51',
    });
  });
});

describe('the session lookup memory', () => {
  it('answers a repeated lookup without the store, and forgets on logout and status changes', async () => {
    const { sessionId } = await store.sessions.createSession(tokenSet(40), { username: 'carol' });
    await store.sessions.getSession(sessionId);
    const query = vi.spyOn(store.db, 'query');
    try {
      expect(await store.sessions.getSession(sessionId)).toMatchObject({
        username: 'carol',
        status: 'active',
      });
      expect(query).not.toHaveBeenCalled();
      await store.sessions.updateProfile(sessionId, { username: 'caro' });
      expect(await store.sessions.getSession(sessionId)).toMatchObject({ username: 'caro' });
      await store.sessions.markNeedsReconnect(sessionId);
      expect(await store.sessions.getSession(sessionId)).toMatchObject({ status: 'needs_reconnect' });
      await store.sessions.deleteSession(sessionId);
      expect(await store.sessions.getSession(sessionId)).toBeNull();
    } finally {
      query.mockRestore();
    }
  });

  it('can be turned off', async () => {
    const uncached = createSessionStore(store.db, testSealer(), { viewCache: false });
    const { sessionId } = await uncached.createSession(tokenSet(41));
    await uncached.getSession(sessionId);
    const query = vi.spyOn(store.db, 'query');
    try {
      await uncached.getSession(sessionId);
      expect(query).toHaveBeenCalledTimes(1);
    } finally {
      query.mockRestore();
    }
  });
});
