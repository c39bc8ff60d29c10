import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, startStoreRuntime } from '@/test/support/runtime';
import { tokenSet } from '@/test/support/store';
import { startReceiver, type Receiver } from '@/test/support/webhook-receiver';
import { POST as resend } from './[id]/resend/route';
import { GET as list, POST as listPost } from './route';
import { POST as sendTest } from './test/route';

// The console's webhook routes: only a partner team member's session reaches them (everyone else gets
// `403 partner_only` in the error shape); a test event is sent and listed with its status, attempts and
// last answer; a delivery is sent again with its webhook-id.

const ADMIN = '6hM7wykUyeKNsYCWxcV35nXa4z95BicE9v7CtzZWyiht';
const HOLDER = '7YttLkHDoNj9wyDur5pM1ejNaAvT9X4eqaYcHQqtj2G5';
const SECRET = `whsec_${Buffer.alloc(32, 3).toString('base64')}`;

let store: Awaited<ReturnType<typeof startStoreRuntime>>;
let hook: Receiver;
let admin: string;
let holder: string;

beforeAll(async () => {
  hook = await startReceiver();
  store = await startStoreRuntime(
    {
      PARTNER_ADMIN_WALLETS: ADMIN,
      PARTNER_WEBHOOK_URL: hook.url,
      PARTNER_WEBHOOK_SECRET: SECRET,
      PARTNER_WEBHOOK_RETRY_SECONDS: '1',
    },
    { jobTimings: { pollSeconds: 0.5 } },
  );
  admin = (await createSession(tokenSet(1), { wallet: ADMIN, username: 'team' })).sessionId;
  holder = (await createSession(tokenSet(2), { wallet: HOLDER, username: 'holder' })).sessionId;
  await store.rt.jobs.start();
}, 60_000);

afterAll(async () => {
  await store.close();
  await hook.close();
}, 60_000);

const BASE = 'http://localhost:3000/api/partners/webhooks';
const headers = (sid: string | null) => ({
  origin: 'http://localhost:3000',
  host: 'localhost:3000',
  'x-requested-with': 'fetch',
  ...(sid ? { cookie: `sid=${sid}` } : {}),
});
const get = (sid: string | null, query = '') =>
  list(new Request(`${BASE}${query}`, { headers: headers(sid) }), { params: Promise.resolve({}) });
type Post = (request: Request, segment: { params: Promise<never> }) => Promise<Response>;
const post = (handler: unknown, path: string, sid: string | null, params: Record<string, string> = {}) =>
  (handler as Post)(new Request(`${BASE}${path}`, { method: 'POST', headers: headers(sid) }), {
    params: Promise.resolve(params) as Promise<never>,
  });

type Listed = {
  configured: boolean;
  deliveries: { id: string; type: string; status: string; attempts: number; lastStatus: number | null }[];
  nextBefore: string | null;
};

describe('the console’s webhook routes', () => {
  it('answer 403 partner_only without a partner session, in the error shape, changing nothing', async () => {
    const id = 'msg_0123456789abcdef0123456789abcdef';
    for (const sid of [null, holder, 'not-a-session']) {
      for (const response of [
        await get(sid),
        await post(sendTest, '/test', sid),
        await post(resend, `/${id}/resend`, sid, { id }),
      ]) {
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({ error: 'partner_only', message: expect.any(String) });
      }
    }
    expect(hook.received).toHaveLength(0);
  });

  it('send a test event, list it with its status and last answer, and send it again with its id', async () => {
    const sent = await post(sendTest, '/test', admin);
    expect(sent.status).toBe(202);
    const { delivery } = (await sent.json()) as { delivery: { id: string; type: string } };
    expect(delivery).toMatchObject({ type: 'webhook.test', id: expect.stringMatching(/^msg_[0-9a-f]{32}$/) });
    await expect
      .poll(
        async () =>
          ((await (await get(admin)).json()) as Listed).deliveries.find((d) => d.id === delivery.id),
        { timeout: 15_000, interval: 200 },
      )
      .toMatchObject({ status: 'delivered', attempts: 1, lastStatus: 200 });
    const listed = (await (await get(admin, '?limit=1')).json()) as Listed;
    expect(listed).toMatchObject({ configured: true, nextBefore: delivery.id });

    const again = await post(resend, `/${delivery.id}/resend`, admin, { id: delivery.id });
    expect(again.status).toBe(202);
    await expect.poll(() => hook.byId(delivery.id).length, { timeout: 15_000, interval: 200 }).toBe(2);
    for (const request of hook.byId(delivery.id))
      expect(
        new Webhook(SECRET).verify(request.body, request.headers as Record<string, string>),
      ).toMatchObject({
        type: 'webhook.test',
      });
  }, 40_000);

  it('refuse bad input with a sentence: an unknown delivery, a bad limit or cursor, another method', async () => {
    const unknown = await post(resend, '/msg_ffff/resend', admin, { id: 'msg_ffff' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'webhook_delivery_not_found' });
    const missing = 'msg_00000000000000000000000000000000';
    expect((await post(resend, `/${missing}/resend`, admin, { id: missing })).status).toBe(404);
    for (const query of ['?limit=0', '?limit=201', '?limit=abc', '?before=yesterday']) {
      const response = await get(admin, query);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid_input', message: expect.any(String) });
    }
    expect((await post(listPost, '', admin)).status).toBe(405);
  });
});
