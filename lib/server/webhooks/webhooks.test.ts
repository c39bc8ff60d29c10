import { rmSync } from 'node:fs';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { pgliteTestDir, TEST_SECRET } from '@/test/support/store';
import { startReceiver, type Receiver } from '@/test/support/webhook-receiver';
import type { ChainReader, ChainStatus } from '../chain/history';
import { parseConfig } from '../config';
import { recordIntent, recordOutcome, type Intent } from '../journal/journal';
import { reconcileOnce } from '../journal/reconciler';
import { createRuntime, type Runtime } from '../runtime';
import { attemptDelivery } from './deliver';

// Signed webhooks against a local receiver, on the embedded store: every event verifies with the secret
// (standardwebhooks' Webhook.verify), a failed attempt is retried with the same webhook-id, a restart
// loses nothing, and an endpoint that never answers holds up no other delivery.

export const WEBHOOK_SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;

const dirs: string[] = [];
const open: (Runtime | Receiver)[] = [];
afterEach(async () => {
  for (const item of open.splice(0).reverse()) await item.close();
});
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })), 60_000);

async function storeDir() {
  const dir = await pgliteTestDir();
  dirs.push(dir);
  return dir;
}

async function receiver(): Promise<Receiver> {
  const made = await startReceiver();
  open.push(made);
  return made;
}

function runtimeFor(dir: string, url: string, timeoutMs = 10_000): Runtime {
  const rt = createRuntime(
    parseConfig({
      STORE_URL: `pglite:${dir}`,
      STORE_BACKUP_MINUTES: '0',
      SESSION_SECRET: TEST_SECRET,
      PARTNER_WEBHOOK_URL: url,
      SOLANA_RPC_URL: 'http://127.0.0.1:9/rpc', // no chain: the tests settle with a chain of their own
      PARTNER_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PARTNER_WEBHOOK_RETRY_SECONDS: '1',
    }),
    { jobTimings: { pollSeconds: 0.5 }, webhooks: { timeoutMs } },
  );
  open.push(rt);
  return rt;
}

const WALLET = '7YttLkHDoNj9wyDur5pM1ejNaAvT9X4eqaYcHQqtj2G5';
const MINT = 'So11111111111111111111111111111111111111112';

/** A write through the proxy, answered with a signature that the journal has not settled yet. */
async function submitted(rt: Runtime, kind: Intent['kind'], signature: string) {
  const db = await rt.db();
  const id = await recordIntent(db, {
    sessionHash: 'session-hash',
    wallet: WALLET,
    kind,
    data: {
      mint: MINT,
      proposal: kind === 'settleProposal' ? 'Proposal1111111111111111111111111111111111' : undefined,
    },
    idempotencyKey: `key-${signature}`,
  });
  await recordOutcome(db, id, { status: 'submitted', signature, httpStatus: 200 });
}

/** A chain that answers every signature with `status` (or, for those in `failed`, with an error). */
function chainSaying(failed: string[] = []): ChainReader {
  return {
    slot: async () => 1n,
    statuses: async (signatures) =>
      new Map<string, ChainStatus>(
        signatures.map((s) => [
          s,
          { level: 'finalized', err: failed.includes(s) ? { InstructionError: [0, 1] } : null },
        ]),
      ),
    walletHistory: async () => [],
  };
}

const verify = (r: { headers: Record<string, unknown>; body: string }) =>
  new Webhook(WEBHOOK_SECRET).verify(r.body, r.headers as Record<string, string>) as {
    type: string;
    timestamp: string;
    data: Record<string, unknown>;
  };

const delivery = async (rt: Runtime, id: string) =>
  (await rt.webhooks.list(200, null)).find((d) => d.id === id);

