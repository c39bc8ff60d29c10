import { describe, expect, it } from 'vitest';
import type { Vote } from '@/lib/partner';
import {
  cancelAvailability,
  settleAvailability,
  voteAvailability,
  withdrawAvailability,
  votingAccessNotice,
  withdrawForOtherAvailability,
} from './availability';
import {
  availabilityInput as input,
  ALICE,
  closed,
  NOW,
  proposal,
  settled,
  TOKEN,
  vote,
} from '@/test/support/fixtures/voting';

const pending = (overrides: Partial<Vote> = {}) =>
  ({ ...vote({ signature: 'pending:vote-1', ...overrides }), pending: true }) as Vote;

describe('voteAvailability', () => {
  it('is available on an open proposal, naming the range to lock', () => {
    expect(voteAvailability(input())).toEqual({
      available: true,
      label: 'Vote',
      hint: 'Lock from 1,000 LUMEN up to the 40,000,000 LUMEN you hold until the proposal is settled.',
    });
    expect(voteAvailability(input({ balance: null, symbol: null }))).toMatchObject({
      available: true,
      hint: 'Lock at least 1,000 tokens until the proposal is settled.',
    });
  });

  it('says voting ended and asks to settle once the end passed', () => {
    const ends = BigInt(closed().votingEndsAtUnix);
    expect(voteAvailability(input({ proposal: closed() }))).toEqual({
      available: false,
      reason: `Voting ended on <${ends}>; settle it so its result applies.`,
      fix: 'settle',
    });
    expect(voteAvailability(input({ proposal: settled() }))).toMatchObject({
      available: false,
      reason: `Voting ended on <${ends}>; it is settled.`,
      fix: null,
    });
  });

  it('treats the end second itself as closed', () => {
    const p = proposal({ votingEndsAtUnix: String(NOW) });
    expect(voteAvailability(input({ proposal: p }))).toMatchObject({ available: false, fix: 'settle' });
  });

  it('says how the person voted and how to change it', () => {
    expect(voteAvailability(input({ viewerVotes: [vote()] }))).toEqual({
      available: false,
      reason: 'You voted yes with 10,000 LUMEN. To change it, cancel and vote again.',
      fix: 'cancel',
    });
  });

  it('says a vote on its way is waiting for confirmation', () => {
    expect(voteAvailability(input({ viewerVotes: [pending({ side: 'no' })] }))).toMatchObject({
      available: false,
      reason: 'Your vote (no with 10,000 LUMEN) is waiting for confirmation.',
    });
  });

  it('ignores votes on other proposals and cancelled votes', () => {
    const other = vote({ proposal: 'Other' });
    const cancelled = vote({ active: false });
    expect(voteAvailability(input({ viewerVotes: [other, cancelled] })).available).toBe(true);
  });

  it('asks to reconnect without the vote permission, and to connect when not connected', () => {
    expect(voteAvailability(input({ scopes: ['profile:read'] }))).toEqual({
      available: false,
      reason: 'Reconnect and allow voting to vote.',
      fix: 'reconnect',
    });
    expect(voteAvailability(input({ scopes: [], wallet: null }))).toMatchObject({
      reason: 'Connect your account to vote.',
      fix: 'connect',
    });
  });

  it('says when the person holds none, or less than the minimum', () => {
    expect(voteAvailability(input({ balance: 0n }))).toMatchObject({
      available: false,
      reason: 'You hold no LUMEN, so you have nothing to vote with.',
    });
    expect(voteAvailability(input({ balance: 500n * TOKEN }))).toMatchObject({
      available: false,
      reason: 'You hold 500 LUMEN; a vote locks at least 1,000 LUMEN.',
    });
    expect(voteAvailability(input({ balance: 1_000n * TOKEN })).available).toBe(true);
  });
});

describe('cancelAvailability', () => {
  it('is available for an active vote while open, saying the tokens stay locked', () => {
    expect(cancelAvailability(input({ viewerVotes: [vote()] }))).toEqual({
      available: true,
      label: 'Cancel or change my vote',
      hint: 'Your 10,000 LUMEN stay locked until settlement.',
    });
  });

  it('explains why not: no vote, cancelled, pending, closed, no permission', () => {
    expect(cancelAvailability(input())).toMatchObject({ reason: 'You have no active vote to cancel.' });
    expect(cancelAvailability(input({ viewerVotes: [vote({ active: false })] }))).toMatchObject({
      reason: 'You cancelled your vote; nothing to cancel.',
    });
    expect(cancelAvailability(input({ viewerVotes: [pending()] }))).toMatchObject({
      reason: 'Your vote is waiting for confirmation; it can be cancelled once confirmed.',
    });
    expect(cancelAvailability(input({ viewerVotes: [vote()], proposal: closed() }))).toMatchObject({
      reason: expect.stringMatching(/^Voting ended on <\d+>, so your vote can no longer be cancelled\.$/),
    });
    expect(cancelAvailability(input({ viewerVotes: [vote()], scopes: [] }))).toMatchObject({
      reason: 'Reconnect and allow voting to cancel your vote.',
      fix: 'reconnect',
    });
  });
});

