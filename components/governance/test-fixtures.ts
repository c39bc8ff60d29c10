// Governance, proposals and votes for unit tests of this folder (shaped like the simulator's LUMEN).
import type { Governance, Proposal, Vote } from '@/lib/partner';

export const NOW = 1_800_000_000n;
export const MINT = '6hM7wykUyeKNsYCWxcV35nXa4z95BicE9v7CtzZWyiht';
export const WALLET = '4741w986omEfSw4J9pogxtAFpZR1HTUhKXB7yZDMPTm5';
const ADDR = '8RFjRZ3JFg5wpbMndTBfZCBxCJzPwcTxHVcV8rTb1FjC';

export function governance(patch: Partial<Governance> = {}): Governance {
  return {
    governance: ADDR,
    mint: MINT,
    metadata: '42VBVctH9SXYMzELiqnqGw7duDJVWtG8J3H5b8US5j7Z',
    creator: WALLET,
    totalSupply: '1000000000000000',
    createdAtUnix: String(NOW - 30n * 86_400n),
    mutableUntilUnix: String(NOW + 20n * 86_400n),
    minVoterCount: 5,
    minLockAmount: '1000000000',
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
    ...patch,
  };
}

/** Proposal addresses by index (valid base58 of 32 bytes). */
export const PROPOSALS = [
  '9yPZXQE6SLQJez13dDWuHVCA3GMyTGgA8gTtcdhmtRJZ',
  '2zTCtM7JVxixuzVUDMCntyWWPsaWMpSqNkWSByortXrZ',
  'DyKVEeLxbksFSy5v19K5v9iQ1aEVxCkjKxbG2R5cpnpv',
  '31ZJu2nACbA3nr8G9iTux4jWEzQBoH24MdrEYFtxbudY',
] as const;

export function proposal(index: number, patch: Partial<Proposal> = {}): Proposal {
  return {
    proposal: PROPOSALS[index] ?? PROPOSALS[0],
    governance: ADDR,
    proposer: WALLET,
    proposalIndex: String(index),
    baseContentRevision: '0',
    actionKind: 'update_content',
    actionName: null,
    actionSymbol: null,
    actionUri: null,
    actionAdditionalSeconds: null,
    changedName: false,
    changedSymbol: false,
    changedImage: false,
    changedDescription: true,
    changedWebsite: false,
    changedTwitter: false,
    changedTelegram: false,
    createdAtUnix: String(NOW - 3600n),
    votingEndsAtUnix: String(NOW + 3600n),
    proposalBondAmount: '15000000000000',
    proposalBondWithdrawn: false,
    yesVotes: '0',
    noVotes: '0',
    participatingSupply: '0',
    participatingVoters: 0,
    outcome: 'pending',
    executed: false,
    settled: false,
    metadataUpdated: false,
    signature: 'sig',
    blockTime: '2027-01-15T08:00:00Z',
    ...patch,
  };
}

export function vote(proposalAddress: string, patch: Partial<Vote> = {}): Vote {
  return {
    proposal: proposalAddress,
    voter: WALLET,
    side: 'yes',
    amount: '10000000000000',
    countedAsVoter: true,
    active: true,
    withdrawn: false,
    signature: 'sig',
    blockTime: '2027-01-15T08:00:00Z',
    ...patch,
  };
}
