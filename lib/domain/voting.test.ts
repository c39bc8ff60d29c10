import { describe, expect, it } from 'vitest';
import {
  accessProblem,
  cancelDecision,
  settleDecision,
  viewerStanding,
  VOTE_SCOPE,
  voteDecision,
  withdrawDecision,
  withdrawForOtherDecision,
} from './voting';
import {
  ALICE,
  availabilityInput as input,
  closed,
  proposal,
  settled,
  TOKEN,
  vote,
} from '@/test/support/fixtures/voting';

describe('viewerStanding', () => {
  it('sums locked and withdrawn tokens and finds the active vote', () => {
    const s = viewerStanding(proposal().proposal, [
      vote({ amount: '5', withdrawn: true, active: false }),
      vote({ amount: '7' }),
      vote({ proposal: 'x', amount: '100' }),
    ]);
    expect(s).toMatchObject({ locked: 7n, withdrawn: 5n, voted: true, pending: false, cancelled: false });
    expect(s.active?.amount).toBe('7');
  });
});

describe('what the connected person may do on a proposal', () => {
  const noScope = { scopes: [], wallet: null };

  it('says who may act at all: not connected, the voting scope missing, 1-click trading off', () => {
    expect(accessProblem(noScope)).toBe('connect');
    expect(accessProblem({ scopes: ['trade'], wallet: ALICE })).toBe('reconnect');
    expect(accessProblem({ scopes: [VOTE_SCOPE], wallet: ALICE, tradingEnabled: false })).toBe('trading');
    expect(accessProblem({ scopes: [VOTE_SCOPE], wallet: ALICE, tradingEnabled: null })).toBeNull();
  });

  it('lets a holder vote from the minimum up to the balance, and says why not otherwise', () => {
    expect(voteDecision(input())).toEqual({
      allowed: true,
      minimum: 1_000n * TOKEN,
      balance: 40_000_000n * TOKEN,
    });
    expect(voteDecision(input({ balance: 0n }))).toMatchObject({ refusal: { why: 'no_balance' } });
    expect(voteDecision(input({ balance: 5n }))).toMatchObject({
      refusal: { why: 'below_minimum', balance: 5n, minimum: 1_000n * TOKEN },
    });
    expect(voteDecision(input({ viewerVotes: [vote()] }))).toMatchObject({ refusal: { why: 'voted' } });
    expect(voteDecision(input({ proposal: closed() }))).toMatchObject({
      refusal: { why: 'awaiting_settlement' },
    });
    expect(voteDecision(input({ proposal: settled() }))).toMatchObject({ refusal: { why: 'settled' } });
    // The proposal's state comes before the connection: a closed proposal is closed for everyone.
    expect(voteDecision(input({ ...noScope, proposal: closed() }))).toMatchObject({
      refusal: { why: 'awaiting_settlement' },
    });
    expect(voteDecision(input(noScope))).toMatchObject({ refusal: { why: 'access', problem: 'connect' } });
  });

  it('cancels only an active confirmed vote while voting is open', () => {
    expect(cancelDecision(input({ viewerVotes: [vote()] }))).toMatchObject({ allowed: true });
    expect(cancelDecision(input())).toMatchObject({ refusal: { why: 'no_active_vote', cancelled: false } });
    expect(cancelDecision(input({ viewerVotes: [vote({ active: false })] }))).toMatchObject({
      refusal: { why: 'no_active_vote', cancelled: true },
    });
    expect(cancelDecision(input({ viewerVotes: [vote()], proposal: closed() }))).toMatchObject({
      refusal: { why: 'voting_ended' },
    });
  });

  it('withdraws what is still locked once the proposal is settled', () => {
    const votes = [vote({ amount: String(10_000n * TOKEN) })];
    expect(withdrawDecision(input({ viewerVotes: votes, proposal: settled() }))).toEqual({
      allowed: true,
      locked: 10_000n * TOKEN,
    });
    expect(withdrawDecision(input({ viewerVotes: votes }))).toMatchObject({
      refusal: { why: 'voting_open' },
    });
    expect(withdrawDecision(input({ viewerVotes: votes, proposal: closed() }))).toMatchObject({
      refusal: { why: 'awaiting_settlement' },
    });
    expect(withdrawDecision(input({ proposal: settled() }))).toMatchObject({ refusal: { why: 'not_voted' } });
    const returned = [vote({ withdrawn: true, active: false, amount: '7' })];
    expect(withdrawDecision(input({ viewerVotes: returned, proposal: settled() }))).toMatchObject({
      refusal: { why: 'already_withdrawn', withdrawn: 7n },
    });
  });

  it('settles once voting ended and before it is settled; anyone returns another voter’s tokens after', () => {
    expect(settleDecision(input({ proposal: closed() }))).toMatchObject({ allowed: true });
    expect(settleDecision(input())).toMatchObject({ refusal: { why: 'voting_open' } });
    expect(settleDecision(input({ proposal: settled() }))).toMatchObject({ refusal: { why: 'settled' } });
    expect(withdrawForOtherDecision(input({ proposal: settled() }))).toMatchObject({ allowed: true });
    expect(withdrawForOtherDecision(input({ proposal: closed() }))).toMatchObject({
      refusal: { why: 'awaiting_settlement' },
    });
  });
});
