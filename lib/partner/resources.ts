// Resources the service returns (spec: "Resources and their fields"). Every object is loose: fields the
// spec does not list pass through untouched, and open string sets (`actionKind`, `outcome`, `side`) stay
// plain strings so that a value the dashboard does not know is shown as it is rather than rejected.
import { z } from 'zod';

import { CONTENT_PATCH_FIELDS } from './kinds';
import { shapeWithEach } from './shape';
import { address, nonNegativeInt, uintString } from './wire';

export {
  ACTION_KINDS,
  OUTCOMES,
  VOTE_SIDES,
  isKnownActionKind,
  isKnownOutcome,
  isVoteSide,
  type KnownActionKind,
  type KnownOutcome,
  type VoteSide,
} from './kinds';

/**
 * The content fields of token metadata (update-content's text fields, then the image): the ones governance
 * locks (`nameLocked` …) and a proposal changes (`changedName` …).
 */
export const CONTENT_FIELDS = [...CONTENT_PATCH_FIELDS, 'image'] as const;
export type ContentField = (typeof CONTENT_FIELDS)[number];

const capitalized = <F extends string>(field: F) =>
  `${field[0]!.toUpperCase()}${field.slice(1)}` as Capitalize<F>;

/** The connected user. Only `tradingEnabled` is specified; `wallet` and `username` may be present. */
export const userSchema = z.looseObject({
  tradingEnabled: z.boolean(),
  wallet: z.string().optional(),
  username: z.string().optional(),
});

export const governanceSchema = z.looseObject({
  governance: address,
  mint: address,
  metadata: address,
  creator: address,
  totalSupply: uintString,
  createdAtUnix: uintString,
  mutableUntilUnix: uintString,
  minVoterCount: nonNegativeInt,
  minLockAmount: uintString,
  minParticipatingSupplyBps: nonNegativeInt,
  approvalBps: nonNegativeInt,
  proposalBondBps: nonNegativeInt,
  finalized: z.boolean(),
  contentRevision: uintString,
  mutabilityExtended: z.boolean(),
  ...shapeWithEach(
    CONTENT_FIELDS.map((field) => `${field}Locked` as const),
    z.boolean(),
  ),
});

export const proposalSchema = z.looseObject({
  proposal: address,
  governance: address,
  proposer: address,
  proposalIndex: uintString,
  baseContentRevision: uintString,
  actionKind: z.string(),
  actionName: z.string().nullable(),
  actionSymbol: z.string().nullable(),
  actionUri: z.string().nullable(),
  actionAdditionalSeconds: uintString.nullable(),
  ...shapeWithEach(
    CONTENT_FIELDS.map((field) => `changed${capitalized(field)}` as const),
    z.boolean(),
  ),
  createdAtUnix: uintString,
  votingEndsAtUnix: uintString,
  proposalBondAmount: uintString,
  proposalBondWithdrawn: z.boolean(),
  yesVotes: uintString,
  noVotes: uintString,
  participatingSupply: uintString,
  participatingVoters: nonNegativeInt,
  outcome: z.string(),
  executed: z.boolean(),
  settled: z.boolean(),
  metadataUpdated: z.boolean(),
  signature: z.string(),
  /** ISO 8601 per the spec; the exact form is not checked. */
  blockTime: z.string(),
});

export const voteSchema = z.looseObject({
  proposal: address,
  voter: address,
  /** `yes` or `no` per the spec; kept open (see `isVoteSide`). */
  side: z.string(),
  amount: uintString,
  countedAsVoter: z.boolean(),
  active: z.boolean(),
  withdrawn: z.boolean(),
  signature: z.string(),
  blockTime: z.string(),
});

/** The resources as parsed (fields the spec does not list are kept, typed `unknown`). */
export type User = z.infer<typeof userSchema>;
export type Governance = z.infer<typeof governanceSchema>;
export type Proposal = z.infer<typeof proposalSchema>;
export type Vote = z.infer<typeof voteSchema>;
