// My governance's rows against a started simulator: alice's seed holdings (governed and trade-only
// tokens) read through the runtime's read model and chain, her status on each open proposal, and one
// token failing to read without breaking the rest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HoldingRow } from '@/lib/api';
import { runtime } from '@/lib/server/runtime';
import { signInAs, startChainEnv, type ChainEnv } from '@/test/support/chain-env';
import type { CurrentSession } from '../session';
import { holdingsOverview } from './overview';

let env: ChainEnv;
let alice: CurrentSession;

beforeAll(async () => {
  env = await startChainEnv();
  alice = (await signInAs(env, 'alice')).session;
});

afterAll(() => env.close());

const bySymbol = (rows: HoldingRow[], symbol: string) => rows.find((r) => r.mint === env.mints[symbol]);

describe('My governance', () => {
  it('lists every token she holds, governed or trade only, with her standing on each', async () => {
    const { rows, heldRead } = await holdingsOverview(runtime(), alice);
    expect(heldRead).toBe(true);
    const symbols = ['LUMEN', 'TIDE', 'EMBER', 'STONE', 'QUILL', 'PLAIN', 'GRASS', 'EDGE', 'POOL'];
    for (const symbol of symbols) expect(bySymbol(rows, symbol), symbol).toBeDefined();

    const lumen = bySymbol(rows, 'LUMEN')!;
    expect(lumen).toMatchObject({
      kind: 'governed',
      reasons: ['held'],
      token: { symbol: 'LUMEN', governed: true },
    });
    if (lumen.kind !== 'governed') throw new Error('LUMEN is governed');
    // The seed: an open proposal alice has not voted on, and her 10M vote on a passed one to withdraw.
    expect(lumen.summary.open.some((line) => line.status.kind === 'not_voted')).toBe(true);
    expect(lumen.summary.withdrawable).toBe(10_000_000n * 1_000_000n);
    expect(lumen.label).toBe('LUMEN');

    const grass = bySymbol(rows, 'GRASS')!;
    expect(grass).toMatchObject({ kind: 'trade_only', token: { symbol: 'GRASS', governed: false } });
    expect(grass.balance).toBe(20_000_000n * 1_000_000n);

    // Most urgent first: a token with a vote to cast or something to do now comes before a trade-only one.
    const tiers = rows.map((row) => row.urgency.tier);
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    expect(rows.indexOf(lumen)).toBeLessThan(rows.indexOf(grass));
  });

  it('plans the batch actions from the same reads: every withdrawable lock and every proposal to settle', async () => {
    const { rows, batch } = await holdingsOverview(runtime(), alice);
    const lumen = batch.withdraw.find((item) => item.mint === env.mints.LUMEN);
    expect(lumen).toMatchObject({ kind: 'withdraw', label: 'LUMEN', amount: 10_000_000n * 1_000_000n });
    for (const row of rows) {
      if (row.kind !== 'governed') continue;
      const withdrawn = batch.withdraw.filter((item) => item.mint === row.mint);
      expect(
        withdrawn.reduce((sum, item) => sum + item.amount, 0n),
        row.label,
      ).toBe(row.summary.withdrawable);
      expect(
        batch.settle.filter((item) => item.mint === row.mint).map((item) => item.proposal),
        row.label,
      ).toEqual(expect.arrayContaining(row.summary.awaitingSettlement));
    }
  });

  it('says in its row that a token could not be read, and shows the others', async () => {
    const rt = runtime();
    const failing = env.mints.TIDE!;
    const model = rt.readModel;
    const readModel = {
      ...model,
      governance: (viewer: Parameters<typeof model.governance>[0], mint: string) =>
        mint === failing ? Promise.reject(new Error('the read failed')) : model.governance(viewer, mint),
    };
    const { rows } = await holdingsOverview(
      { ...rt, readModel, tokens: rt.tokens, chain: rt.chain, db: rt.db },
      alice,
    );
    const tide = rows.find((row) => row.mint === failing)!;
    expect(tide).toMatchObject({ kind: 'unreadable', message: 'This token could not be read right now.' });
    expect(bySymbol(rows, 'LUMEN')?.kind).toBe('governed');
  });
});
