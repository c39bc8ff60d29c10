// Proposal creation, settlement, bonds and the governance-level lifecycle over real HTTP: every
// proposal-level error code, the pass rule at settlement, and bonds that really move.
import { describe, expect, it } from 'vitest';
import type { EndpointKey, Scope } from '@/lib/partner';
import type { RunningSimulator } from '@/test/support/simulator/harness';
import {
  DAY,
  Gov,
  M,
  governanceSimForFile,
  withOwnGovernanceSim,
  type TokenSymbol,
} from '@/test/support/simulator/governance-kit';
import { describeRefusals, type Refusal } from '@/test/support/simulator/governance-refusals';

let run: RunningSimulator;
let gov: Gov;
governanceSimForFile((started, g) => ((run = started), (gov = g)));

const CAP = 30 * DAY;

interface Case extends Refusal {
  key: EndpointKey;
  user: string;
  symbol: TokenSymbol | string;
  body?: Record<string, unknown>;
  /** The seeded proposal to name: [token, index]. */
  proposal?: [TokenSymbol, number];
  scopes?: Scope[];
}

/** Sends the case's request as `user`: its token (a seeded symbol, or the text as is), its proposal. */
async function sendCase(c: Case, user: string) {
  const mint = /^[A-Z]+$/.test(c.symbol) ? await gov.mint(c.symbol as TokenSymbol) : c.symbol;
  const named = c.proposal ? { proposal: (await gov.proposal(...c.proposal)).proposal } : {};
  return gov.post(c.key, user, { mint, ...named, ...c.body }, c.scopes);
}

describeRefusals<Case>('proposal-level errors', () => gov, sendCase, [
  {
    name: 'token without governance',
    key: 'extendMutability',
    user: 'alice',
    symbol: 'PLAIN',
    body: { additionalSeconds: '60' },
    status: 404,
    error: 'governance_not_found',
  },
  {
    name: 'malformed mint',
    key: 'finalizeMetadata',
    user: 'alice',
    symbol: 'xyz',
    status: 404,
    error: 'governance_not_found',
  },
  {
    name: 'finalized by vote',
    key: 'extendMutability',
    user: 'alice',
    symbol: 'STONE',
    body: { additionalSeconds: '60' },
    status: 422,
    error: 'governance_finalized',
  },
  {
    name: 'finalize-expired when finalized',
    key: 'finalizeExpired',
    user: 'alice',
    symbol: 'STONE',
    status: 422,
    error: 'governance_finalized',
  },
  {
    name: 'window lapsed, unrecorded',
    key: 'finalizeMetadata',
    user: 'alice',
    symbol: 'EMBER',
    status: 422,
    error: 'mutability_expired',
  },
  {
    name: 'finalize-expired while mutable',
    key: 'finalizeExpired',
    user: 'alice',
    symbol: 'LUMEN',
    body: { voteDurationSeconds: 5 },
    status: 422,
    error: 'metadata_still_mutable',
  },
  {
    name: 'open proposal exists',
    key: 'finalizeMetadata',
    user: 'alice',
    symbol: 'LUMEN',
    status: 422,
    error: 'active_proposal_exists',
  },
  {
    name: 'second extension',
    key: 'extendMutability',
    user: 'alice',
    symbol: 'TIDE',
    body: { additionalSeconds: '60' },
    status: 422,
    error: 'mutability_already_extended',
  },
  {
    name: 'extension over the cap',
    key: 'extendMutability',
    user: 'alice',
    symbol: 'QUILL',
    body: { additionalSeconds: String(CAP + 1) },
    status: 422,
    error: 'mutability_extension_exceeds_cap',
  },
  {
    name: 'zero extension',
    key: 'extendMutability',
    user: 'alice',
    symbol: 'QUILL',
    body: { additionalSeconds: '0' },
    status: 400,
    error: 'invalid_input',
  },
  {
    name: 'vote under 60 s',
    key: 'finalizeMetadata',
    user: 'alice',
    symbol: 'QUILL',
    body: { voteDurationSeconds: 59 },
    status: 422,
    error: 'invalid_vote_duration',
  },
  {
    name: 'vote over 7 days',
    key: 'finalizeMetadata',
    user: 'alice',
    symbol: 'QUILL',
    body: { voteDurationSeconds: 7 * DAY + 1 },
    status: 422,
    error: 'invalid_vote_duration',
  },
  {
    name: 'vote past the window',
    key: 'finalizeMetadata',
    user: 'alice',
    symbol: 'QUILL',
    body: { voteDurationSeconds: 6 * DAY },
    status: 422,
    error: 'vote_duration_exceeds_window',
  },
  {
    name: 'no token account',
    key: 'finalizeMetadata',
    user: 'bob',
    symbol: 'TIDE',
    status: 422,
    error: 'missing_proposal_token_account',
  },
  {
    name: 'bond not affordable',
    key: 'finalizeMetadata',
    user: 'bob',
    symbol: 'QUILL',
    status: 422,
    error: 'insufficient_proposal_bond',
  },
  {
    name: 'vote scope only',
    key: 'finalizeMetadata',
    user: 'alice',
    symbol: 'QUILL',
    scopes: ['governance:vote'],
    status: 403,
    error: 'insufficient_scope',
  },
  {
    name: 'bond of a no-bond proposal',
    key: 'withdrawBond',
    user: 'dana',
    symbol: 'STONE',
    proposal: ['STONE', 0],
    status: 422,
    error: 'no_proposal_bond',
  },
  {
    name: 'no bond to fall back to',
    key: 'withdrawBond',
    user: 'alice',
    symbol: 'LUMEN',
    status: 422,
    error: 'no_proposal_bond',
  },
  {
    name: 'bond already reclaimed',
    key: 'withdrawBond',
    user: 'dana',
    symbol: 'EMBER',
    proposal: ['EMBER', 0],
    status: 422,
    error: 'proposal_bond_already_withdrawn',
  },
  {
    name: 'bond before settlement',
    key: 'withdrawBond',
    user: 'dana',
    symbol: 'TIDE',
    proposal: ['TIDE', 1],
    status: 422,
    error: 'proposal_not_settled',
  },
  {
    name: 'bond of another token',
    key: 'withdrawBond',
    user: 'dana',
    symbol: 'TIDE',
    proposal: ['LUMEN', 0],
    status: 422,
    error: 'proposal_not_found',
  },
  {
    name: 'bond of a malformed proposal',
    key: 'withdrawBond',
    user: 'dana',
    symbol: 'TIDE',
    body: { proposal: 'bad' },
    status: 422,
    error: 'invalid_proposal',
  },
]);

