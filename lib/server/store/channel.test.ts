import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgChannel } from './channel';
import { openDb, type Db } from './db';

// A notification channel between two instances on one PostgreSQL server (TEST_POSTGRES_URL, the postgres
// phase; skipped without it): what one tells, the other hears, and nobody hears itself.

const url = process.env.TEST_POSTGRES_URL;

describe.skipIf(!url)('a channel between instances on PostgreSQL', () => {
  let dbA: Db;
  let dbB: Db;
  beforeAll(async () => {
    [dbA, dbB] = await Promise.all([openDb(url!), openDb(url!)]);
  });
  afterAll(async () => {
    await Promise.all([dbA?.close(), dbB?.close()]);
  });

  it('tells the other instance’s listener each key, not its own, once it is listening', async () => {
    const a = pgChannel(async () => dbA, 'channel_test');
    const b = pgChannel(async () => dbB, 'channel_test');
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
