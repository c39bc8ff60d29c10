// The transaction page's record against a started simulator: a buy, a trade that landed failed, and a
// signature the network never saw, read through the server's RPC connection.
import bs58 from 'bs58';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChainEnv, type ChainEnv } from '@/test/support/chain-env';
import { testToken } from '@/test/support/simulator/fixtures';
import { bearer, json } from '@/test/support/simulator/harness';
import { testChain } from '@/test/support/runtime';
import { readTransactionRecord } from './record';

const FEES = { priorityFeeLamports: '5000', tipLamports: '1000000' };
let env: ChainEnv;
let alice: string;

beforeAll(async () => {
  env = await startChainEnv();
  alice = env.sim.sim().users.get('alice')!.wallet;
});
afterAll(() => env.close());

async function buy(mint: string, body: Record<string, unknown>): Promise<string> {
  const response = await json(
    await env.sim.request('/partner/v1/trades/buy', bearer(testToken('alice'), { ...FEES, mint, ...body })),
  );
  expect(response.status).toBe(200);
  return String(response.body.signature);
}

describe('readTransactionRecord', () => {
  it('reads a buy: status, slot, time, fee, every account’s SOL and token changes, the instructions', async () => {
    const signature = await buy(env.mints.GRASS!, { maxSolIn: '500000000', slippageBps: 100 });
    const record = await readTransactionRecord(testChain(), signature);
    expect(record).toMatchObject({ signature, status: 'confirmed', err: null });
    expect(record!.slot).toBeGreaterThan(0n);
    const now = env.sim.sim().nowUnix();
    expect(record!.blockTime! <= now && record!.blockTime! > now - 60n).toBe(true);
    const details = record!.details!;
    // 5,000 a signature (alice's delegated key and the venue's), plus the priority fee and the tip.
    expect(details.fee).toBe(2n * 5_000n + 5_000n + 1_000_000n);
    expect(details.feePayer).toBe(alice);
    const sol = new Map(details.accounts.map((a) => [a.address, a.solChange]));
    expect(sol.get(alice)).toBe(-500_000_000n - details.fee);
    expect(details.accounts.find((a) => a.address === alice)).toMatchObject({ signer: true, writable: true });
    // The SOL the venue received is what alice spent on the swap.
    expect([...sol.values()].filter((change) => change === 500_000_000n)).toHaveLength(1);
    const tokens = details.tokenChanges;
    expect(tokens).toHaveLength(2);
    const mine = tokens.find((t) => t.owner === alice)!;
    const venue = tokens.find((t) => t.owner !== alice)!;
    expect(mine).toMatchObject({ mint: env.mints.GRASS, symbol: 'GRASS', decimals: 6 });
    expect(mine.change).toBeGreaterThan(0n);
    expect(venue.change).toBe(-mine.change);
    const programs = details.instructions.map((i) => i.program);
    expect(programs).toContain('ComputeBudget111111111111111111111111111111');
    expect(programs).toContain('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
    const transfer = details.instructions.find(
      (i) => i.program === 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    )!;
    expect(transfer.accounts).toContain(env.mints.GRASS);
    expect(transfer.accounts).toContain(mine.account);
  });

  it('reads a trade that landed failed: the error, its fee paid, no token moved', async () => {
    const control = await env.sim.request('/__sim/market/next-quote-drift', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mint: env.mints.POOL, bps: 1000 }),
    });
    expect(control.status).toBe(200);
    const signature = await buy(env.mints.POOL!, { maxSolIn: '1000000000', slippageBps: 50 });
    const record = (await readTransactionRecord(testChain(), signature))!;
    expect(record).toMatchObject({
      status: 'failed',
      err: { InstructionError: [expect.any(Number), { Custom: 1 }] },
    });
    expect(record.details!.tokenChanges).toEqual([]);
    expect(record.details!.accounts.find((a) => a.address === alice)!.solChange).toBe(-record.details!.fee);
  });

  it('is null for a signature the network never saw', async () => {
    expect(await readTransactionRecord(testChain(), bs58.encode(new Uint8Array(64).fill(42)))).toBeNull();
  });
});
