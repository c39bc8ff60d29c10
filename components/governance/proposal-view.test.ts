import { describe, expect, it } from 'vitest';
import { proposalState } from '@/lib/domain';
import { myVoteLines, progressLine, stateView, tallyView } from './proposal-view';
import { governance, NOW, PROPOSALS, proposal, vote } from '@/test/support/fixtures/governance';

const gov = governance();

describe('stateView', () => {
  it('shows an open proposal with time left', () => {
    const p = proposal(2, { votingEndsAtUnix: String(NOW + 2n * 3600n + 300n) });
    expect(stateView(proposalState(p, gov, NOW), p)).toEqual({
      label: 'Open',
      tone: 'info',
      detail: '2 hours 5 minutes left to vote',
      rawOutcome: null,
    });
  });

  it('shows a closed proposal waiting for settlement', () => {
    const p = proposal(1, { votingEndsAtUnix: String(NOW - 1n) });
    expect(stateView(proposalState(p, gov, NOW), p)).toMatchObject({
      label: 'Closed, awaiting settlement',
      tone: 'warning',
    });
  });

  it('explains a failure on turnout', () => {
    const p = proposal(1, {
      settled: true,
      outcome: 'failed',
      votingEndsAtUnix: String(NOW - 100n),
      yesVotes: '40180000000000',
      noVotes: '820000000000',
      participatingSupply: '41000000000000',
      participatingVoters: 6,
    });
    const view = stateView(proposalState(p, gov, NOW), p);
    expect(view.label).toBe('Failed');
    expect(view.tone).toBe('danger');
    expect(view.detail).toBe('Failed: 4.1% of supply took part, 15% needed, although 98% voted yes.');
  });

  it('separates executed from passed but not applied', () => {
    const tally = {
      settled: true,
      outcome: 'passed',
      votingEndsAtUnix: String(NOW - 100n),
      yesVotes: '200000000000000',
      noVotes: '0',
      participatingSupply: '200000000000000',
      participatingVoters: 7,
    };
    const executed = proposal(0, { ...tally, executed: true, metadataUpdated: true });
    expect(stateView(proposalState(executed, gov, NOW), executed)).toMatchObject({ label: 'Executed' });
    expect(stateView(proposalState(executed, gov, NOW), executed).detail).toMatch(/applied\.$/);
    const passed = proposal(0, tally);
    expect(stateView(proposalState(passed, gov, NOW), passed).detail).toMatch(/Not applied on-chain\.$/);
  });

  it('keeps an unknown outcome as it is', () => {
    const p = proposal(0, { settled: true, outcome: 'vetoed', votingEndsAtUnix: String(NOW - 100n) });
    expect(stateView(proposalState(p, gov, NOW), p).rawOutcome).toBe('vetoed');
  });
});

describe('tallyView', () => {
  it('gives shares of the weight cast', () => {
    const view = tallyView({ yesVotes: '40180000000000', noVotes: '820000000000' }, gov);
    expect(view.yesBps).toBe(9800n);
    expect(view.noBps).toBe(200n);
    expect(view.text).toBe('Yes 40.18M (98%) · No 820K (2%)');
  });

  it('says when nothing is cast', () => {
    expect(tallyView({ yesVotes: '0', noVotes: '0' }, gov)).toMatchObject({
      yesBps: 0n,
      noBps: 0n,
      text: 'No votes yet',
    });
  });
});

describe('myVoteLines', () => {
  it('is null without a vote', () => {
    expect(myVoteLines(proposal(2), [vote(PROPOSALS[0])])).toBeNull();
  });

  it('lists the active vote first, then cancelled and withdrawn ones', () => {
    const votes = [
      vote(PROPOSALS[2], { active: false, side: 'no', amount: '1000000000' }),
      vote(PROPOSALS[2], { amount: '10000000000' }),
    ];
    expect(myVoteLines(proposal(2), votes)).toEqual([
      'You voted yes with 10,000 tokens',
      'You cancelled a no vote of 1,000 tokens (still locked)',
    ]);
    expect(myVoteLines(proposal(0), [vote(PROPOSALS[0], { withdrawn: true, amount: '500000' })])).toEqual([
      'You voted yes with 0.5 tokens (withdrawn)',
    ]);
  });
});

describe('progressLine', () => {
  it('shows voters and turnout against their thresholds', () => {
    const p = proposal(1, { participatingSupply: '41000000000000', participatingVoters: 6 });
    expect(progressLine(proposalState(p, gov, NOW).rule)).toBe(
      '6 qualifying voters (5 needed) · 4.1% of supply took part (15% needed)',
    );
    const one = proposal(1, { participatingVoters: 1 });
    expect(progressLine(proposalState(one, gov, NOW).rule)).toMatch(/^1 qualifying voter \(5 needed\)/);
  });
});