describe('bonds and settlement of the closed proposal', () => {
  it('returns the newest settled bond to dana when no proposal is named', async () => {
    const mint = await gov.mint('TIDE');
    const extend = await gov.proposal('TIDE', 0);
    const vault = await gov.vaultOf(extend.proposal);
    const written = await gov.write('withdrawBond', 'dana', { mint });
    expect(written.proposal).toBe(extend.proposal);
    expect(gov.balance(gov.wallet('dana'), mint)).toBe(110n * M);
    expect(gov.balance(vault, mint)).toBe(80n * M + 10n * M);
    expect((await gov.proposal('TIDE', 0)).proposalBondWithdrawn).toBe(true);
    const next = await gov.post('withdrawBond', 'dana', { mint });
    expect(next.body.error).toBe('proposal_not_settled');
  });

  it('settles the closed proposal (passes, applies the content) and frees its bond', async () => {
    const mint = await gov.mint('TIDE');
    const closed = await gov.proposal('TIDE', 1);
    await gov.write('settleProposal', 'bob', { proposal: closed.proposal });
    expect(await gov.proposal('TIDE', 1)).toMatchObject({
      outcome: 'passed',
      executed: true,
      metadataUpdated: true,
    });
    expect((await gov.governance('TIDE')).governance.contentRevision).toBe('1');
    expect(run.sim().tokens.get(mint)?.metadata.description).toBe(
      'Harbour tokens for tide watchers and sailors.',
    );
    const again = await gov.post('settleProposal', 'bob', { proposal: closed.proposal });
    expect(again.body.error).toBe('proposal_already_settled');
    expect((await gov.write('withdrawBond', 'dana', { mint })).proposal).toBe(closed.proposal);
    expect(gov.balance(gov.wallet('dana'), mint)).toBe(120n * M);
  });
});

describe('finalize-expired', () => {
  it('records a lapsed window; proposals then meet metadata_not_mutable', async () => {
    const mint = await gov.mint('EMBER');
    const written = await gov.write('finalizeExpired', 'bob', { mint, voteDurationSeconds: 1 });
    expect(written.mint).toBe(mint);
    expect(written.governance).toBe((await gov.governance('EMBER')).governance.governance);
    expect(written.proposal).toBeUndefined();
    expect((await gov.governance('EMBER')).governance.finalized).toBe(true);
    const propose = await gov.post('finalizeMetadata', 'alice', { mint });
    expect({ status: propose.status, error: propose.body.error }).toEqual({
      status: 422,
      error: 'metadata_not_mutable',
    });
    expect((await gov.post('finalizeExpired', 'bob', { mint })).body.error).toBe('governance_finalized');
  });
});

