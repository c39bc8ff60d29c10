import { describe, expect, it } from 'vitest';
import type { ChainReader, ChainStatus, ChainTx } from '../chain/history';
import { decide, LAND_HORIZON_SECONDS, ORPHAN_AFTER_SECONDS, type Unsettled } from './reconcile';

const WALLET = 'Wa11et1111111111111111111111111111111111111';
const MINT = 'Mint111111111111111111111111111111111111111';
const OTHER_MINT = 'Mint222222222222222222222222222222222222222';
const PROPOSAL = 'Prop111111111111111111111111111111111111111';

function entry(overrides: Partial<Unsettled>): Unsettled {
  return {
    id: '1',
    kind: 'vote',
    status: 'outcome_unknown',
    wallet: WALLET,
    mint: null,
    proposal: PROPOSAL,
    signature: null,
    intentSlot: 100n,
    ageSeconds: 60,
    ...overrides,
  };
}

const tx = (signature: string, overrides: Partial<ChainTx> = {}): ChainTx => ({
  signature,
  slot: 101n,
  blockTime: null,
  err: null,
  feePayer: WALLET,
  keys: [WALLET],
  mints: [],
  ...overrides,
});

function chain(history: ChainTx[], statuses: Record<string, ChainStatus> = {}): ChainReader {
  return {
    slot: async () => 200n,
    statuses: async (signatures) =>
      new Map(signatures.flatMap((s) => (statuses[s] ? [[s, statuses[s]] as const] : []))),
    walletHistory: async (_wallet, fromSlot) => history.filter((t) => t.slot >= fromSlot),
  };
}

const confirmed: ChainStatus = { level: 'confirmed', err: null };

describe('settling from a known signature', () => {
  it('confirms, fails with the fees spent, waits on processed, and calls a vanished one not sent', async () => {
    const decisions = await decide(
      [
        entry({ id: '1', status: 'submitted', signature: 'SigA' }),
        entry({ id: '2', status: 'submitted', signature: 'SigB' }),
        entry({ id: '3', status: 'submitted', signature: 'SigC' }),
        entry({ id: '4', status: 'submitted', signature: 'SigD', ageSeconds: 10 }),
        entry({ id: '5', status: 'submitted', signature: 'SigE', ageSeconds: LAND_HORIZON_SECONDS }),
      ],
      chain([], {
        SigA: confirmed,
        SigB: { level: 'finalized', err: { InstructionError: [0, { Custom: 1 }] } },
        SigC: { level: 'processed', err: null },
      }),
      new Set(),
    );
    expect(decisions.map((d) => [d.id, d.settlement])).toEqual([
      ['1', 'confirmed'],
      ['2', 'failed'],
      ['5', 'not_sent'],
    ]);
    expect(decisions[1]!.reason).toMatch(/network fees were spent/);
  });
});

describe('finding the transaction of a write whose answer never came', () => {
  it('leaves a young pending entry alone: it may still be in flight', async () => {
    const young = entry({ status: 'pending', ageSeconds: ORPHAN_AFTER_SECONDS - 1 });
    expect(await decide([young], chain([tx('SigA')]), new Set())).toEqual([]);
  });

  it('takes the wallet’s transaction that names the write’s token, not an earlier unrelated one', async () => {
    const decisions = await decide(
      [entry({ kind: 'buy', mint: MINT, proposal: null, status: 'pending', ageSeconds: 45 })],
      chain([
        tx('Unrelated', { keys: [WALLET, OTHER_MINT] }),
        tx('Buy', { slot: 102n, keys: [WALLET, MINT] }),
      ]),
      new Set(),
    );
    expect(decisions).toMatchObject([{ settlement: 'confirmed', signature: 'Buy' }]);
    expect(decisions[0]!.reason).toMatch(/names this token/);
  });

  it('never takes a transaction from before the intent, paid by someone else, or owned by another entry', async () => {
    const history = [
      tx('Before', { slot: 99n, keys: [WALLET, PROPOSAL] }),
      tx('OtherPayer', { feePayer: 'Someone', keys: ['Someone', PROPOSAL] }),
      tx('Owned', { slot: 103n, keys: [WALLET, PROPOSAL] }),
      tx('Mine', { slot: 104n, keys: [WALLET, PROPOSAL], err: { InstructionError: [2, { Custom: 1 }] } }),
    ];
    const decisions = await decide([entry({})], chain(history), new Set(['Owned']));
    expect(decisions).toMatchObject([{ settlement: 'failed', signature: 'Mine' }]);
  });

  it('gives each of two lost writes its own transaction', async () => {
    const decisions = await decide(
      [entry({ id: '1' }), entry({ id: '2', kind: 'buy', mint: MINT, proposal: null })],
      chain([tx('Buy', { keys: [WALLET, MINT] }), tx('Vote', { slot: 105n, keys: [WALLET, PROPOSAL] })]),
      new Set(),
    );
    expect(decisions.map((d) => [d.id, d.signature])).toEqual([
      ['1', 'Vote'],
      ['2', 'Buy'],
    ]);
  });

  it('calls a write not sent once it can no longer land, and waits until then', async () => {
    const empty = chain([]);
    expect(await decide([entry({ ageSeconds: LAND_HORIZON_SECONDS - 1 })], empty, new Set())).toEqual([]);
    expect(await decide([entry({ ageSeconds: LAND_HORIZON_SECONDS })], empty, new Set())).toMatchObject([
      { settlement: 'not_sent', signature: null, reason: expect.stringMatching(/nothing was done/) },
    ]);
  });

  it('never takes the wallet’s next transaction when it does not name the write’s proposal', async () => {
    const history = [
      tx('Transfer', { slot: 101n }),
      tx('OtherVote', { slot: 102n, keys: [WALLET, 'Prop2'] }),
    ];
    expect(await decide([entry({})], chain(history), new Set())).toEqual([]);
    expect(
      await decide([entry({ ageSeconds: LAND_HORIZON_SECONDS })], chain(history), new Set()),
    ).toMatchObject([{ settlement: 'not_sent' }]);
  });

  it('searches the wallet’s recent transactions when the intent’s slot could not be read', async () => {
    const history = [
      tx('Earlier', { slot: 40n, keys: [WALLET, PROPOSAL] }),
      tx('Cancel', { slot: 60n, keys: [WALLET, PROPOSAL] }),
    ];
    // The earlier vote on the proposal belongs to another entry; the one left is this write's.
    const decisions = await decide([entry({ intentSlot: null })], chain(history), new Set(['Earlier']));
    expect(decisions).toMatchObject([{ settlement: 'confirmed', signature: 'Cancel' }]);
  });

  it('cannot search without a wallet or anything the write names: the entry stays unknown', async () => {
    const old = LAND_HORIZON_SECONDS * 2;
    const entries = [
      entry({ wallet: null, ageSeconds: old }),
      entry({ id: '2', mint: null, proposal: null, ageSeconds: old }),
    ];
    expect(await decide(entries, chain([tx('A', { keys: [WALLET, PROPOSAL] })]), new Set())).toEqual([]);
  });
});
