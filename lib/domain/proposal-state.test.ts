import { describe, expect, it } from 'vitest';
import { proposalState, type ProposalStateInput } from './proposal-state';

const governance = {
  totalSupply: '1000',
  minVoterCount: 2,
  minParticipatingSupplyBps: 1500,
  approvalBps: 6600,
};
const passing = { yesVotes: '150', noVotes: '0', participatingSupply: '150', participatingVoters: 2 };
const failing = { yesVotes: '100', noVotes: '0', participatingSupply: '100', participatingVoters: 2 };

function input(overrides: Partial<ProposalStateInput>): ProposalStateInput {
  return {
    ...passing,
    settled: false,
    executed: false,
    outcome: 'pending',
    votingEndsAtUnix: '1000',
    ...overrides,
  };
}

describe('proposalState', () => {
  it.each([
    ['open before the end', input({}), 999n, 'open', 1n],
    ['awaiting settlement at the end', input({}), 1000n, 'awaiting_settlement', 0n],
    ['executed', input({ settled: true, executed: true, outcome: 'passed' }), 2000n, 'executed', 0n],
    ['passed but not applied', input({ settled: true, outcome: 'passed' }), 2000n, 'passed', 0n],
    ['failed', input({ ...failing, settled: true, outcome: 'failed' }), 2000n, 'failed', 0n],
  ] as const)('%s', (_name, proposal, now, phase, secondsLeft) => {
    expect(proposalState(proposal, governance, now)).toMatchObject({ phase, secondsLeft, rawOutcome: null });
  });

  it('derives the phase from the pass rule and keeps an unknown outcome as it is', () => {
    const passed = proposalState(input({ settled: true, outcome: 'quorum_met_v2' }), governance, 2000n);
    expect(passed).toMatchObject({ phase: 'passed', rawOutcome: 'quorum_met_v2' });
    const failed = proposalState(input({ ...failing, settled: true, outcome: 'weird' }), governance, 2000n);
    expect(failed).toMatchObject({ phase: 'failed', rawOutcome: 'weird' });
    expect(failed.rule.participation.met).toBe(false);
  });
});
