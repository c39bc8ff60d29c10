// Test fixtures of the voting panel: LUMEN-like governance, an open proposal, and votes.
import type { Governance, Proposal, Vote } from '@/lib/partner';
import {
  governance as baseGovernance,
  NOW,
  proposal as baseProposal,
} from '@/components/governance/test-fixtures';
import type { AvailabilityInput } from './availability';

export const TOKEN = 1_000_000n;
export { NOW };
export const ALICE = 'A1iceWa11et1111111111111111111111111111111';

const GOVERNANCE = 'Gov1111111111111111111111111111111111111111';
const PROPOSAL = 'Prop111111111111111111111111111111111111111';

/** The governance fixture of components/governance, under this folder's addresses. */
export function governance(overrides: Partial<Governance> = {}): Governance {
  return baseGovernance({
    governance: GOVERNANCE,
    mint: 'Mint111111111111111111111111111111111111111',
    metadata: 'Meta111111111111111111111111111111111111111',
    creator: 'Crea111111111111111111111111111111111111111',
    ...overrides,
  });
}

/** LUMEN's open proposal #2: 4 voters, 48,000,000 tokens taking part, 81.25% yes. */
export function proposal(overrides: Partial<Proposal> = {}): Proposal {
  return baseProposal(2, {
    proposal: PROPOSAL,
    governance: GOVERNANCE,
    proposer: 'Voter11111111111111111111111111111111111111',
    baseContentRevision: '1',
    changedDescription: false,
    changedTwitter: true,
    createdAtUnix: String(NOW - 3_600n),
    votingEndsAtUnix: String(NOW + 7_380n),
    yesVotes: String(39_000_000n * TOKEN),
    noVotes: String(9_000_000n * TOKEN),
    participatingSupply: String(48_000_000n * TOKEN),
    participatingVoters: 4,
    signature: 'Sig',
    blockTime: '2027-01-15T07:00:00.000Z',
    ...overrides,
  });
}

/** The proposal after its end: closed, not settled. */
export const closed = (overrides: Partial<Proposal> = {}) =>
  proposal({ votingEndsAtUnix: String(NOW - 60n), ...overrides });

/** The proposal settled (failed unless overridden). */
export const settled = (overrides: Partial<Proposal> = {}) =>
  closed({ settled: true, outcome: 'failed', ...overrides });

export function vote(overrides: Partial<Vote> = {}): Vote {
  return {
    proposal: PROPOSAL,
    voter: ALICE,
    side: 'yes',
    amount: String(10_000n * TOKEN),
    countedAsVoter: true,
    active: true,
    withdrawn: false,
    signature: 'VoteSig',
    blockTime: '2027-01-15T07:30:00.000Z',
    ...overrides,
  };
}

/** Availability input for alice on the open proposal, holding 40,000,000 LUMEN, with the vote permission. */
export function availabilityInput(overrides: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    governance: governance(),
    proposal: proposal(),
    viewerVotes: [],
    nowUnix: NOW,
    scopes: ['profile:read', 'governance:vote'],
    wallet: ALICE,
    balance: 40_000_000n * TOKEN,
    symbol: 'LUMEN',
    formatDate: (unix) => `<${unix}>`,
    ...overrides,
  };
}
