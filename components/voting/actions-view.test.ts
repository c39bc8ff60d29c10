import { describe, expect, it } from 'vitest';
import { actionsView } from './actions-view';
import { availabilityInput as input, closed, settled, vote } from '@/test/support/fixtures/voting';

describe('actionsView (the row’s one action and line)', () => {
  it('offers Vote on an open proposal the person has not voted on', () => {
    expect(actionsView(input())).toMatchObject({
      primary: 'vote',
      line: expect.stringMatching(/^Lock from/),
    });
  });

  it('offers cancel/change once voted, saying how to change it', () => {
    expect(actionsView(input({ viewerVotes: [vote()] }))).toMatchObject({
      primary: 'cancel',
      line: 'To change your vote, cancel it and vote again; its tokens stay locked until settlement.',
    });
  });

  it('offers nothing but the reason when voting is not possible, with its fix', () => {
    expect(actionsView(input({ balance: 0n }))).toMatchObject({
      primary: null,
      line: 'You hold no LUMEN, so you have nothing to vote with.',
      why: { available: false, fix: null },
    });
    expect(actionsView(input({ proposal: closed(), scopes: ['profile:read'] }))).toMatchObject({
      primary: null,
      line: 'Reconnect and allow voting to settle it.',
      why: { fix: 'reconnect' },
    });
    expect(actionsView(input()).why).toBeNull();
  });

  it('offers Settle once closed, Withdraw once settled', () => {
    expect(actionsView(input({ proposal: closed() }))).toMatchObject({ primary: 'settle' });
    expect(actionsView(input({ proposal: settled(), viewerVotes: [vote()] }))).toMatchObject({
      primary: 'withdraw',
      line: 'Settled — withdraw your locked 10,000 LUMEN.',
    });
    expect(actionsView(input({ proposal: settled() }))).toMatchObject({
      primary: null,
      line: 'Settled; nothing for you to do here.',
      why: null,
    });
  });
});
