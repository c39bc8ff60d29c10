// The fills as a client reads them: @solana/web3.js v1 against the simulator's JSON-RPC, balance changes
// of each kind of trade, the partner fee at the fee wallet, and a trade that landed failed.
import {
  Connection,
  type TokenBalance,
  type TransactionResponse,
  type VersionedTransactionResponse,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { forFile } from '@/test/support/for-file';
import { SOL, TOKEN } from './params';
import { startMarketWorld, type MarketWorld } from '@/test/support/simulator/market-kit';

let w: MarketWorld;
let rpc: Connection;
forFile(
  startMarketWorld,
  (started) => {
    w = started;
    rpc = new Connection(`${w.sim.url}/rpc`, 'confirmed');
  },
  { stop: (world) => world.sim.close() },
);

type Tx = TransactionResponse | VersionedTransactionResponse;

async function fetchTx(signature: unknown): Promise<Tx> {
  const tx = await rpc.getTransaction(String(signature), { maxSupportedTransactionVersion: 0 });
  if (!tx?.meta) throw new Error('transaction not found');
  return tx;
}

function tokenDelta(tx: Tx, owner: string, mint: string): bigint {
  const amount = (list: TokenBalance[] | null | undefined) =>
    BigInt(list?.find((b) => b.owner === owner && b.mint === mint)?.uiTokenAmount.amount ?? '0');
  return amount(tx.meta!.postTokenBalances) - amount(tx.meta!.preTokenBalances);
}

function solDelta(tx: Tx, account: string): bigint {
  const keys = tx.transaction.message.staticAccountKeys.map((k) => k.toBase58());
  const index = keys.indexOf(account);
  if (index < 0) return 0n;
  return BigInt(tx.meta!.postBalances[index]!) - BigInt(tx.meta!.preBalances[index]!);
}

describe('fills read through @solana/web3.js', () => {
  it('buy on the curve: exactly maxSolIn leaves the wallet (plus network fees), tokens arrive, the fee reaches the fee wallet', async () => {
    const mint = w.mints.GRASS!;
    const res = await w.trade('buy', 'alice', {
      mint,
      maxSolIn: String(SOL),
      slippageBps: 100,
      partnerFeeBps: 250,
    });
    const tx = await fetchTx(res.body.signature);
    expect(tx.meta!.err).toBeNull();
    expect(tokenDelta(tx, w.alice, mint)).toBeGreaterThan(0n);
    expect(solDelta(tx, w.alice)).toBe(-SOL - BigInt(tx.meta!.fee));
    expect(solDelta(tx, w.feeWallet)).toBe((SOL * 250n) / 10_000n);
    expect(tx.meta!.fee).toBe(10_000 + 1000 + 1_000_000);
  });

  it('buy-exact-out in the pool: exactly tokensOut arrive; the fee is on the SOL cost, on top', async () => {
    const mint = w.mints.POOL!;
    const res = await w.trade('exact', 'alice', {
      mint,
      tokensOut: String(3n * TOKEN),
      maxSolIn: String(SOL),
      partnerFeeBps: 100,
    });
    const tx = await fetchTx(res.body.signature);
    expect(tx.meta!.err).toBeNull();
    expect(tokenDelta(tx, w.alice, mint)).toBe(3n * TOKEN);
    const fee = solDelta(tx, w.feeWallet);
    const cost = -solDelta(tx, w.alice) - BigInt(tx.meta!.fee) - fee;
    expect(fee).toBe((cost * 100n) / 10_000n);
    expect(cost).toBeGreaterThan(0n);
  });

  it('sell in the pool: exactly tokensIn leave; proceeds less the fee arrive; the fee reaches the fee wallet', async () => {
    const mint = w.mints.POOL!;
    const res = await w.trade('sell', 'alice', {
      mint,
      tokensIn: String(1_000_000n * TOKEN),
      minSolOut: '0',
      partnerFeeBps: 9999,
    });
    const tx = await fetchTx(res.body.signature);
    expect(tx.meta!.err).toBeNull();
    expect(tokenDelta(tx, w.alice, mint)).toBe(-1_000_000n * TOKEN);
    const fee = solDelta(tx, w.feeWallet);
    const net = solDelta(tx, w.alice) + BigInt(tx.meta!.fee);
    expect(fee).toBe(((net + fee) * 9999n) / 10_000n);
    expect(net).toBeGreaterThan(0n);
  });

  it('a first buy creates the token account: it appears only after the transaction', async () => {
    const mint = w.mints.POOL!;
    const bob = w.sim.sim().users.get('bob')!.wallet;
    const res = await w.trade('buy', 'bob', { mint, maxSolIn: String(SOL / 10n), slippageBps: 100 });
    const tx = await fetchTx(res.body.signature);
    expect(tx.meta!.preTokenBalances!.some((b) => b.owner === bob)).toBe(false);
    expect(tokenDelta(tx, bob, mint)).toBeGreaterThan(0n);
  });

  it('a trade that landed failed: meta.err set, the network fees paid, no token moved', async () => {
    const mint = w.mints.POOL!;
    await w.control('/__sim/market/next-quote-drift', { mint, bps: 1000 });
    const res = await w.trade('buy', 'alice', {
      mint,
      maxSolIn: String(SOL),
      slippageBps: 50,
      priorityFeeLamports: '5000',
    });
    expect(res.status).toBe(200);
    const tx = await fetchTx(res.body.signature);
    expect(tx.meta!.err).toEqual({ InstructionError: [expect.any(Number), { Custom: 1 }] });
    expect(tx.meta!.fee).toBe(10_000 + 5000 + 1_000_000);
    expect(solDelta(tx, w.alice)).toBe(-BigInt(tx.meta!.fee));
    expect(tokenDelta(tx, w.alice, mint)).toBe(0n);
    const status = await rpc.getSignatureStatuses([String(res.body.signature)]);
    expect(status.value[0]?.err).not.toBeNull();
  });
});