describe('withdrawAvailability', () => {
  const votes = [vote({ active: false, amount: String(5_000n * TOKEN) }), vote()];

  it('is available after settlement, summing every unwithdrawn vote (cancelled ones too)', () => {
    expect(withdrawAvailability(input({ proposal: settled(), viewerVotes: votes }))).toEqual({
      available: true,
      label: 'Withdraw 15,000 LUMEN',
      hint: 'Settled — withdraw your locked 15,000 LUMEN.',
    });
  });

  it('explains why not: no vote, already withdrawn, still open, awaiting settlement, no permission', () => {
    expect(withdrawAvailability(input({ proposal: settled() }))).toMatchObject({
      reason: 'You did not vote on this proposal, so nothing is locked.',
    });
    expect(
      withdrawAvailability(input({ proposal: settled(), viewerVotes: [vote({ withdrawn: true })] })),
    ).toMatchObject({ reason: 'Nothing to withdraw: your 10,000 LUMEN were already returned.' });
    expect(withdrawAvailability(input({ viewerVotes: votes }))).toMatchObject({
      reason: 'Withdraw after the proposal is settled; voting is still open for 2 hours 3 minutes.',
    });
    expect(withdrawAvailability(input({ proposal: closed(), viewerVotes: votes }))).toMatchObject({
      reason: 'Withdraw after the proposal is settled. Settle it first; anyone can.',
      fix: 'settle',
    });
    expect(
      withdrawAvailability(input({ proposal: settled(), viewerVotes: votes, scopes: ['profile:read'] })),
    ).toMatchObject({ reason: 'Reconnect and allow voting to withdraw.', fix: 'reconnect' });
  });

  it('does not count a pending vote as locked', () => {
    expect(withdrawAvailability(input({ proposal: settled(), viewerVotes: [pending()] }))).toMatchObject({
      available: false,
      reason: 'You did not vote on this proposal, so nothing is locked.',
    });
  });
});

describe('withdrawForOtherAvailability', () => {
  it('is open to anyone once settled, whether or not they voted', () => {
    expect(withdrawForOtherAvailability(input({ proposal: settled() }))).toMatchObject({ available: true });
  });

  it('says why not before settlement, and without the permission', () => {
    expect(withdrawForOtherAvailability(input())).toMatchObject({ available: false, fix: null });
    expect(withdrawForOtherAvailability(input({ proposal: closed() }))).toMatchObject({
      reason:
        'Available once the proposal is settled: then anyone can return a voter’s locked tokens to them.',
      fix: 'settle',
    });
    expect(
      withdrawForOtherAvailability(input({ proposal: settled(), scopes: [], wallet: ALICE })),
    ).toMatchObject({
      reason: 'Reconnect and allow voting to withdraw for another wallet.',
    });
  });
});

describe('settleAvailability', () => {
  it('is a call to action for anyone once voting closed', () => {
    expect(settleAvailability(input({ proposal: closed(), viewerVotes: [] }))).toEqual({
      available: true,
      label: 'Settle this proposal',
      hint: 'Settle this proposal — anyone can; it applies the result.',
    });
  });

  it('says how long voting is still open', () => {
    expect(settleAvailability(input())).toMatchObject({
      available: false,
      reason: 'Voting is still open for 2 hours 3 minutes; it can be settled once voting ends.',
    });
  });

  it('says it is already settled, and how it ended', () => {
    expect(settleAvailability(input({ proposal: settled() }))).toMatchObject({
      reason: 'Already settled: it failed.',
    });
    expect(
      settleAvailability(input({ proposal: settled({ outcome: 'passed', executed: true }) })),
    ).toMatchObject({ reason: 'Already settled: it passed and its change was applied.' });
    expect(settleAvailability(input({ proposal: settled({ outcome: 'passed' }) }))).toMatchObject({
      reason: 'Already settled: it passed, but its change could not be applied.',
    });
  });

  it('asks to reconnect without the vote permission', () => {
    expect(settleAvailability(input({ proposal: closed(), scopes: ['profile:read'] }))).toMatchObject({
      reason: 'Reconnect and allow voting to settle it.',
      fix: 'reconnect',
    });
  });
});

describe('access before any dialog: permission and 1-click trading', () => {
  it('names 1-click trading off in the actions and in the page notice, with the fix', () => {
    const off = input({ tradingEnabled: false });
    expect(voteAvailability(off)).toMatchObject({
      available: false,
      reason: expect.stringContaining('1-click trading is off for your wallet'),
      fix: 'trading',
    });
    expect(settleAvailability(input({ tradingEnabled: false, proposal: closed() }))).toMatchObject({
      available: false,
      fix: 'trading',
    });
    expect(votingAccessNotice(off)).toMatchObject({
      title: '1-click trading is off for your wallet',
      fix: 'trading',
    });
  });

  it('says nothing when trading is on or not known (the service checks it)', () => {
    expect(voteAvailability(input({ tradingEnabled: true })).available).toBe(true);
    expect(voteAvailability(input({ tradingEnabled: null })).available).toBe(true);
    expect(votingAccessNotice(input({ tradingEnabled: null }))).toBeNull();
  });

  it('asks to reconnect when the voting permission is missing, to connect when not connected', () => {
    expect(votingAccessNotice(input({ scopes: ['profile:read'] }))).toMatchObject({
      title: 'Voting is not allowed for this connection',
      body: expect.stringContaining('governance:vote'),
      fix: 'reconnect',
    });
    expect(votingAccessNotice(input({ scopes: [], wallet: null }))).toMatchObject({ fix: 'connect' });
  });
});
