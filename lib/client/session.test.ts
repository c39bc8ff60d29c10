import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys, whileConnected } from './session';

afterEach(() => vi.unstubAllGlobals());

describe('whileConnected', () => {
  it('reads when the session is connected', async () => {
    const client = new QueryClient();
    client.setQueryData(sessionKeys.current, { connected: true, scopes: ['trade:execute'] });
    await expect(whileConnected(client, async () => 'balance')).resolves.toBe('balance');
  });

  it('asks for the session first when it is stale, and refuses without a request once disconnected', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ connected: false }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    client.setQueryData(sessionKeys.current, { connected: true });
    await client.invalidateQueries({ queryKey: sessionKeys.current, refetchType: 'none' });
    const read = vi.fn(async () => 'balance');
    await expect(whileConnected(client, read)).rejects.toMatchObject({ code: 'not_connected' });
    expect(read).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown as [string])[0])).toBe('/api/auth/session');
  });
});
