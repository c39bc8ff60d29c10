import { afterAll, describe, expect, it, vi } from 'vitest';
import { rmSync } from 'node:fs';
import { pgliteTestDir, TEST_SECRET, tokenSet } from '@/test/support/store';

// The process-wide wiring: configuration → store → sessions and refresher.

let dir: string | undefined;
afterAll(async () => {
  const { closeRuntime } = await import('../runtime');
  await closeRuntime();
  vi.unstubAllEnvs();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the process-wide store', () => {
  it('needs SESSION_SECRET', async () => {
    vi.resetModules();
    vi.stubEnv('SESSION_SECRET', '');
    const { runtime } = await import('../runtime');
    await expect(runtime().store()).rejects.toThrow(/SESSION_SECRET/);
  });

  it('keeps sessions in the configured store and refreshes through it', async () => {
    await (await import('../runtime')).closeRuntime();
    vi.resetModules();
    vi.stubEnv('SESSION_SECRET', TEST_SECRET);
    dir = await pgliteTestDir();
    vi.stubEnv('STORE_URL', `pglite:${dir}`);
    const { runtime } = await import('../runtime');
    const { sessions: store, refresher } = await runtime().store();
    const { sessionId } = await store.createSession(tokenSet(1), { username: 'alice' });
    expect(await store.getSession(sessionId)).toMatchObject({ username: 'alice', status: 'active' });
    const refresh = vi.fn(async () => tokenSet(2));
    const fresh = await refresher.withFreshAccessToken(sessionId, {
      staleAccessToken: 'svc_at_access_1',
      refresh,
    });
    expect(fresh).toBe('svc_at_access_2');
    expect(await store.readTokens(sessionId)).toMatchObject({ refreshToken: 'refresh_2', version: 1 });
    expect(await store.markNeedsReconnect(sessionId)).toBe(true);
    expect(await store.deleteSession(sessionId)).toBe(true);
  }, 60_000);
});
