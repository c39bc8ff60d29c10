import { describe, expect, it, vi } from 'vitest';
import { ApiError, catalogueError } from '@/lib/partner';
import {
  abortableSleep,
  sendThroughVenueWait,
  VENUE_WAIT,
  venueDelayMs,
  type VenueWaiting,
} from './venue-wait';

/** A fake clock: `sleep` moves it forward instead of waiting. */
function harness(answers: (() => unknown)[], controller = new AbortController()) {
  let now = 1_000;
  const waits: (VenueWaiting | null)[] = [];
  const send = vi.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  });
  const run = sendThroughVenueWait({
    send,
    sleep: async (ms, signal) => {
      if (signal.aborted) throw new Error('aborted');
      now += ms;
    },
    now: () => now,
    onWait: (w) => waits.push(w),
    signal: controller.signal,
  });
  return { run, send, waits, controller };
}

const refuse = (code: 'migration_pending' | 'pool_not_open') => () => {
  throw catalogueError(code);
};

describe('venueDelayMs', () => {
  it('grows from 2 s by half and stops at 15 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(venueDelayMs)).toEqual([
      2000, 3000, 4500, 6750, 10125, 15000, 15000, 15000,
    ]);
  });
});

describe('sendThroughVenueWait', () => {
  it('sends the same intent again through migration_pending and pool_not_open, then answers once', async () => {
    const { run, send, waits } = harness([
      refuse('migration_pending'),
      refuse('migration_pending'),
      refuse('pool_not_open'),
      () => ({ signature: 'sig' }),
    ]);
    await expect(run).resolves.toEqual({ value: { signature: 'sig' }, waited: true });
    expect(send).toHaveBeenCalledTimes(4);
    const shown = waits.filter((w): w is VenueWaiting => w !== null);
    expect(shown.map((w) => [w.code, w.attempt])).toEqual([
      ['migration_pending', 1],
      ['migration_pending', 2],
      ['pool_not_open', 3],
    ]);
    expect(shown[0]!.nextAt - 1_000).toBe(2_000);
    expect(waits.at(-1)).toBeNull();
  });

  it('never resends any other refusal', async () => {
    for (const code of ['slippage_exceeded', 'write_outcome_unknown', 'idempotency_in_flight'] as const) {
      const { run, send } = harness([
        () => {
          throw catalogueError(code);
        },
      ]);
      await expect(run).rejects.toMatchObject({ code });
      expect(send).toHaveBeenCalledTimes(1);
    }
  });

  it('answers at once without waiting when the venue is open', async () => {
    const { run, send } = harness([() => 'ok']);
    await expect(run).resolves.toEqual({ value: 'ok', waited: false });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('gives up within the ceiling and keeps the last refusal', async () => {
    const answers = Array.from({ length: 100 }, () => refuse('migration_pending'));
    const { run, send } = harness(answers);
    const error = await run.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('migration_pending');
    expect((error as ApiError).body).toMatchObject({ venueWait: 'gave_up' });
    expect((error as ApiError).body.waitedSeconds as number).toBeLessThanOrEqual(VENUE_WAIT.ceilingMs / 1000);
    expect(send.mock.calls.length).toBeLessThan(30);
  });

  it('stops when the person cancels, sending nothing more', async () => {
    const controller = new AbortController();
    const { run, send } = harness([refuse('pool_not_open'), () => 'late'], controller);
    controller.abort();
    await expect(run).rejects.toMatchObject({ code: 'pool_not_open', body: { venueWait: 'cancelled' } });
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('abortableSleep', () => {
  it('rejects as soon as the signal aborts', async () => {
    const controller = new AbortController();
    const sleeping = abortableSleep(60_000, controller.signal);
    controller.abort(new Error('stop'));
    await expect(sleeping).rejects.toThrow('stop');
  });
});
