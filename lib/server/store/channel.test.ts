import { describe, expect, it } from 'vitest';
import { twoInstancesOf } from '@/test/support/store';
import { pgChannel } from './channel';

// A notification channel between two instances on one PostgreSQL server (TEST_POSTGRES_URL, the postgres
// phase; skipped without it): what one tells, the other hears, and nobody hears itself.

const url = process.env.TEST_POSTGRES_URL;

describe.skipIf(!url)('a channel between instances on PostgreSQL', () => {
  const dbs = twoInstancesOf(url!);

  it('tells the other instance’s listener each key, not its own, once it is listening', async () => {
    const a = pgChannel(async () => dbs.a, 'channel_test');
    const b = pgChannel(async () => dbs.b, 'channel_test');
    const heardByA: string[] = [];
    const heardByB: string[] = [];
    let listening = 0;
    const stops = [
      a.listen((key) => heardByA.push(key)),
      b.listen(
        (key) => heardByB.push(key),
        () => (listening += 1),
      ),
    ];
    try {
      await expect.poll(() => listening).toBe(1);
      await a.tell('wallet-1');
      await a.tell('wallet-2');
      await expect.poll(() => heardByB).toEqual(['wallet-1', 'wallet-2']);
      await b.tell('wallet-3');
      await expect.poll(() => heardByA).toEqual(['wallet-3']);
      expect(heardByB).toEqual(['wallet-1', 'wallet-2']);
    } finally {
      for (const stop of stops) stop();
    }
  });
});
