import { describe, expect, it, vi } from 'vitest';
import { UpstreamLostError } from './transport';
import { backoffMs, retryRead, type RetryOptions } from './retry';

function script(...steps: (number | 'lost')[]) {
  let calls = 0;
  const send = async () => {
    const step = steps[Math.min(calls, steps.length - 1)];
    calls += 1;
    if (step === 'lost') throw new UpstreamLostError(true);
    return new Response('{}', { status: step });
  };
  return { send, calls: () => calls };
}

const delays: number[] = [];
const options = (mayRetry = true): RetryOptions => ({
  attempts: 3,
  baseDelayMs: 100,
  maxDelayMs: 1000,
  mayRetry: async () => mayRetry,
  sleep: async (ms) => void delays.push(ms),
  random: () => 0.5,
});

describe('retryRead', () => {
  it.each([
    [[502, 502, 200], 200, 3],
    [[500, 503, 502], 502, 3],
    [['lost', 200], 200, 2],
    [[429], 429, 1],
    [[404], 404, 1],
    [[200], 200, 1],
  ] as const)('%j → %i after %i attempts', async (steps, status, attempts) => {
    const { send, calls } = script(...steps);
    expect((await retryRead(send, options())).status).toBe(status);
    expect(calls()).toBe(attempts);
  });

  it('throws the lost error after the last attempt', async () => {
    const { send, calls } = script('lost');
    await expect(retryRead(send, options())).rejects.toBeInstanceOf(UpstreamLostError);
    expect(calls()).toBe(3);
  });

  it('stops when the budget says no', async () => {
    const { send, calls } = script(502, 200);
    expect((await retryRead(send, options(false))).status).toBe(502);
    expect(calls()).toBe(1);
  });

  it('backs off exponentially with jitter, up to the ceiling', () => {
    const opts = { baseDelayMs: 100, maxDelayMs: 300 };
    expect([1, 2, 3].map((n) => backoffMs(n, { ...opts, random: () => 0 }))).toEqual([50, 100, 150]);
    expect([1, 2, 3].map((n) => backoffMs(n, { ...opts, random: () => 1 }))).toEqual([100, 200, 300]);
  });
});

describe('UpstreamLostError across copies of its module', () => {
  it('is recognised by an `instanceof` of another copy', async () => {
    vi.resetModules();
    const other = await import('./transport');
    expect(other.UpstreamLostError).not.toBe(UpstreamLostError);
    expect(new UpstreamLostError(true)).toBeInstanceOf(other.UpstreamLostError);
    expect(new Error('lost')).not.toBeInstanceOf(other.UpstreamLostError);
  });
});
