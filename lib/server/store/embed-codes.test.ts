import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { createEmbedCodeStore, EMBED_CODE_TTL_SECONDS } from './embed-codes';
import { openTestDb, testSealer } from '@/test/support/store';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
}, 60_000);
afterAll(() => db.close());

const sessionId = (n: number) => `session-${n}`.padEnd(43, 'x');
const WIDGET = { parentOrigin: 'https://partner.example', instanceId: 'tw-1-abc' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('one-time connect codes', () => {
  it('live for 60 seconds', () => {
    expect(EMBED_CODE_TTL_SECONDS).toBe(60);
  });

  it('stand for their session exactly once', async () => {
    const store = createEmbedCodeStore(db, testSealer());
    const code = await store.issue(sessionId(1), WIDGET);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await store.redeem(code)).toEqual({ sessionId: sessionId(1), widget: WIDGET, expired: false });
    expect(await store.redeem(code)).toBeNull();
  });

  it('are single-use even when redeemed twice at the same moment', async () => {
    const store = createEmbedCodeStore(db, testSealer());
    const code = await store.issue(sessionId(2), WIDGET);
    const results = await Promise.all([store.redeem(code), store.redeem(code), store.redeem(code)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('store neither the code nor the session id', async () => {
    const store = createEmbedCodeStore(db, testSealer());
    const code = await store.issue(sessionId(3), WIDGET);
    const dump = JSON.stringify(await db.query('SELECT * FROM embed_codes'));
    expect(dump).not.toContain(code);
    expect(dump).not.toContain(sessionId(3));
    expect(dump).not.toContain('partner.example');
  });

  it('are refused when unknown or malformed', async () => {
    const store = createEmbedCodeStore(db, testSealer());
    expect(await store.redeem('A'.repeat(43))).toBeNull();
    expect(await store.redeem("x' OR 1=1 --")).toBeNull();
    expect(await store.redeem('')).toBeNull();
  });

  it('say when they ran out, and are gone after that', async () => {
    const store = createEmbedCodeStore(db, testSealer(), 0.01);
    const code = await store.issue(sessionId(4), WIDGET);
    await sleep(30);
    expect(await store.redeem(code)).toEqual({ sessionId: sessionId(4), widget: WIDGET, expired: true });
    expect(await store.redeem(code)).toBeNull();
  });

  it('that ran out unused are swept, answering their sessions; live ones stay', async () => {
    const short = createEmbedCodeStore(db, testSealer(), 0.01);
    const long = createEmbedCodeStore(db, testSealer());
    await short.issue(sessionId(5), WIDGET);
    const live = await long.issue(sessionId(6), WIDGET);
    await sleep(30);
    expect(await long.sweep()).toContain(sessionId(5));
    expect(await long.sweep()).not.toContain(sessionId(5));
    expect(await long.redeem(live)).toEqual({ sessionId: sessionId(6), widget: WIDGET, expired: false });
  });
});
