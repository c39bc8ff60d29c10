// GET /api/tx/{signature} and GET /api/health against a started simulator: real writes through its HTTP
// API, then the route handlers called directly with a session cookie, as Next would call them.
import bs58 from 'bs58';
import { startChainEnv, type ChainEnv } from '@/test/support/chain-env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as health } from '@/app/api/health/route';
import { txReportSchema } from '@/lib/api';
import { GET as tx } from '@/app/api/tx/[signature]/route';
import { HEALTH_TTL_MS } from '@/lib/server/health';
import { createSession, forgetHealth } from '@/test/support/runtime';
import { probeHeaders, tokenSet } from '@/test/support/store';
import { testToken } from '@/test/support/simulator/fixtures';
import { bearer, json, type RunningSimulator } from '@/test/support/simulator/harness';

const FEES = { priorityFeeLamports: '5000', tipLamports: '1000000' };
const TEN_THOUSAND_TOKENS = 10_000_000_000n;

let sim: RunningSimulator;
let alice: string;
let cookie: string;
let env: ChainEnv;

beforeAll(async () => {
  env = await startChainEnv((simulator) => ({
    PARTNER_FEE_WALLET: simulator.sim().clients.get('partner-pro_app')!.feeWallet!,
  }));
  sim = env.sim;
  alice = sim.sim().users.get('alice')!.wallet;
  const { sessionId } = await createSession(tokenSet(1), { username: 'alice', wallet: alice });
  cookie = `sid=${sessionId}`;
});

afterAll(() => env.close());

async function report(signature: string, withCookie = cookie) {
  const request = new Request(`http://localhost:3000/api/tx/${signature}`, {
    headers: withCookie ? { cookie: withCookie } : {},
  });
  const answer = await json(await tx(request, { params: Promise.resolve({ signature }) }));
  // Every answer is what the browser's check (the one schema of lib/api) accepts.
  if (answer.status === 200) txReportSchema.parse(answer.body);
  return answer;
}

async function write(path: string, body: Record<string, unknown>, client?: string): Promise<string> {
  const token = testToken('alice', client);
  const response = await json(await sim.request(path, bearer(token, { ...FEES, ...body })));
  expect(response.status).toBe(200);
  return String(response.body.signature);
}

describe('GET /api/tx/{signature}', () => {
  it('confirms a vote and reads the locked tokens as alice’s negative token delta', async () => {
    const world = (await json(await sim.request('/__sim/world'))).body as {
      tokens: { mint: string; symbol: string; governance: string | null }[];
      proposals: { proposal: string; mint: string; settled?: boolean }[];
    };
    const lumen = world.tokens.find((t) => t.symbol === 'LUMEN')!;
    const read = (
      await json(await sim.request(`/partner/v1/governance/${lumen.mint}`, bearer(testToken('alice'))))
    ).body as { proposals: { proposal: string; settled: boolean; votingEndsAtUnix: string }[] };
    const open = read.proposals.find((p) => !p.settled && BigInt(p.votingEndsAtUnix) > sim.sim().nowUnix())!;
    const signature = await write('/partner/v1/governance/votes', {
      proposal: open.proposal,
      side: 'yes',
      amount: String(TEN_THOUSAND_TOKENS),
    });

    const { status, body } = await report(signature);
    expect(status).toBe(200);
    expect(body).toMatchObject({ signature, status: 'confirmed', err: null, slot: expect.any(Number) });
    expect(BigInt(body.fee as string)).toBeGreaterThanOrEqual(1_005_000n);
    const changes = body.changes as {
      sol: string;
      tokens: { mint: string; delta: string; decimals: number }[];
    };
    expect(changes.tokens).toEqual([{ mint: lumen.mint, delta: String(-TEN_THOUSAND_TOKENS), decimals: 6 }]);
    expect(BigInt(changes.sol)).toBeLessThanOrEqual(-BigInt(body.fee as string));
  });

  it('reads a trade’s partner fee from what the configured fee wallet received', async () => {
    const { body: market } = await json(await sim.request('/__sim/market'));
    const grass = (market.tokens as { symbol: string; mint: string }[]).find((t) => t.symbol === 'GRASS')!;
    const body = { mint: grass.mint, maxSolIn: '500000000', slippageBps: 100 };
    const signature = await write(
      '/partner/v1/trades/buy',
      { ...body, partnerFeeBps: 50 },
      'partner-pro_app',
    );
    const { body: fill } = await report(signature);
    expect(fill).toMatchObject({ status: 'confirmed', partnerFee: '2500000', signatures: 2 });
    const changes = fill.changes as { sol: string; tokens: { mint: string; delta: string }[] };
    expect(BigInt(changes.sol)).toBe(-500_000_000n - BigInt(fill.fee as string));
    expect(BigInt(changes.tokens[0]!.delta)).toBeGreaterThan(0n);

    const { body: free } = await report(await write('/partner/v1/trades/buy', body));
    expect(free).toMatchObject({ status: 'confirmed', partnerFee: null });
  });

  it('reports a trade that landed with an error as failed: fees paid, no token moved', async () => {
    const { body: market } = await json(await sim.request('/__sim/market'));
    const pool = (market.tokens as { symbol: string; mint: string }[]).find((t) => t.symbol === 'POOL')!;
    const drift = await sim.request('/__sim/market/next-quote-drift', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mint: pool.mint, bps: 1000 }),
    });
    expect(drift.status).toBe(200);
    const signature = await write('/partner/v1/trades/buy', {
      mint: pool.mint,
      maxSolIn: '1000000000',
      slippageBps: 50,
    });

    const { status, body } = await report(signature);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'failed',
      err: { InstructionError: [expect.any(Number), { Custom: 1 }] },
      changes: { tokens: [] },
    });
    expect((body.changes as { sol: string }).sol).toBe(`-${body.fee as string}`);
  });

  it('answers not_found for a valid signature the network never saw', async () => {
    const unknown = bs58.encode(new Uint8Array(64).fill(42));
    expect(await report(unknown)).toMatchObject({
      status: 200,
      body: {
        signature: unknown,
        status: 'not_found',
        err: null,
        slot: null,
        fee: null,
        changes: { sol: '0', tokens: [] },
      },
    });
  });

  it('refuses a malformed signature with 400 invalid_input, and a request without a session with 401', async () => {
    expect(await report('not-a-signature')).toMatchObject({ status: 400, body: { error: 'invalid_input' } });
    expect(await report(bs58.encode(new Uint8Array(64).fill(1)), '')).toMatchObject({
      status: 401,
      body: { error: 'not_connected' },
    });
  });
});

