// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '@/test/support/render';
import { WebhookAction } from './webhook-actions';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));
afterEach(() => {
  vi.unstubAllGlobals();
  refresh.mockReset();
});

function stubFetch(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('a webhook console action', () => {
  it('posts to its route, says the delivery is on its way and reads the list again', async () => {
    const fetch = stubFetch(202, { delivery: { id: 'msg_1' } });
    const { user } = renderWithClient(
      <WebhookAction path="/api/partners/webhooks/test" label="Send a test event" done="On its way." />,
    );
    await user.click(screen.getByRole('button', { name: 'Send a test event' }));
    expect(await screen.findByText('On its way.')).toBeTruthy();
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/partners/webhooks/test');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('x-requested-with')).toBe('fetch');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('says why the service refused, and reads nothing again', async () => {
    stubFetch(403, { error: 'partner_only', message: 'The partner console is for the partner’s team only.' });
    const { user } = renderWithClient(
      <WebhookAction path="/api/partners/webhooks/msg_1/resend" label="Send again" done="Sent again." />,
    );
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('The partner console is for the partner’s team only.')).toBeTruthy();
    expect(screen.queryByText('Sent again.')).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });
});
