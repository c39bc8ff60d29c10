import { describe, expect, it, vi } from 'vitest';
import { catalogueError } from '@/lib/partner';
import { CredentialBreaker } from './breaker';

const MINUTE = 60_000;

function setup(maxConcurrent = 4) {
  let now = 1_000_000;
  const log = vi.fn<(message: string) => void>();
  const breaker = new CredentialBreaker({ now: () => now, log, maxConcurrent });
  return { breaker, log, advance: (ms: number) => (now += ms) };
}

const rejectWith = (code: 'invalid_client' | 'invalid_grant') =>
  vi.fn(async () => Promise.reject(catalogueError(code)));

describe('the client-credential breaker', () => {
  it('opens on the first invalid_client and logs one operator message without secrets', async () => {
    const { breaker, log } = setup();
    await expect(breaker.run(rejectWith('invalid_client'))).rejects.toMatchObject({ code: 'invalid_client' });
    expect(breaker.isOpen).toBe(true);
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]?.[0]).toMatch(/invalid_client.*PARTNER_CLIENT_ID and PARTNER_API_KEY/s);
  });

  it('with a wrong key, sends at most 3 client authentications per 5 minutes, the first included', async () => {
    const { breaker, log, advance } = setup();
    const network = rejectWith('invalid_client');
    for (let i = 0; i < 10; i += 1) {
      await expect(breaker.run(network)).rejects.toMatchObject({ code: 'invalid_client' });
      advance(10_000);
    }
    expect(network).toHaveBeenCalledTimes(3);
    advance(5 * MINUTE);
    for (let i = 0; i < 10; i += 1) await breaker.run(network).catch(() => undefined);
    expect(network).toHaveBeenCalledTimes(6);
    expect(log).toHaveBeenCalledOnce();
  });

  it('keeps at most 3 client authentications in any sliding 5-minute window', async () => {
    const { breaker, advance } = setup();
    const network = rejectWith('invalid_client');
    const sent: number[] = [];
    let t = 0;
    for (let step = 0; step < 120; step += 1) {
      const before = network.mock.calls.length;
      await breaker.run(network).catch(() => undefined);
      if (network.mock.calls.length > before) sent.push(t);
      advance(15_000);
      t += 15_000;
    }
    for (const start of sent)
      expect(sent.filter((at) => at >= start && at < start + 5 * MINUTE).length).toBeLessThanOrEqual(3);
  });

  it('sends one probe at a time', async () => {
    const { breaker } = setup();
    await breaker.run(rejectWith('invalid_client')).catch(() => undefined);
    let finish: () => void = () => undefined;
    const slow = vi.fn(() => new Promise<string>((resolve) => (finish = () => resolve('ok'))));
    const first = breaker.run(slow);
    await expect(breaker.run(slow)).rejects.toMatchObject({ code: 'invalid_client' });
    finish();
    await expect(first).resolves.toBe('ok');
    expect(slow).toHaveBeenCalledOnce();
  });

  it('closes when a probe is answered without rejecting the credentials', async () => {
    const { breaker, log } = setup();
    await breaker.run(rejectWith('invalid_client')).catch(() => undefined);
    await expect(breaker.run(rejectWith('invalid_grant'))).rejects.toMatchObject({ code: 'invalid_grant' });
    expect(breaker.isOpen).toBe(false);
    expect(log).toHaveBeenCalledTimes(2);
    await expect(breaker.run(async () => 'fine')).resolves.toBe('fine');
  });

  it('sends one call at a time until the credentials were accepted, so a burst with a wrong key fails once', async () => {
    const { breaker } = setup(4);
    const network = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw catalogueError('invalid_client');
    });
    const results = await Promise.allSettled(Array.from({ length: 40 }, () => breaker.run(network)));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('bounds concurrent calls to maxConcurrent once the credentials were accepted', async () => {
    const { breaker } = setup(4);
    await breaker.run(async () => 'ok');
    let inFlight = 0;
    let most = 0;
    const network = vi.fn(async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 10));
      inFlight -= 1;
      return 'ok';
    });
    await Promise.all(Array.from({ length: 20 }, () => breaker.run(network)));
    expect(most).toBe(4);
  });

  it('pauses every call for the retry-after of a lockout', async () => {
    const { breaker, advance } = setup();
    const locked = vi.fn(async () =>
      Promise.reject(catalogueError('too_many_failed_attempts', { retryAfterSeconds: 120 })),
    );
    await expect(breaker.run(locked)).rejects.toMatchObject({ code: 'too_many_failed_attempts' });
    const network = vi.fn(async () => 'ok');
    advance(60_000);
    await expect(breaker.run(network)).rejects.toMatchObject({ body: { retryAfterSeconds: 60 } });
    expect(network).not.toHaveBeenCalled();
    advance(60_000);
    await expect(breaker.run(network)).resolves.toBe('ok');
  });
});
