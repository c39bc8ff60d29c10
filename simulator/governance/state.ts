// In-memory governance state of one world: governances by mint, proposals and votes by address. Amounts
// are bigint; the wire shapes are built in wire.ts. The tally of a proposal is derived from its votes, so
// it can never drift from them.
import type { Address, KeyPairSigner } from '@solana/kit';
import type { KnownOutcome, VoteSide } from '@/lib/partner';
import type { TokenMetadata } from '../core/types';

/** The seven metadata fields, each with its own permanent lock and change flag. */
export const CONTENT_FIELDS = [
  'name',
  'symbol',
  'image',
  'description',
  'website',
  'twitter',
  'telegram',
] as const;
export type ContentField = (typeof CONTENT_FIELDS)[number];
export type FieldFlags = Record<ContentField, boolean>;

export function noFields(): FieldFlags {
  return Object.fromEntries(CONTENT_FIELDS.map((f) => [f, false])) as FieldFlags;
}

/** Which fields differ between two versions of the metadata. */
export function changedFields(current: TokenMetadata, proposed: TokenMetadata): FieldFlags {
  return Object.fromEntries(CONTENT_FIELDS.map((f) => [f, proposed[f] !== current[f]])) as FieldFlags;
}

export interface GovernanceParams {
  minVoterCount: number;
  minLockAmount: bigint;
  minParticipatingSupplyBps: number;
  approvalBps: number;
  proposalBondBps: number;
}

/**
 * `finalizedBy`: `vote` once a finalize-metadata proposal passed, `expiry` once finalize-expired recorded a
 * lapsed window; either makes the wire field `finalized` true.
 */
export interface GovernanceState extends GovernanceParams {
  governance: Address;
  mint: Address;
  metadata: Address;
  creator: Address;
  totalSupply: bigint;
  createdAtUnix: bigint;
  mutableUntilUnix: bigint;
  finalizedBy: 'vote' | 'expiry' | null;
  contentRevision: bigint;
  mutabilityExtended: boolean;
  locked: FieldFlags;
  /** Proposals created so far; the next proposal's index. */
  proposalCount: bigint;
}

export type ProposalAction =
  | { kind: 'update_content'; content: TokenMetadata; changed: FieldFlags }
  | { kind: 'extend_mutability'; additionalSeconds: bigint }
  | { kind: 'finalize_metadata' };

export interface ProposalState {
  proposal: Address;
  governance: Address;
  mint: Address;
  proposer: Address;
  proposalIndex: bigint;
  baseContentRevision: bigint;
  action: ProposalAction;
  createdAtUnix: bigint;
  votingEndsAtUnix: bigint;
  /** Owner of the token account holding this proposal's bond and vote locks. */
  vault: KeyPairSigner;
  bondAmount: bigint;
  bondWithdrawn: boolean;
  outcome: KnownOutcome;
  settled: boolean;
  executed: boolean;
  metadataUpdated: boolean;
  signature: string;
  blockTimeUnix: bigint;
}

/**
 * A proposal as it is created: the governance's next index and current content revision, open, its bond
 * locked, nothing settled yet. `blockTimeUnix` is its creation time.
 */
export function newProposal(
  governance: GovernanceState,
  created: Pick<
    ProposalState,
    | 'proposal'
    | 'proposer'
    | 'action'
    | 'createdAtUnix'
    | 'votingEndsAtUnix'
    | 'vault'
    | 'bondAmount'
    | 'signature'
  >,
): ProposalState {
  return {
    ...created,
    governance: governance.governance,
    mint: governance.mint,
    proposalIndex: governance.proposalCount,
    baseContentRevision: governance.contentRevision,
    bondWithdrawn: false,
    outcome: 'pending',
    settled: false,
    executed: false,
    metadataUpdated: false,
    blockTimeUnix: created.createdAtUnix,
  };
}

export interface VoteState {
  proposal: Address;
  voter: Address;
  side: VoteSide;
  amount: bigint;
  countedAsVoter: boolean;
  active: boolean;
  withdrawn: boolean;
  signature: string;
  blockTimeUnix: bigint;
  /** Order of casting, for "earliest first" among equal stakes. */
  seq: number;
}

export interface Tally {
  yesVotes: bigint;
  noVotes: bigint;
  participatingSupply: bigint;
  participatingVoters: number;
}

/** Voting is open until `votingEndsAtUnix` (exclusive) and never after settlement. */
export function votingOpen(proposal: ProposalState, nowUnix: bigint): boolean {
  return !proposal.settled && nowUnix < proposal.votingEndsAtUnix;
}

export class GovernanceStore {
  readonly byMint = new Map<string, GovernanceState>();
  readonly proposals = new Map<string, ProposalState>();
  readonly #votes = new Map<string, VoteState[]>();
  #seq = 0;
  #queue: Promise<unknown> = Promise.resolve();

  /** Runs governance writes one at a time, so a check and the state change after its transaction pair up. */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(work);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  addGovernance(governance: GovernanceState): void {
    this.byMint.set(governance.mint, governance);
  }

  addProposal(proposal: ProposalState): void {
    this.proposals.set(proposal.proposal, proposal);
    this.#votes.set(proposal.proposal, []);
  }

  addVote(vote: Omit<VoteState, 'seq'>): VoteState {
    const record = { ...vote, seq: this.#seq++ };
    this.#votes.get(vote.proposal)?.push(record);
    return record;
  }

  /** Votes of a proposal in casting order (cancelled and withdrawn ones included). */
  votesOf(proposal: string): readonly VoteState[] {
    return this.#votes.get(proposal) ?? [];
  }

  votesBy(proposal: string, voter: string): VoteState[] {
    return this.votesOf(proposal).filter((v) => v.voter === voter);
  }

  /** Proposals of a governance, newest first. */
  proposalsOf(governance: GovernanceState): ProposalState[] {
    return [...this.proposals.values()]
      .filter((p) => p.governance === governance.governance)
      .sort((a, b) => (a.proposalIndex < b.proposalIndex ? 1 : a.proposalIndex > b.proposalIndex ? -1 : 0));
  }

  /** Active votes make the tally; cancelled votes stay locked but no longer count. */
  tally(proposal: string): Tally {
    let yesVotes = 0n;
    let noVotes = 0n;
    let participatingVoters = 0;
    for (const vote of this.votesOf(proposal)) {
      if (!vote.active) continue;
      if (vote.side === 'yes') yesVotes += vote.amount;
      else noVotes += vote.amount;
      if (vote.countedAsVoter) participatingVoters += 1;
    }
    return { yesVotes, noVotes, participatingSupply: yesVotes + noVotes, participatingVoters };
  }
}
