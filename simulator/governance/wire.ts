// Wire shapes of the spec's Governance, Proposal and Vote objects: amounts and `...Unix` as strings,
// `blockTime` as ISO 8601.
import type { Governance, Proposal, Vote } from '@/lib/partner';
import type { GovernanceState, GovernanceStore, ProposalState, VoteState } from './state';

export function isoTime(unix: bigint): string {
  return new Date(Number(unix) * 1000).toISOString();
}

export function governanceJson(g: GovernanceState): Governance {
  return {
    governance: g.governance,
    mint: g.mint,
    metadata: g.metadata,
    creator: g.creator,
    totalSupply: g.totalSupply.toString(),
    createdAtUnix: g.createdAtUnix.toString(),
    mutableUntilUnix: g.mutableUntilUnix.toString(),
    minVoterCount: g.minVoterCount,
    minLockAmount: g.minLockAmount.toString(),
    minParticipatingSupplyBps: g.minParticipatingSupplyBps,
    approvalBps: g.approvalBps,
    proposalBondBps: g.proposalBondBps,
    finalized: g.finalizedBy !== null,
    contentRevision: g.contentRevision.toString(),
    mutabilityExtended: g.mutabilityExtended,
    nameLocked: g.locked.name,
    symbolLocked: g.locked.symbol,
    imageLocked: g.locked.image,
    descriptionLocked: g.locked.description,
    websiteLocked: g.locked.website,
    twitterLocked: g.locked.twitter,
    telegramLocked: g.locked.telegram,
  };
}

function actionFields(p: ProposalState) {
  const a = p.action;
  const content = a.kind === 'update_content' ? a : null;
  return {
    actionKind: a.kind,
    actionName: content ? content.content.name : null,
    actionSymbol: content ? content.content.symbol : null,
    actionUri: content ? content.content.uri : null,
    actionAdditionalSeconds: a.kind === 'extend_mutability' ? a.additionalSeconds.toString() : null,
    changedName: content?.changed.name ?? false,
    changedSymbol: content?.changed.symbol ?? false,
    changedImage: content?.changed.image ?? false,
    changedDescription: content?.changed.description ?? false,
    changedWebsite: content?.changed.website ?? false,
    changedTwitter: content?.changed.twitter ?? false,
    changedTelegram: content?.changed.telegram ?? false,
  };
}

export function proposalJson(store: GovernanceStore, p: ProposalState): Proposal {
  const tally = store.tally(p.proposal);
  return {
    proposal: p.proposal,
    governance: p.governance,
    proposer: p.proposer,
    proposalIndex: p.proposalIndex.toString(),
    baseContentRevision: p.baseContentRevision.toString(),
    ...actionFields(p),
    createdAtUnix: p.createdAtUnix.toString(),
    votingEndsAtUnix: p.votingEndsAtUnix.toString(),
    proposalBondAmount: p.bondAmount.toString(),
    proposalBondWithdrawn: p.bondWithdrawn,
    yesVotes: tally.yesVotes.toString(),
    noVotes: tally.noVotes.toString(),
    participatingSupply: tally.participatingSupply.toString(),
    participatingVoters: tally.participatingVoters,
    outcome: p.outcome,
    executed: p.executed,
    settled: p.settled,
    metadataUpdated: p.metadataUpdated,
    signature: p.signature,
    blockTime: isoTime(p.blockTimeUnix),
  };
}

export function voteJson(v: VoteState): Vote {
  return {
    proposal: v.proposal,
    voter: v.voter,
    side: v.side,
    amount: v.amount.toString(),
    countedAsVoter: v.countedAsVoter,
    active: v.active,
    withdrawn: v.withdrawn,
    signature: v.signature,
    blockTime: isoTime(v.blockTimeUnix),
  };
}
