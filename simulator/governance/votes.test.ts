// Votes over real HTTP: every vote-level error code, the vote record's lifecycle (active → cancelled →
// withdrawn), real token movements into and out of the vault, and fees on every successful write only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluatePassRule } from '@/lib/domain';
import type { Scope } from '@/lib/partner';
import type { RunningSimulator } from '@/test/support/simulator/harness';
import { DAY, Gov, M, startGovernanceSim, TOKEN } from '@/test/support/simulator/governance-kit';

let run: RunningSimulator;
let gov: Gov;
const p = { lumenPassed: '', lumenFailed: '', lumenOpen: '', tideClosed: '' };
beforeAll(async () => {
  run = await startGovernanceSim();
  gov = new Gov(run);
  p.lumenPassed = (await gov.proposal('LUMEN', 0)).proposal;
  p.lumenFailed = (await gov.proposal('LUMEN', 1)).proposal;
  p.lumenOpen = (await gov.proposal('LUMEN', 2)).proposal;
  p.tideClosed = (await gov.proposal('TIDE', 1)).proposal;
});
afterAll(() => run.close());

interface Case {
  name: string;
  key: 'vote' | 'cancelVote' | 'withdrawVote' | 'settleProposal';
  user: string;
  body: () => Record<string, unknown>;
  scopes?: Scope[];
  status: number;
  error: string;
}

const vote =
  (proposal: () => string, amount: bigint, side = 'yes') =>
  () => ({
    proposal: proposal(),
    side,
    amount: amount.toString(),
  });

const cases: Case[] = [
  {
    name: 'malformed proposal',
    key: 'vote',
    user: 'alice',
    body: vote(() => 'nope', M),
    status: 422,
    error: 'invalid_proposal',
  },
  {
    name: 'unknown proposal',
    key: 'vote',
    user: 'alice',
    body: vote(() => gov.wallet('bob'), M),
    status: 422,
    error: 'proposal_not_found',
  },
  {
    name: 'voting ended',
    key: 'vote',
    user: 'alice',
    body: vote(() => p.tideClosed, M),
    status: 422,
    error: 'proposal_closed',
  },
  {
    name: 'settled',
    key: 'vote',
    user: 'alice',
    body: vote(() => p.lumenPassed, M),
    status: 422,
    error: 'proposal_closed',
  },
  {
    name: 'second active vote',
    key: 'vote',
    user: 'bob',
    body: vote(() => p.lumenOpen, M),
    status: 422,
    error: 'already_voted',
  },
  {
    name: 'no token account',
    key: 'vote',
    user: 'dana',
    body: vote(() => p.lumenOpen, M),
    status: 422,
    error: 'missing_vote_token_account',
  },
  {
    name: 'below minLockAmount',
    key: 'vote',
    user: 'alice',
    body: vote(() => p.lumenOpen, 999n * TOKEN),
    status: 422,
    error: 'invalid_vote_amount',
  },
  {
    name: 'above balance',
    key: 'vote',
    user: 'alice',
    body: vote(() => p.lumenOpen, 40n * M + 1n),
    status: 422,
    error: 'invalid_vote_amount',
  },
  {
    name: 'bad side',
    key: 'vote',
    user: 'alice',
    body: vote(() => p.lumenOpen, M, 'maybe'),
    status: 400,
    error: 'invalid_input',
  },
  {
    name: 'propose scope only',
    key: 'vote',
    user: 'alice',
    scopes: ['governance:propose'],
    body: vote(() => p.lumenOpen, M),
    status: 403,
    error: 'insufficient_scope',
  },
  {
    name: '1-click trading off',
    key: 'vote',
    user: 'carol',
    body: vote(() => p.lumenOpen, M),
    status: 403,
    error: 'delegation_missing',
  },
  {
    name: 'cancel without a vote',
    key: 'cancelVote',
    user: 'alice',
    body: () => ({ proposal: p.lumenOpen }),
    status: 422,
    error: 'vote_receipt_not_found',
  },
  {
    name: 'cancel after voting ended',
    key: 'cancelVote',
    user: 'dana',
    body: () => ({ proposal: p.tideClosed }),
    status: 422,
    error: 'proposal_closed',
  },
  {
    name: 'cancel unknown proposal',
    key: 'cancelVote',
    user: 'bob',
    body: () => ({ proposal: gov.wallet('bob') }),
    status: 422,
    error: 'proposal_not_found',
  },
  {
    name: 'withdraw before settlement',
    key: 'withdrawVote',
    user: 'bob',
    body: () => ({ proposal: p.lumenOpen }),
    status: 422,
    error: 'proposal_not_settled',
  },
  {
    name: 'withdraw without a vote',
    key: 'withdrawVote',
    user: 'dana',
    body: () => ({ proposal: p.lumenFailed }),
    status: 422,
    error: 'vote_receipt_not_found',
  },
  {
    name: 'withdraw twice',
    key: 'withdrawVote',
    user: 'bob',
    body: () => ({ proposal: p.lumenPassed }),
    status: 422,
    error: 'vote_already_withdrawn',
  },
  {
    name: 'withdraw malformed',
    key: 'withdrawVote',
    user: 'bob',
    body: () => ({ proposal: '!!' }),
    status: 422,
    error: 'invalid_proposal',
  },
  {
    name: 'settle while open',
    key: 'settleProposal',
    user: 'bob',
    body: () => ({ proposal: p.lumenOpen }),
    status: 422,
    error: 'proposal_still_open',
  },
  {
    name: 'settle twice',
    key: 'settleProposal',
    user: 'bob',
    body: () => ({ proposal: p.lumenPassed }),
    status: 422,
    error: 'proposal_already_settled',
  },
  {
    name: 'settle unknown',
    key: 'settleProposal',
    user: 'bob',
    body: () => ({ proposal: gov.wallet('alice') }),
    status: 422,
    error: 'proposal_not_found',
  },
];