describe('signed webhooks', () => {
  it('raises each event where the journal settles its write, signed so that the secret verifies it', async () => {
    const hook = await receiver();
    const rt = runtimeFor(await storeDir(), hook.url);
    await rt.jobs.start();
    await submitted(rt, 'buy', 'sig-buy');
    await submitted(rt, 'sell', 'sig-sell');
    await submitted(rt, 'updateContent', 'sig-propose');
    await submitted(rt, 'settleProposal', 'sig-settle');
    await submitted(rt, 'vote', 'sig-vote'); // raises nothing
    // (The runtime's own reconciler may claim them first, from a chain that is not there; they come
    // round again a few seconds later.)
    const settled = async () => {
      await reconcileOnce(rt, null, chainSaying(['sig-sell']));
      const db = await rt.db();
      return (await db.query('SELECT id FROM activity WHERE settlement IS NOT NULL')).length;
    };
    await expect.poll(settled, { timeout: 20_000, interval: 500 }).toBe(5);
    expect(await reconcileOnce(rt, null, chainSaying())).toBe(0); // settled once: raised once

    await expect.poll(() => hook.received.length, { timeout: 15_000, interval: 100 }).toBe(4);
    const events = hook.received.map(verify);
    expect(events.map((e) => e.type).sort()).toEqual([
      'proposal.created',
      'proposal.decided',
      'trade.confirmed',
      'trade.failed',
    ]);
    for (const event of events) expect(Date.parse(event.timestamp)).not.toBeNaN();
    expect(events.find((e) => e.type === 'trade.confirmed')!.data).toMatchObject({
      side: 'buy',
      mint: MINT,
      wallet: WALLET,
      signature: 'sig-buy',
    });
    expect(events.find((e) => e.type === 'trade.failed')!.data).toMatchObject({
      side: 'sell',
      settlement: 'failed',
    });
    // Tampered or signed with another secret: refused.
    const [first] = hook.received;
    expect(() => verify({ ...first!, body: first!.body.replace('"data"', '"data" ') })).toThrow();
    const other = `whsec_${Buffer.alloc(32, 9).toString('base64')}`;
    expect(() => new Webhook(other).verify(first!.body, first!.headers as Record<string, string>)).toThrow();
    // Each attempt is recorded once the endpoint's answer is read, a moment after the endpoint saw it.
    await expect
      .poll(async () => (await rt.webhooks.list(50, null)).map((d) => d.status), { timeout: 10_000 })
      .toEqual(['delivered', 'delivered', 'delivered', 'delivered']);
    const list = await rt.webhooks.list(50, null);
    expect(list.every((d) => d.attempts === 1 && d.lastStatus === 200)).toBe(true);
  }, 60_000);

  it('retries a failed attempt with the same webhook-id until the endpoint takes it', async () => {
    const hook = await receiver();
    hook.answer = (_request, index) => (index < 2 ? 503 : 200);
    const rt = runtimeFor(await storeDir(), hook.url);
    await rt.jobs.start();
    const sent = await rt.webhooks.sendTest();
    expect(sent).toMatchObject({ type: 'webhook.test', status: 'pending' });
    await expect
      .poll(async () => (await delivery(rt, sent.id))?.status, { timeout: 30_000, interval: 200 })
      .toBe('delivered');
    expect(hook.received).toHaveLength(3);
    expect(hook.byId(sent.id)).toHaveLength(3);
    for (const request of hook.received) expect(verify(request).type).toBe('webhook.test');
    // Backed off: the second retry waited longer than the first.
    const [a, b, c] = hook.received.map((r) => r.at);
    expect(c! - b!).toBeGreaterThan(b! - a! - 500);
    expect(await delivery(rt, sent.id)).toMatchObject({ attempts: 3, lastStatus: 200, lastError: null });
  }, 60_000);

  it('loses nothing across a restart: mid-backoff, and between the fact and its job', async () => {
    const hook = await receiver();
    hook.answer = (_request, index) => (index === 0 ? 500 : 200);
    const dir = await storeDir();
    const first = runtimeFor(dir, hook.url);
    await first.jobs.start();
    const test = await first.webhooks.sendTest();
    await expect.poll(async () => (await delivery(first, test.id))?.attempts, { timeout: 15_000 }).toBe(1);
    // A settled trade whose delivery is written while no job runs (as if the process stopped right after).
    await first.close();
    const offline = runtimeFor(dir, hook.url);
    await submitted(offline, 'buy', 'sig-offline');
    await reconcileOnce(offline, null, chainSaying());
    await offline.close();
    expect(hook.received).toHaveLength(1);

    const second = runtimeFor(dir, hook.url);
    await second.jobs.start();
    await expect.poll(() => hook.received.length, { timeout: 30_000, interval: 200 }).toBe(3);
    expect(hook.byId(test.id)).toHaveLength(2);
    expect(hook.received.map(verify).map((e) => e.type)).toContain('trade.confirmed');
    await expect
      .poll(async () => (await second.webhooks.list(10, null)).map((d) => d.status), { timeout: 10_000 })
      .toEqual(['delivered', 'delivered']);
  }, 60_000);

  it('lets an endpoint that never answers hold up no other delivery, and counts it a failed attempt', async () => {
    const hook = await receiver();
    let slow = '';
    hook.answer = (request) => (request.headers['webhook-id'] === slow ? 'hang' : 200);
    const rt = runtimeFor(await storeDir(), hook.url, 3_000);
    await rt.jobs.start();
    slow = (await rt.webhooks.sendTest()).id;
    await expect.poll(() => hook.byId(slow).length, { timeout: 10_000, interval: 50 }).toBe(1);
    const started = Date.now();
    const others = [await rt.webhooks.sendTest(), await rt.webhooks.sendTest()];
    await expect
      .poll(async () => Promise.all(others.map(async (d) => (await delivery(rt, d.id))?.status)), {
        timeout: 10_000,
        interval: 50,
      })
      .toEqual(['delivered', 'delivered']);
    expect(Date.now() - started).toBeLessThan(2_500); // before the slow one's deadline
    await expect
      .poll(async () => (await delivery(rt, slow))?.lastError, { timeout: 10_000, interval: 100 })
      .toBe('no answer within the timeout');
    expect(await delivery(rt, slow)).toMatchObject({ status: 'pending', lastStatus: null, attempts: 1 });
  }, 60_000);
});

describe('one attempt', () => {
  const base = {
    secret: WEBHOOK_SECRET,
    id: 'msg_0123456789abcdef0123456789abcdef',
    payload: '{"type":"webhook.test"}',
  };

  it('counts a refused connection, a non-2xx and a redirect as failed attempts, never a throw', async () => {
    const hook = await receiver();
    const url = hook.url;
    await hook.close();
    expect(await attemptDelivery({ ...base, url })).toEqual({
      ok: false,
      status: null,
      error: 'connection refused',
    });

    const other = await receiver();
    other.answer = (_r, i) => (i === 0 ? 404 : 302);
    expect(await attemptDelivery({ ...base, url: other.url })).toEqual({
      ok: false,
      status: 404,
      error: 'answered 404: not now',
    });
    expect(await attemptDelivery({ ...base, url: other.url })).toMatchObject({ ok: false, status: 302 });
  });
});
