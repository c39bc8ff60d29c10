// The partner's reports against the real simulator: trades made through two widgets (two allowed host
// pages) and the dashboard's own panel, through the relay as the browser makes them, carry their origin
// into the journal; the report reads every figure from the confirmed transactions, so its fee total is
// what the partner fee account received on the chain, to the lamport.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as exchange } from '@/app/api/embed/session/route';
import { GET as csvRoute } from '@/app/api/partners/reports.csv/route';
import { DASHBOARD_ORIGIN, recordIntent, recordOutcome } from '@/lib/server/journal/journal';
import { issueEmbedCode, storeDb, testChain } from '@/test/support/runtime';
import {
  csvField,
  parseReportRange,
  partnerReport,
  reportCsv,
  summarizeTrades,
  type ReportTrade,
} from './reports';
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
import { mintOf } from '@/test/support/seed-world';

const SHOP = 'https://shop.example';
const BLOG = 'https://blog.example';

let env: ProxyEnv;
let feeWallet: string;
let feeBefore: bigint;

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
      SOLANA_RPC_URL: `${sim.url}/rpc`,
      PARTNER_ADMIN_WALLETS: sim.sim().users.get('dana')!.wallet,
    };
  });
  feeBefore = await balance(feeWallet);
}, 60_000);
afterAll(() => env.close());