describe('vote-level errors', () => {
  it.each(cases)('$name → $status $error, no fees', async ({ key, user, body, scopes, status, error }) => {
    const before = gov.sol(user);
    const response = await gov.post(key, user, body(), scopes);
    expect({ status: response.status, error: response.body.error }).toEqual({ status, error });
    expect(gov.sol(user)).toBe(before);
  });
});

describe('a vote record from cast to withdrawal', () => {
  it('locks the tokens of a vote in the vault and counts them', async () => {
    const mint = await gov.mint('LUMEN');
    const vault = await gov.vaultOf(p.lumenOpen);
    const [vaultBefore, before] = [gov.balance(vault, mint), await gov.proposal('LUMEN', 2)];
    const written = await gov.write('vote', 'alice', {
      proposal: p.lumenOpen,
      side: 'yes',
      amount: String(5n * M),
    });
    expect(written).toMatchObject({
      proposal: p.lumenOpen,
      mint,
      governance: (await gov.governance('LUMEN')).governance.governance,
    });
    expect(gov.balance(gov.wallet('alice'), mint)).toBe(35n * M);
    expect(gov.balance(vault, mint)).toBe(vaultBefore + 5n * M);
    const after = await gov.proposal('LUMEN', 2);
    expect(BigInt(after.yesVotes) - BigInt(before.yesVotes)).toBe(5n * M);
    expect(after.participatingVoters).toBe(before.participatingVoters + 1);
    const tx = gov.ledger.transaction(written.signature);
    expect(tx?.meta.err).toBeNull();
    expect(tx?.message.accountKeys[0]).toBe(gov.wallet('alice'));
  });

  it('refuses a second active vote, then cancels and keeps the tokens locked', async () => {
    const again = await gov.post('vote', 'alice', { proposal: p.lumenOpen, side: 'no', amount: String(M) });
    expect(again.body.error).toBe('already_voted');
    await gov.write('cancelVote', 'alice', { proposal: p.lumenOpen });
    const { viewerVotes } = await gov.governance('LUMEN');
    expect(viewerVotes.find((v) => v.proposal === p.lumenOpen)).toMatchObject({
      active: false,
      withdrawn: false,
    });
    expect(gov.balance(gov.wallet('alice'), await gov.mint('LUMEN'))).toBe(35n * M);
    const second = await gov.post('cancelVote', 'alice', { proposal: p.lumenOpen });
    expect({ status: second.status, error: second.body.error }).toEqual({
      status: 422,
      error: 'vote_not_active',
    });
  });

  it('takes a new vote after a cancel, as a second receipt', async () => {
    await gov.write('vote', 'alice', { proposal: p.lumenOpen, side: 'no', amount: String(3n * M) });
    const mine = (await gov.governance('LUMEN')).viewerVotes.filter((v) => v.proposal === p.lumenOpen);
    expect(mine.map((v) => [v.side, v.amount, v.active])).toEqual([
      ['no', String(3n * M), true],
      ['yes', String(5n * M), false],
    ]);
  });

  it('closes voting when the clock passes votingEndsAtUnix', async () => {
    await gov.advance(3 * DAY);
    const late = await gov.post('vote', 'bob', { proposal: p.lumenOpen, side: 'yes', amount: String(M) });
    expect(late.body.error).toBe('proposal_closed');
    const cancel = await gov.post('cancelVote', 'alice', { proposal: p.lumenOpen });
    expect(cancel.body.error).toBe('proposal_closed');
  });

  it('settles permissionlessly: failed on turnout with five voters and 76% yes', async () => {
    await gov.write('settleProposal', 'bob', { proposal: p.lumenOpen });
    const settled = await gov.proposal('LUMEN', 2);
    expect(settled).toMatchObject({
      settled: true,
      outcome: 'failed',
      executed: false,
      participatingVoters: 5,
    });
    const rule = evaluatePassRule((await gov.governance('LUMEN')).governance, settled);
    expect([rule.voters.met, rule.approval.met, rule.participation.met]).toEqual([true, true, false]);
  });

  it('returns every locked token of the voter after settlement', async () => {
    const mint = await gov.mint('LUMEN');
    await gov.write('withdrawVote', 'alice', { proposal: p.lumenOpen });
    expect(gov.balance(gov.wallet('alice'), mint)).toBe(40n * M);
    const twice = await gov.post('withdrawVote', 'alice', { proposal: p.lumenOpen });
    expect(twice.body.error).toBe('vote_already_withdrawn');
  });

  it('withdraws a seeded vote back to its voter', async () => {
    const mint = await gov.mint('LUMEN');
    await gov.write('withdrawVote', 'alice', { proposal: p.lumenPassed });
    expect(gov.balance(gov.wallet('alice'), mint)).toBe(50n * M);
    expect((await gov.governance('LUMEN')).viewerVotes.every((v) => v.withdrawn)).toBe(true);
  });

  it('lets anyone trigger a withdrawal for another wallet; tokens go to the voter', async () => {
    const mint = await gov.mint('LUMEN');
    const voter = (await gov.ledger.keypair('voter:1')).address;
    const vault = await gov.vaultOf(p.lumenPassed);
    const vaultBefore = gov.balance(vault, mint);
    const bobBefore = gov.balance(gov.wallet('bob'), mint);
    await gov.write('withdrawVote', 'bob', { proposal: p.lumenPassed, voter });
    expect(gov.balance(voter, mint)).toBe(30n * M);
    expect(gov.balance(vault, mint)).toBe(vaultBefore - 30n * M);
    expect(gov.balance(gov.wallet('bob'), mint)).toBe(bobBefore);
  });
});
