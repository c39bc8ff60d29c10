import { afterEach, describe, expect, it } from 'vitest';
import { openTestDb } from '@/test/support/store';
import type { Db } from '../store/db';
import { createJobs, type Jobs } from './jobs';

// The job library over an embedded store (PGlite): periodic tasks run at start and then every period,
// a failed run is retried, a queue's jobs reach their handler, and nothing runs once the owner closes.

const opened: { db: Db; close: () => Promise<void> }[] = [];
afterEach(async () => {
  for (const item of opened.splice(0)) {
    await item.close();
    await item.db.close();
  }
});

async function build(): Promise<{ jobs: Jobs; close: () => Promise<void> }> {
  const db = await openTestDb();
  const closers: (() => Promise<void>)[] = [];
  const jobs = createJobs({
    storeUrl: 'pglite:test',
    db: () => Promise.resolve(db),
    onClose: (fn) => void closers.push(fn),
    timings: { pollSeconds: 0.5 },
  });
  const close = async () => {
    for (const fn of closers.splice(0)) await fn();
  };
  opened.push({ db, close });
  return { jobs, close };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('jobs on the embedded store', () => {
  it('runs the next one sooner when a run asks for it (a deadline it knows of), within its period', async () => {
    const { jobs, close } = await build();
    const runs: number[] = [];
    jobs.every(
      'sooner-test',
      30_000,
      async () => {
        runs.push(Date.now());
        return runs.length === 1 ? { nextInMs: 1_000 } : undefined;
      },
      'the test task failed',
    );
    await jobs.start();
    // The second run comes about a second after the first, not a period (30 s) later; the third waits.
    await expect.poll(() => runs.length, { timeout: 8_000, interval: 100 }).toBeGreaterThanOrEqual(2);
    expect(runs[1]! - runs[0]!).toBeLessThan(5_000);
    await sleep(3_000);
    expect(runs).toHaveLength(2);
    await close();
  }, 20_000);

  it('runs a periodic task at start and again each period, never two at once, until closed', async () => {
    const { jobs, close } = await build();
    const runs: number[] = [];
    let active = 0;
    let overlapped = false;
    jobs.every(
      'tick-test',
      1_000,
      async () => {
        active += 1;
        if (active > 1) overlapped = true;
        runs.push(Date.now());
        await sleep(100);
        active -= 1;
      },
      'the test task failed',
    );
    expect(jobs.running).toBe(false);
    await jobs.start();
    expect(jobs.running).toBe(true);
    await expect.poll(() => runs.length, { timeout: 10_000, interval: 100 }).toBeGreaterThanOrEqual(3);
    expect(overlapped).toBe(false);
    // About a second apart (the chain's next run), never in a burst.
    for (let i = 1; i < runs.length; i += 1) expect(runs[i]! - runs[i - 1]!).toBeGreaterThanOrEqual(900);
    await close();
    expect(jobs.running).toBe(false);
    const after = runs.length;
    await sleep(2_000);
    expect(runs.length).toBe(after);
  }, 40_000);

  it('retries a run that fails', async () => {
    const { jobs } = await build();
    let calls = 0;
    jobs.every(
      'flaky-test',
      60_000,
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('the first run fails');
      },
      'the flaky task failed',
    );
    await jobs.start();
    await expect.poll(() => calls, { timeout: 15_000, interval: 100 }).toBe(2);
  }, 40_000);

  it('hands a queue’s jobs to its handler, with their data; sends nothing before it starts', async () => {
    const { jobs } = await build();
    const seen: unknown[] = [];
    jobs.queue<{ n: number }>('queue-test', { retryLimit: 0 }, async (batch) =>
      batch.map((job) => {
        seen.push(job.data.n);
        return null;
      }),
    );
    expect(await jobs.send('queue-test', { n: 0 })).toBeNull();
    await jobs.start();
    await jobs.send('queue-test', { n: 1 });
    await jobs.send('queue-test', { n: 2 });
    await expect.poll(() => [...seen].sort(), { timeout: 10_000, interval: 100 }).toEqual([1, 2]);
  }, 40_000);
});
