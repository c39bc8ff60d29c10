// The token's latest fill found on the chain from its mint, against a started simulator: a buy on a bonding
// curve, a sale in a pool behind a newer vote, the trade before one that landed failed, a token never traded,
// and GET /api/trade/last-fill/{mint}'s refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as lastFillRoute } from '@/app/api/trade/last-fill/[mint]/route';
import { lastFillResponseSchema } from '@/lib/api';
import { testChain } from '@/test/support/runtime';
import { signInAs, startChainEnv, type ChainEnv } from '@/test/support/chain-env';
import { testToken } from '@/test/support/simulator/fixtures';
import { bearer, json } from '@/test/support/simulator/harness';
import { readTransactionRecord } from './record';
import { readLastFill } from './last-fill';

const FEES = { priorityFeeLamports: '5000', tipLamports: '1000000' };
const M = 1_000_000n;
let env: ChainEnv;
let alice: string;
let cookie: string;

beforeAll(async () => {
  env = await startChainEnv();
  ({ wallet: alice, cookie } = await signInAs(env, 'alice'));
});
afterAll(() => env.close());

async function send(path: string, body: Record<string, unknown>): Promise<string> {
  const response = await json(await env.sim.request(path, bearer(testToken('alice'), { ...FEES, ...body })));
  expect(response.status).toBe(200);
  return String(response.body.signature);
}

/** What `signature` changed for alice: her SOL (lamports) and her tokens of `mint` (base units). */
async function aliceChanges(signature: string, mint: string) {
  const details = (await readTransactionRecord(testChain(), signature))!.details!;
  return {
    fee: details.fee,
    sol: details.accounts.find((a) => a.address === alice)!.solChange,
    tokens: details.tokenChanges.find((t) => t.owner === alice && t.mint === mint)!.change,
  };
}

describe('readLastFill', () => {
  it('reads a buy on the curve: the SOL the venue took for the tokens, and their price per whole token', async () => {
    const grass = env.mints.GRASS!;
    const signature = await send('/partner/v1/trades/buy', {
      mint: grass,
      maxSolIn: '500000000',
      slippageBps: 100,
    });
    const mine = await aliceChanges(signature, grass);
    const fill = await readLastFill(grass, testChain().connection());
    expect(fill).toMatchObject({ signature, side: 'buy', lamports: '500000000', decimals: 6 });
    expect(BigInt(fill!.tokens)).toBe(mine.tokens);
    // Her SOL paid the swap and the network fee; the price leaves the fee out.
    expect(mine.sol).toBe(-500_000_000n - mine.fee);
    expect(BigInt(fill!.price)).toBe((500_000_000n * M) / mine.tokens);
    expect(fill!.blockTime).toBeGreaterThan(0);
  });

  it('passes over a newer vote to the last sale: the SOL the pool paid for the tokens', async () => {
    const lumen = env.mints.LUMEN!;
    const sale = await send('/partner/v1/trades/sell', {
      mint: lumen,
      tokensIn: String(1_000n * M),
      slippageBps: 100,
    });
    const mine = await aliceChanges(sale, lumen);
    // A vote moves LUMEN into an escrow that pays no SOL for it: not a trade.
    const world = (await json(await env.sim.request('/__sim/world'))).body as {
      proposals: { proposal: string; mint: string; note: string }[];
    };
    const open = world.proposals.find((p) => p.mint === lumen && p.note.startsWith('open'))!;
    await send('/partner/v1/governance/votes', {
      proposal: open.proposal,
      side: 'yes',
      amount: String(10_000n * M),
    });
    const fill = (await readLastFill(lumen, testChain().connection()))!;
    expect(fill).toMatchObject({ signature: sale, side: 'sell', tokens: String(1_000n * M) });
    expect(mine.tokens).toBe(-1_000n * M);
    // Her SOL got the proceeds less the network fee; the price leaves the fee out.
    expect(BigInt(fill.lamports)).toBe(mine.sol + mine.fee);
    expect(BigInt(fill.price)).toBe((BigInt(fill.lamports) * M) / (1_000n * M));
  });

  it('passes over a newer trade that landed failed', async () => {
    const quill = env.mints.QUILL!;
    // The drift is a trade by the market's background wallet, after the quote and before the buy, which
    // then misses its bound and lands failed.
    const drift = await env.sim.request('/__sim/market/next-quote-drift', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mint: quill, bps: 1000 }),
    });
    expect(drift.status).toBe(200);
    const failed = await send('/partner/v1/trades/buy', {
      mint: quill,
      maxSolIn: '100000000',
      slippageBps: 50,
    });
    expect((await readTransactionRecord(testChain(), failed))!.status).toBe('failed');
    const fill = (await readLastFill(quill, testChain().connection()))!;
    expect(fill.signature).not.toBe(failed);
    expect(fill.side).toBe('buy');
    const record = (await readTransactionRecord(testChain(), fill.signature))!;
    expect(record).toMatchObject({ status: 'confirmed' });
    expect(record.details!.feePayer).not.toBe(alice);
  });

  it('is null for a token whose recent transactions hold no trade', async () => {
    expect(await readLastFill(env.mints.STONE!, testChain().connection())).toBeNull();
  });
});

describe('GET /api/trade/last-fill/{mint}', () => {
  const get = async (mint: string, withCookie = true) =>
    json(
      await lastFillRoute(
        new Request(`http://localhost:3000/api/trade/last-fill/${mint}`, {
          headers: withCookie ? { cookie } : {},
        }),
        { params: Promise.resolve({ mint }) },
      ),
    );

  it('answers the last fill with the network’s clock, in the schema the browser checks', async () => {
    const answer = await get(env.mints.GRASS!);
    expect(answer.status).toBe(200);
    const body = lastFillResponseSchema.parse(answer.body);
    expect(body.fill?.side).toBe('buy');
    expect(BigInt(body.readAtUnix)).toBeGreaterThanOrEqual(BigInt(body.fill!.blockTime!));
  });

  it('refuses a malformed mint (400) and a visitor without a session (401), in the error shape', async () => {
    expect(await get('not-a-mint')).toMatchObject({ status: 400, body: { error: 'invalid_address' } });
    expect(await get(env.mints.GRASS!, false)).toMatchObject({
      status: 401,
      body: { error: 'not_connected' },
    });
  });
});