describe('extend-mutability and finalize-metadata through a vote on QUILL', () => {
  const vote = (user: string, proposal: string, amount: bigint, side = 'yes') =>
    gov.write('vote', user, { proposal, side, amount: amount.toString() });

  it('locks the bond, counts three voters and extends the window once', async () => {
    const mint = await gov.mint('QUILL');
    const until = BigInt((await gov.governance('QUILL')).governance.mutableUntilUnix);
    const { proposal = '' } = await gov.write('extendMutability', 'alice', {
      mint,
      additionalSeconds: String(10 * DAY),
    });
    expect(gov.balance(gov.wallet('alice'), mint)).toBe(45n * M);
    expect(gov.balance(await gov.vaultOf(proposal), mint)).toBe(15n * M);
    expect(await gov.proposal('QUILL', 1)).toMatchObject({
      proposal,
      actionKind: 'extend_mutability',
      actionAdditionalSeconds: String(10 * DAY),
      proposalBondAmount: String(15n * M),
      outcome: 'pending',
    });
    expect((await gov.post('finalizeMetadata', 'dana', { mint })).body.error).toBe('active_proposal_exists');
    expect((await gov.post('settleProposal', 'bob', { proposal })).body.error).toBe('proposal_still_open');
    await vote('alice', proposal, 40n * M);
    await vote('bob', proposal, 5n * M);
    await vote('dana', proposal, 60n * M);
    await gov.advance(600);
    await gov.write('settleProposal', 'bob', { proposal });
    expect(await gov.proposal('QUILL', 1)).toMatchObject({
      outcome: 'passed',
      executed: true,
      participatingVoters: 3,
    });
    const { governance } = await gov.governance('QUILL');
    expect(governance).toMatchObject({ mutabilityExtended: true });
    expect(BigInt(governance.mutableUntilUnix)).toBe(until + BigInt(10 * DAY));
    const again = await gov.post('extendMutability', 'dana', { mint, additionalSeconds: '60' });
    expect(again.body.error).toBe('mutability_already_extended');
    for (const user of ['alice', 'bob', 'dana']) await gov.write('withdrawVote', user, { proposal });
    await gov.write('withdrawBond', 'alice', { mint });
    expect(gov.balance(gov.wallet('alice'), mint)).toBe(60n * M);
  });

  /**
   * dana proposes to finalize QUILL's metadata for `seconds`; alice votes `aliceSide` with 50M, bob and
   * dana vote yes with 5M and 90M; voting ends and `settler` settles.
   */
  async function settledFinalizeVote(seconds: number, aliceSide: 'yes' | 'no', settler: string) {
    const mint = await gov.mint('QUILL');
    const { proposal = '' } = await gov.write('finalizeMetadata', 'dana', {
      mint,
      voteDurationSeconds: seconds,
    });
    await vote('alice', proposal, 50n * M, aliceSide);
    await vote('bob', proposal, 5n * M);
    await vote('dana', proposal, 90n * M);
    await gov.advance(seconds);
    await gov.write('settleProposal', settler, { proposal });
    return { mint, proposal };
  }

  it('fails on approval below 66% and executes nothing', async () => {
    const { mint, proposal } = await settledFinalizeVote(120, 'no', 'alice');
    expect(await gov.proposal('QUILL', 2)).toMatchObject({ outcome: 'failed', executed: false });
    expect((await gov.governance('QUILL')).governance.finalized).toBe(false);
    for (const user of ['alice', 'bob', 'dana']) await gov.write('withdrawVote', user, { proposal });
    await gov.write('withdrawBond', 'dana', { mint, proposal });
  });

  it('finalizes the metadata when a finalize-metadata vote passes', async () => {
    const { mint } = await settledFinalizeVote(60, 'yes', 'bob');
    expect(await gov.proposal('QUILL', 3)).toMatchObject({ outcome: 'passed', executed: true });
    expect((await gov.governance('QUILL')).governance.finalized).toBe(true);
    const after = await gov.post('extendMutability', 'alice', { mint, additionalSeconds: '60' });
    expect(after.body.error).toBe('governance_finalized');
  });
});

describe('the metadata window closing with time', () => {
  it('gives proposal_window_closing, then mutability_expired, then records the lapse', async () => {
    await withOwnGovernanceSim(async (g) => {
      const mint = await g.mint('LUMEN');
      const until = BigInt((await g.governance('LUMEN')).governance.mutableUntilUnix);
      await g.advance(Number(until - g.now()) - 30);
      const closing = await g.post('finalizeMetadata', 'alice', { mint });
      expect({ status: closing.status, error: closing.body.error }).toEqual({
        status: 422,
        error: 'proposal_window_closing',
      });
      expect((await g.post('finalizeExpired', 'alice', { mint })).body.error).toBe('metadata_still_mutable');
      await g.advance(30);
      expect((await g.post('finalizeMetadata', 'alice', { mint })).body.error).toBe('mutability_expired');
      await g.write('finalizeExpired', 'alice', { mint });
      expect((await g.governance('LUMEN')).governance.finalized).toBe(true);
    });
  });
});

describe('the vote duration', () => {
  it('counts from the block that created the proposal, also when a second passes before it lands', async () => {
    await withOwnGovernanceSim(async (g) => {
      const mint = await g.mint('QUILL');
      // A second passes between the request's checks and the block that carries it.
      const ledger = g.ledger;
      const send = ledger.send.bind(ledger);
      ledger.send = (...args) => (ledger.clock.advance(1n), send(...args));
      try {
        await g.write('finalizeMetadata', 'dana', { mint, voteDurationSeconds: 7200 });
      } finally {
        ledger.send = send;
      }
      const created = (await g.proposals('QUILL')).at(-1);
      expect(BigInt(created?.votingEndsAtUnix ?? 0) - BigInt(created?.createdAtUnix ?? 0)).toBe(7200n);
    });
  });
});