/** An account's lamports, as the chain's RPC answers them. */
async function balance(address: string): Promise<bigint> {
  const answer = await fetch(`${env.sim.url}/rpc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
  });
  const { result } = (await answer.json()) as { result: { value: number } };
  return BigInt(result.value);
}

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
    const buy = { mint: mintOf(env.world, 'GRASS'), maxSolIn: '20000000', slippageBps: 500 };
    const signatures: string[] = [];
    for (const who of [shop, blog, panel]) {
      const sent = await trade(who, 'trades/buy', buy);
      expect(sent, JSON.stringify(sent.body)).toMatchObject({ status: 200 });
      signatures.push(String(sent.body.signature));
    }
    expect(await Promise.all(signatures.map(originOf))).toEqual([SHOP, BLOG, DASHBOARD_ORIGIN]);
  });
});

describe('the report', () => {
  it('reads every trade from the chain: the fee total is what the fee account received, failed and unsent ones apart', async () => {
    const shop = { cookie: await widgetSession('alice', SHOP) };
    const blog = { cookie: await widgetSession('bob', BLOG) };
    const grass = mintOf(env.world, 'GRASS');
    const pool = mintOf(env.world, 'POOL');
    const sold = await trade(blog, 'trades/sell', { mint: grass, tokensIn: '1000000', slippageBps: 500 });
    expect(sold, JSON.stringify(sold.body)).toMatchObject({ status: 200 });
    const bought = await trade(shop, 'trades/buy', { mint: pool, maxSolIn: '30000000', slippageBps: 500 });
    expect(bought).toMatchObject({ status: 200 });
    // A quote that moves past the slippage bound: the transaction lands with an error.
    const drift = await env.sim.request('/__sim/market/next-quote-drift', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mint: pool, bps: 1000 }),
    });
    expect(drift.status).toBe(200);
    const failed = await trade(shop, 'trades/buy', { mint: pool, maxSolIn: '30000000', slippageBps: 50 });
    expect(failed).toMatchObject({ status: 200 });
    // A trade whose answer was lost: nothing on the chain to read yet.
    const db = await storeDb();
    const unanswered = async (sessionHash: string, kind: 'buy' | 'sell') => {
      const id = await recordIntent(db, {
        sessionHash,
        wallet: null,
        kind,
        data: { mint: grass },
        idempotencyKey: crypto.randomUUID(),
      });
      await recordOutcome(db, id, { status: 'outcome_unknown' });
      return id;
    };
    await unanswered('lost', 'buy');
    // One the journal's reconciler settled as failed, with no transaction to read.
    const settled = await unanswered('settled', 'sell');
    await db.query(`UPDATE activity SET settlement = 'failed' WHERE id = $1::bigint`, [settled]);

    const range = parseReportRange(null, null);
    const report = await partnerReport({ db, chain: testChain(), feeWallet }, range);
    // Three buys in the first test, a sell and a buy here.
    expect(report.trades).toHaveLength(5);
    expect(report.totals.partnerFee).toBe((await balance(feeWallet)) - feeBefore);
    expect(report.totals.partnerFee).toBeGreaterThan(0n);
    expect(report.apart.map((t) => [t.signature, t.side, t.state])).toEqual([
      [String(failed.body.signature), 'buy', 'failed'],
      [null, 'buy', 'unconfirmed'],
      [null, 'sell', 'failed'],
    ]);
    expect(report.apart[0]!.networkFee).toBeGreaterThan(0n);
    const sell = report.trades.find((t) => t.signature === sold.body.signature)!;
    expect(sell).toMatchObject({ origin: BLOG, side: 'sell', mint: grass, tokens: -1_000_000n });
    // What the sale paid, less the network fee and the partner's share of it.
    expect(sell.sol).toBeGreaterThan(-sell.networkFee - 1n);
    const buy = report.trades.find((t) => t.signature === bought.body.signature)!;
    expect(buy).toMatchObject({ origin: SHOP, side: 'buy', mint: pool });
    expect(buy.sol).toBeLessThanOrEqual(-30_000_000n);
    expect(buy.tokens).toBeGreaterThan(0n);
    // Per origin, per token and per day, the same lamports.
    const originFees = report.byOrigin.reduce((sum, o) => sum + o.partnerFee, 0n);
    const tokenFees = report.byToken.reduce((sum, t) => sum + t.partnerFee, 0n);
    const dayFees = report.byDay.reduce((sum, d) => sum + d.partnerFee, 0n);
    expect([originFees, tokenFees, dayFees]).toEqual(Array(3).fill(report.totals.partnerFee));
    expect(report.byOrigin.map((o) => `${o.origin} ${o.trades}`).sort()).toEqual(
      [`${BLOG} 2`, `${DASHBOARD_ORIGIN} 1`, `${SHOP} 2`].sort(),
    );
    expect(report.byDay).toHaveLength(30);

    // A confirmed transaction never changes: the second report reads none from the chain.
    const unreachable = {
      connection: () => {
        throw new Error('no chain');
      },
    } as unknown as ReturnType<typeof testChain>;
    const again = await partnerReport({ db, chain: unreachable, feeWallet }, range);
    expect(again.trades).toEqual(report.trades);
    expect(again.totals).toEqual(report.totals);
    expect(again.apart.map((t) => t.state)).toEqual(['failed', 'unconfirmed', 'failed']);
  });
});

describe('report pieces', () => {
  const trade = (over: Partial<ReportTrade>): ReportTrade => ({
    id: '1',
    signature: 'S',
    unix: BigInt(Date.parse('2026-03-02T10:00:00Z') / 1000),
    blockUnix: null,
    origin: SHOP,
    mint: 'M',
    side: 'buy',
    sol: -100n,
    tokens: 7n,
    decimals: 6,
    networkFee: 5n,
    partnerFee: 1n,
    ...over,
  });

  it('sums per day (every day of the range), per token and per origin, volume without its sign', () => {
    const range = parseReportRange('2026-03-01', '2026-03-03');
    const summary = summarizeTrades(
      [trade({}), trade({ side: 'sell', sol: 40n, tokens: -3n, origin: BLOG, partnerFee: 2n })],
      range,
    );
    expect(summary.totals).toEqual({ trades: 2, volume: 140n, partnerFee: 3n, networkFee: 10n });
    expect(summary.byDay.map((d) => [d.day, d.trades])).toEqual([
      ['2026-03-01', 0],
      ['2026-03-02', 2],
      ['2026-03-03', 0],
    ]);
    expect(summary.byToken).toMatchObject([{ mint: 'M', bought: 7n, sold: 3n, trades: 2 }]);
    expect(summary.byOrigin.map((o) => [o.origin, o.volume])).toEqual([
      [SHOP, 100n],
      [BLOG, 40n],
    ]);
  });

  it('reads the range as UTC days, 30 by default, and refuses what is not one with a sentence', () => {
    const now = Date.parse('2026-03-31T18:00:00Z');
    expect(parseReportRange(null, null, now)).toEqual({ from: '2026-03-02', to: '2026-03-31' });
    expect(parseReportRange('2026-01-01', '2026-01-01', now)).toEqual({
      from: '2026-01-01',
      to: '2026-01-01',
    });
    for (const [from, to] of [
      ['2026-02-30', null],
      ['yesterday', null],
      ['2026-03-05', '2026-03-01'],
      ['2024-01-01', '2026-01-01'],
    ])
      expect(() => parseReportRange(from, to, now)).toThrow(
        expect.objectContaining({ code: 'invalid_input' }),
      );
  });

  it('escapes CSV fields: quotes, commas and line breaks, and formulas in text', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x")', true)).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(-5000n)).toBe('-5000');
    expect(csvField(null)).toBe('');
    const range = { from: '2026-03-02', to: '2026-03-02' };
    const csv = reportCsv({
      range,
      feeWallet: null,
      trades: [trade({ origin: 'https://a.example,b' })],
      apart: [],
      truncated: false,
      ...summarizeTrades([], range),
    });
    expect(csv.split('\r\n')).toEqual([
      'time,status,origin,token,side,sol_lamports,token_base_units,token_decimals,partner_fee_lamports,network_fee_lamports,signature',
      '2026-03-02T10:00:00.000Z,confirmed,"https://a.example,b",M,buy,-100,7,6,1,5,S',
      '',
    ]);
  });
});

describe('GET /api/partners/reports.csv', () => {
  const csv = (cookie: string | null, query = '') =>
    csvRoute(
      new Request(`${ORIGIN}/api/partners/reports.csv${query}`, {
        headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
      }),
      { params: Promise.resolve({}) },
    );

  it('answers 403 partner_only, in the error shape, to anyone not on the partner’s team', async () => {
    const holder = await connect(env.sim, 'alice', true);
    for (const cookie of [null, `sid=${holder}`, await widgetSession('dana', SHOP)]) {
      const refused = await csv(cookie);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ error: 'partner_only', message: expect.any(String) });
    }
  });

  it('gives the team the report as CSV, and refuses a range that is not one with 400', async () => {
    const member = `sid=${await connect(env.sim, 'dana', true)}`;
    const answer = await csv(member);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="trades-.+\.csv"$/);
    const lines = (await answer.text()).trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^time,status,origin,token,side,/);
    const confirmed = lines.filter((line) => line.includes(',confirmed,'));
    expect(confirmed.some((line) => line.includes(`,${SHOP},`))).toBe(true);
    expect(confirmed.some((line) => line.includes(`,${BLOG},`))).toBe(true);
    const bad = await csv(member, '?from=2026-02-30');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: 'invalid_input',
      message: expect.stringContaining('YYYY-MM-DD'),
    });
  });
});