describe('GET /api/health', () => {
  const check = async (headers: Record<string, string> = probeHeaders) =>
    json(
      await health(new Request('http://localhost:3000/api/health', { headers }), {
        params: Promise.resolve({}),
      }),
    );

  it('tells anyone but the health probe only up or down', async () => {
    forgetHealth();
    const strangers: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-the-probe-token-0123456789abcdef' },
    ];
    for (const headers of strangers)
      expect(await check(headers)).toEqual({ status: 200, body: { status: 'up' } });
  });

  it('is 200 when the store, the service and the RPC answer, and names no URL', async () => {
    forgetHealth();
    const { status, body } = await check();
    expect({ status, body }).toMatchObject({
      status: 200,
      body: { app: 'ok', store: 'ok', upstream: 'ok', rpc: 'ok' },
    });
  });

  it(`asks the service and the RPC once per ${HEALTH_TTL_MS / 1000} s however often it is called`, async () => {
    forgetHealth();
    const counted = async () => {
      const { requests } = (await json(await sim.request('/__sim/stats'))).body as {
        requests: Record<string, number>;
      };
      return { upstream: requests['HEAD /'] ?? 0, rpc: requests['POST /rpc'] ?? 0 };
    };
    const before = await counted();
    await Promise.all(Array.from({ length: 20 }, check));
    for (let i = 0; i < 20; i += 1) expect((await check()).status).toBe(200);
    const after = await counted();
    expect({ upstream: after.upstream - before.upstream, rpc: after.rpc - before.rpc }).toEqual({
      upstream: 1,
      rpc: 1,
    });
  });

  it('is 503 once the service and its RPC are gone; /api/tx then answers 502 rpc_unavailable', async () => {
    await sim.close();
    forgetHealth();
    const { status, body } = await check();
    expect({ status, body }).toMatchObject({
      status: 503,
      body: { app: 'ok', store: 'ok', upstream: 'down', rpc: 'down' },
    });
    expect(JSON.stringify(body)).not.toContain(sim.url);
    const { status: txStatus, body: error } = await report(bs58.encode(new Uint8Array(64).fill(3)));
    expect(txStatus).toBe(502);
    expect(error).toMatchObject({ error: 'rpc_unavailable', retryable: true });
    expect(JSON.stringify(error)).not.toContain(sim.url);
  });
});
