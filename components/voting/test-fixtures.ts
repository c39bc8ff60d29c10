// Test fixtures of the voting panel: LUMEN-like governance, an open proposal, and votes.
import type { Governance, Proposal, Vote } from '@/lib/partner';
import type { AvailabilityInput } from './availability';

export const TOKEN = 1_000_000n;
export const NOW = 1_800_000_000n;
export const ALICE = 'A1iceWa11et1111111111111111111111111111111';

export function governance(overrides: Partial<Governance> = {}): Governance {
  return {
    governance: 'Gov1111111111111111111111111111111111111111',
    mint: 'Mint111111111111111111111111111111111111111',
    metadata: 'Meta111111111111111111111111111111111111111',
    creator: 'Crea111111111111111111111111111111111111111',
    totalSupply: String(1_000_000_000n * TOKEN),
    createdAtUnix: String(NOW - 30n * 86_400n),
    mutableUntilUnix: String(NOW + 20n * 86_400n),
    minVoterCount: 5,
    minLockAmount: String(1_000n * TOKEN),
    minParticipatingSupplyBps: 1500,
    approvalBps: 6600,
    proposalBondBps: 150,
    finalized: false,
    contentRevision: '1',
    mutabilityExtended: false,
    nameLocked: false,
    symbolLocked: false,
    imageLocked: false,
    descriptionLocked: false,
    websiteLocked: false,
    twitterLocked: false,
    telegramLocked: false,
    ...overrides,
  };
}

export function proposal(overrides: Partial<Proposal> = {}): Proposal {
  return {
    proposal: 'Prop111111111111111111111111111111111111111',
    governance: 'Gov1111111111111111111111111111111111111111',
    proposer: 'Voter11111111111111111111111111111111111111',
    proposalIndex: '2',
    baseContentRevision: '1',
    actionKind: 'update_content',
    actionName: null,
    actionSymbol: null,
    actionUri: null,
    actionAdditionalSeconds: null,
    changedName: false,
    changedSymbol: false,
    changedImage: false,
    changedDescription: false,
    changedWebsite: false,
    changedTwitter: true,
    changedTelegram: false,
    createdAtUnix: String(NOW - 3_600n),
    votingEndsAtUnix: String(NOW + 7_380n),
    proposalBondAmount: String(15_000_000n * TOKEN),
    proposalBondWithdrawn: false,
    yesVotes: String(39_000_000n * TOKEN),
    noVotes: String(9_000_000n * TOKEN),
    participatingSupply: String(48_000_000n * TOKEN),
    participatingVoters: 4,
    outcome: 'pending',
    executed: false,
    settled: false,
    metadataUpdated: false,
    signature: 'Sig',
    blockTime: '2027-01-15T07:00:00.000Z',
    ...overrides,
  };
}

/** The proposal after its end: closed, not settled. */
export const closed = (overrides: Partial<Proposal> = {}) =>
  proposal({ votingEndsAtUnix: String(NOW - 60n), ...overrides });

/** The proposal settled (failed unless overridden). */
export const settled = (overrides: Partial<Proposal> = {}) =>
  closed({ settled: true, outcome: 'failed', ...overrides });

export function vote(overrides: Partial<Vote> = {}): Vote {
  return {
    proposal: 'Prop111111111111111111111111111111111111111',
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
